import type { PayerStatus } from '@convoy/domain/contracts/split-payment.schema';
import { formatDate, formatMoney } from '../../../lib/format';
import m from './split-copy.messages';

/** Words of a booking split among the group's members (decision 045): the manage page's section. */
export const splitCopy = {
  heading: m.heading(),
  intro: (dueOn: string | null) => (dueOn ? m.introDue({ due: formatDate(dueOn, 'long') }) : m.intro()),
  open: m.open(),
  change: m.change(),
  loading: m.loading(),
  failed: m.failed(),
  retry: m.retry(),
  you: m.you(),
  share: m.share(),
  paid: m.paid(),
  status: {
    due: m.statusDue(),
    paid: m.statusPaid(),
    taken_over: m.statusTakenOver(),
    cancelled: m.statusCancelled(),
  } satisfies Record<PayerStatus, string>,
  dueLine: (cents: number) => m.dueLine({ amount: formatMoney(cents) }),
  remind: m.remind(),
  reminding: m.reminding(),
  reminded: (n: number) => m.reminded({ n }),
  resend: (name: string) => m.resend({ name }),
  resent: (name: string) => m.resent({ name }),
  locked: m.locked(),
  // The form.
  formHeading: m.formHeading(),
  formIntro: m.formIntro(),
  modeLegend: m.modeLegend(),
  equal: m.equal(),
  equalHint: (each: string, yours: string) => m.equalHint({ each, yours }),
  named: m.named(),
  member: (n: number) => m.member({ n }),
  name: m.name(),
  email: m.email(),
  amount: m.amount(),
  add: m.add(),
  remove: (n: number) => m.remove({ n }),
  yoursNamed: (cents: number) =>
    cents < 0 ? m.overTotal({ amount: formatMoney(-cents) }) : m.yours({ amount: formatMoney(cents) }),
  send: m.send(),
  sending: m.sending(),
  end: m.end(),
  sent: (n: number) => m.sent({ n }),
  ended: m.ended(),
  cancel: m.cancel(),
};
