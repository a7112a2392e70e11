import type { PayerStatus } from '@convoy/domain/contracts/split-payment.schema';
import { formatDate, formatMoney } from '../../../lib/format';

/** Words of a booking split among the group's members (decision 045): the manage page's section. */
export const splitCopy = {
  heading: 'Split the cost',
  intro: (dueOn: string | null) =>
    `Share the cost with your group: each member gets their own link to pay their share by card. You pay your own share here${dueOn ? `, and what a member has not paid by ${formatDate(dueOn, 'long')} falls to you` : ''}. The deposit stays on your card.`,
  open: 'Split the cost',
  change: 'Change the split',
  loading: 'Loading the split…',
  failed: 'We could not load who pays what just now.',
  retry: 'Try again',
  you: 'You (organizer)',
  share: 'Share',
  paid: 'Paid',
  status: {
    due: 'Not paid yet',
    paid: 'Paid',
    taken_over: 'Now yours to pay',
    cancelled: 'Canceled',
  } satisfies Record<PayerStatus, string>,
  dueLine: (cents: number) => `${formatMoney(cents)} still to pay`,
  remind: 'Remind who has not paid',
  reminding: 'Sending reminders…',
  reminded: (n: number) =>
    n === 0
      ? 'Nobody was reminded: each member still to pay had a reminder in the last day.'
      : `Reminder sent to ${n} ${n === 1 ? 'member' : 'members'}.`,
  resend: (name: string) => `Send ${name} the link again`,
  resent: (name: string) => `A new link went to ${name}; the one before no longer works.`,
  locked: 'A member has paid, so the split stays as it is.',
  // The form.
  formHeading: 'Who pays what',
  formIntro:
    'Add the members who pay a share. Each gets an e-mail with their own payment link. Your own share is what is left.',
  modeLegend: 'Shares',
  equal: 'Equal shares',
  equalHint: (each: string, yours: string) => `Each member pays ${each}; you pay ${yours}.`,
  named: 'Set each share',
  member: (n: number) => `Member ${n}`,
  name: 'Name',
  email: 'E-mail',
  amount: 'Share in dollars',
  add: 'Add a member',
  remove: (n: number) => `Remove member ${n}`,
  yoursNamed: (cents: number) =>
    cents < 0 ? `The shares pass the total by ${formatMoney(-cents)}.` : `Your share: ${formatMoney(cents)}.`,
  send: 'Send the links',
  sending: 'Sending…',
  end: 'Stop splitting',
  sent: (n: number) =>
    `The split is saved: ${n} ${n === 1 ? 'member was' : 'members were'} e-mailed their link.`,
  ended: 'The split is ended: you pay the whole balance.',
  cancel: 'Cancel',
};
