import { z } from 'zod';
import { emailSchema, personNameSchema, phoneSchema } from './common.schema.ts';

/**
 * The renter's contact details: the flow's `contact` (SPEC §3: firstName,
 * lastName, email, phone, agreeToTerms, which defaults to false in the form and
 * must be true to book).
 */
export const contactDetailsSchema = z.object({
  firstName: personNameSchema('first name'),
  lastName: personNameSchema('last name'),
  email: emailSchema,
  phone: phoneSchema,
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const reservationContactSchema = contactDetailsSchema.extend({
  agreeToTerms: z.literal(true, { error: 'Please read and accept the rental terms to book.' }),
  /** The renter agrees to reminders by text at this phone number (decision 022); no by default. */
  smsConsent: z.boolean().default(false),
});
export type ReservationContact = z.infer<typeof reservationContactSchema>;
