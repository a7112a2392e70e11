import { brand } from './brand.ts';

/**
 * What someone agrees to when they tick a box to be texted (decision 022):
 * the renter on the booking form, a driver on their page. The version is
 * stored with the opt-in, so what was agreed to stays provable after the
 * words change (a change of words is a new version).
 */
export const smsConsentText = {
  version: '2026-11-sms-1',
  /** The booking form's box, beside the renter's own number. */
  renterLabel: 'Text me reminders about this booking at this number',
  /** The driver page's box. */
  driverLabel: 'Text me reminders at this number',
  /** Under either box: what the texts are, how often, how to stop (the carriers' rules). */
  hint: `${brand.name} sends two or three texts per booking: a reminder before pickup and one the day before. Message and data rates may apply. Reply STOP to stop them.`,
} as const;
