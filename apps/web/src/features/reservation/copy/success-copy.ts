import { brand } from '@convoy/domain/content/brand';

/** Words of the success step. */
export const successCopy = {
  codeLabel: 'Your confirmation code',
  codeHint:
    'Keep it with the e-mail address you booked with: you need both to look up or cancel the booking.',
  emailSent: (email: string) => `A confirmation e-mail is on its way to ${email}.`,
  emailOnPayment: (email: string) => `We e-mail the confirmation to ${email} as soon as the payment is in.`,
  /** The h1, by the booking's status (the route's own heading is the confirmed one). */
  headings: {
    confirmed: 'Your reservation is confirmed',
    pending_payment: 'Waiting for your payment',
    expired: 'Your reservation was released',
    cancelled: 'This reservation is canceled',
  },
  summaryHeading: 'Your booking',
  calendarHeading: 'Add it to your calendar',
  downloadIcs: 'Download calendar file (.ics)',
  googleCalendar: 'Add to Google Calendar',
  newTab: '(opens in a new tab)',
  nextHeading: 'What happens next',
  /** Unless the deposit was held online at booking; how the rest is paid is the payment section's. */
  nextCard: 'Bring a credit card in the renter’s name to the pickup: the security deposit is held on it.',
  next: [
    'Bring every driver’s license to the pickup. The main driver must be the age you gave.',
    'Arrive at the pickup time at the location shown above, with time for the walk-around and paperwork.',
    `Questions or changes? Call ${brand.phone} or e-mail ${brand.email}, quoting your confirmation code.`,
  ],
  manage: 'Manage or cancel this booking',
  another: 'Make another booking',
  event: {
    title: (lines: readonly { quantity: number; name: string }[]) =>
      `${brand.name}: ${lines.map((l) => `${l.quantity > 1 || lines.length > 1 ? `${l.quantity} × ` : ''}${l.name}`).join(' + ')} rental`,
    description: (code: string, manageUrl: string) =>
      `${brand.name} reservation ${code}. Bring every driver’s license. Manage or cancel: ${manageUrl}`,
  },
};
