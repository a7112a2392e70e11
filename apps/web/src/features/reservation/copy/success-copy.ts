import { brand } from '@convoy/domain/content/brand';

/** Words of the success step. */
export const successCopy = {
  codeLabel: 'Your confirmation code',
  codeHint:
    'Keep it with the e-mail address you booked with: you need both to look up or cancel the booking.',
  emailSent: (email: string) => `A confirmation e-mail is on its way to ${email}.`,
  summaryHeading: 'Your booking',
  calendarHeading: 'Add it to your calendar',
  downloadIcs: 'Download calendar file (.ics)',
  googleCalendar: 'Add to Google Calendar',
  newTab: '(opens in a new tab)',
  nextHeading: 'What happens next',
  next: [
    'Nothing is charged now. We hold a deposit on a credit card in the renter’s name at pickup and charge the rental at return.',
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
