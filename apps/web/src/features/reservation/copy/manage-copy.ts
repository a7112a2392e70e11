import { formatMoney } from '../../../lib/format';

/** Words of the manage-booking page. */
export const manageCopy = {
  lookupHeading: 'Find your booking',
  lookupIntro: 'Enter the confirmation code from your e-mail and the e-mail address you booked with.',
  code: 'Confirmation code',
  codeHint: 'Like CNV-7K3M9Q',
  email: 'E-mail address',
  find: 'Find my booking',
  finding: 'Looking it up…',
  notFound:
    'We found no booking with that code and e-mail address. Check both, as they are in your confirmation e-mail, and try again.',
  detailsHeading: (code: string) => `Booking ${code}`,
  status: {
    pending_payment: 'Waiting for payment',
    confirmed: 'Confirmed',
    cancelled: 'Canceled',
    expired: 'Released: the payment did not come in time',
  },
  statusLabel: 'Status',
  cancelledOn: (when: string) => `Canceled on ${when}.`,
  contact: 'Booked by',
  protection: 'Protection',
  declined: (cover: string | null) =>
    cover
      ? `Declined; your cover: ${cover}`
      : 'Declined: your own insurance covers the vehicles (its certificate below)',
  notChosen: 'Not chosen yet: we ask at pickup',
  cancel: 'Cancel this booking',
  cancelTitle: 'Cancel this booking?',
  cancelBody: (code: string) =>
    `Booking ${code} will be canceled and the vehicles released. This cannot be undone: to travel after all, you would book again.`,
  cancelConfirm: 'Yes, cancel the booking',
  cancelKeep: 'No, keep it',
  cancelling: 'Canceling…',
  cancelled: (code: string) => `Booking ${code} is canceled. A confirmation e-mail is on its way.`,
  another: 'Look up another booking',
  changed: 'Your booking is changed. A confirmation e-mail listing the changes is on its way.',
  policyHeading: 'Cancellation policy',
  feeNow: (cents: number) =>
    cents === 0 ? 'Canceling now is free.' : `Canceling now costs ${formatMoney(cents)}.`,
  /**
   * What canceling costs from now until pickup, each deadline written out
   * (SPEC Part B §14; the API's feeSchedule): "Canceling is free until Tue,
   * Jul 6, 2027 at 10:00 AM EDT; after that it costs $558.00."
   */
  feeSchedule: (stretches: readonly { cents: number; until: string }[]) => {
    const [first, ...later] = stretches;
    if (!first) return '';
    const now = first.cents === 0 ? 'is free' : `now costs ${formatMoney(first.cents)}`;
    if (later.length === 0) return `Canceling ${now} until pickup, ${first.until}.`;
    const clauses = [
      `Canceling ${now} until ${first.until}`,
      ...later.map((s, i) =>
        i === later.length - 1
          ? `after that it costs ${formatMoney(s.cents)}`
          : `then it costs ${formatMoney(s.cents)} until ${s.until}`,
      ),
    ];
    return `${clauses.join('; ')}.`;
  },
  feeCharged: (cents: number) =>
    cents === 0 ? 'No cancellation fee was charged.' : `Cancellation fee charged: ${formatMoney(cents)}.`,
};
