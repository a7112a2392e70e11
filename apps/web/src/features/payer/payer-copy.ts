import type { PayerStatus } from '@convoy/domain/contracts/split-payment.schema';
import { formatDate, formatMoney } from '../../lib/format';

/** Words of a member's page (decision 045). */
export const payerCopy = {
  loading: 'Opening your share…',
  retry: 'Try again',
  invalid:
    'This payment link no longer works. A newer one may have been sent to you: open the latest e-mail, or ask the organizer of the trip to send it again.',
  hello: (name: string) => `Hello ${name},`,
  intro: (organiser: string) => `${organiser} split the cost of the group’s trip. This is your share.`,
  trip: 'The trip',
  code: 'Booking',
  vehicle: 'Vehicle',
  pickup: 'From',
  until: 'Until',
  share: 'Your share',
  paid: 'Paid',
  due: 'Still to pay',
  dueBy: (cents: number, dueOn: string | null) =>
    `${formatMoney(cents)}${dueOn ? `, by ${formatDate(dueOn, 'long')}` : ''}`,
  pay: (cents: number) => `Pay ${formatMoney(cents)} by card`,
  opening: 'Opening the payment page…',
  cardNote:
    'You enter your card on our payment provider’s secure page; the card number never reaches this site.',
  notOnline: 'Card payments are not taken online just now: ask the organizer how to pay your share.',
  back: {
    done: 'Thank you: your payment is on its way. Its receipt comes by e-mail.',
    cancelled: 'The payment was not made. You can try again below.',
  },
  status: {
    due: 'Not paid yet',
    paid: 'Your share is paid. Thank you: the receipt went to you by e-mail.',
    taken_over: 'The due date has passed: the organizer now pays what was left of your share.',
    cancelled: 'This booking was canceled: nothing more is asked of you. Any refund goes back to your card.',
  } satisfies Record<PayerStatus, string>,
};
