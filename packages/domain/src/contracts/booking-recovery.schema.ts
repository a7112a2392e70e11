import { z } from 'zod';
import { locales } from '../content/locale.ts';
import { emailSchema } from './common.schema.ts';
import { tripFormFields } from './trip.ts';

/**
 * The recovery of an abandoned booking: a visitor who gave their e-mail on the confirm step and ticked
 * the box (unticked by default) is sent one e-mail, an hour after they last touched the booking
 * without booking, with a link that runs the same search again at today's prices and availability.
 */

/** How long after the last change to the draft its e-mail goes, if no booking came. */
export const recoveryDelayMinutes = 60;
/** How long an address given for a reminder is kept. */
export const recoveryKeepDays = 30;

const tripValue = z.string().trim().max(64);

/** PUT /api/booking-drafts: the search as the flow's form holds it, and the address to remind. */
export const bookingDraftSchema = z.object({
  email: emailSchema,
  remindMe: z.literal(true, { error: 'Tick the box to be reminded by e-mail.' }),
  trip: z.object(Object.fromEntries(tripFormFields.map((f) => [f, tripValue.optional()]))).strict(),
  /** The language of the site the draft was left on (decision 048); English when absent. */
  locale: z.enum(locales).optional(),
});
export type BookingDraftRequest = z.infer<typeof bookingDraftSchema>;

/** DELETE /api/booking-drafts: the box unticked (or the address changed): no reminder to that address. */
export const bookingDraftWithdrawalSchema = z.object({ email: emailSchema });

/** POST /api/booking-drafts/unsubscribe: the e-mail's unsubscribe link; it holds for good. */
export const recoveryUnsubscribeSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{30,400}$/, 'This unsubscribe link is not complete.'),
});
