import { brand } from '@convoy/domain/content/brand';
import m from './success-copy.messages';

/** Words of the success step. */
export const successCopy = {
  codeLabel: m.codeLabel(),
  codeHint: m.codeHint(),
  emailSent: (email: string) => m.emailSent({ email }),
  emailOnPayment: (email: string) => m.emailOnPayment({ email }),
  /** The h1, by the booking's status (the route's own heading is the confirmed one). */
  headings: {
    confirmed: m.confirmed(),
    pending_payment: m.pendingPayment(),
    expired: m.expired(),
    cancelled: m.cancelled(),
  },
  summaryHeading: m.summaryHeading(),
  calendarHeading: m.calendarHeading(),
  downloadIcs: m.downloadIcs(),
  googleCalendar: m.googleCalendar(),
  newTab: m.newTab(),
  nextHeading: m.nextHeading(),
  /** Unless the deposit was held online at booking; how the rest is paid is the payment section's. */
  nextCard: m.nextCard(),
  next: [m.nextLicenses(), m.nextArrive(), m.nextQuestions({ phone: brand.phone, email: brand.email })],
  manage: m.manage(),
  another: m.another(),
  event: {
    title: (lines: readonly { quantity: number; name: string }[]) =>
      m.eventTitle({
        brand: brand.name,
        vehicles: lines
          .map((l) => `${l.quantity > 1 || lines.length > 1 ? `${l.quantity} × ` : ''}${l.name}`)
          .join(' + '),
      }),
    description: (code: string, manageUrl: string) =>
      m.eventDescription({ brand: brand.name, code, url: manageUrl }),
  },
};
