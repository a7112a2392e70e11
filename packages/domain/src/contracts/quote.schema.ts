import { z } from 'zod';
import { attributionEnvelopeSchema } from './attribution.schema.ts';
import {
  checkReturnAfterPickup,
  formGuardFields,
  localDateField,
  localTimeSchema,
  messageSchema,
  oneLineSchema,
  rentalPurposeSchema,
  slugIdSchema,
  vehicleTypeSchema,
  whenObject,
} from './common.schema.ts';
import { contactDetailsSchema } from './contact.schema.ts';
import { organisationCredentialsSchema } from './organisation-credentials.schema.ts';
import { priceChoicesFields } from './price-book.schema.ts';
import { pricedTripSchema } from './pricing-breakdown.schema.ts';

/**
 * The quote request (SPEC §1 "a quote request", the /quote page): a group tells
 * us its trip and we answer with a price. POST /api/quotes answers 201 with a
 * UUID and a short code for the visitor to quote back (SPEC §3 quoteId, quoteCode).
 */
const passengersMessage = 'Enter how many people are traveling, from 1 to 500.';

export const quoteRequestSchema = z
  .object({
    /** School, team, company…; optional, a family reunion has none. */
    organisation: oneLineSchema('Enter the organization name.')
      .max(120, 'Keep the organization name to 120 characters or fewer.')
      .optional(),
    /** The organization account the quote is for (its code and key): its tax exemption applies to the estimate. */
    organisationAccount: organisationCredentialsSchema.optional(),
    contact: contactDetailsSchema,
    passengers: z
      .number({ error: passengersMessage })
      .int(passengersMessage)
      .min(1, passengersMessage)
      .max(500, passengersMessage),
    pickupLocationId: slugIdSchema('Choose a pickup location.'),
    pickupDate: localDateField('pickup date'),
    pickupTime: localTimeSchema,
    returnDate: localDateField('return date'),
    returnTime: localTimeSchema,
    /** A category, or 'all' when any vehicle will do. */
    vehicleType: vehicleTypeSchema.default('all'),
    /** A specific class, when the visitor has one in mind. */
    vehicleId: slugIdSchema('Choose a vehicle from the list.').optional(),
    rentalPurpose: rentalPurposeSchema.optional(),
    notes: messageSchema(2000, 'notes').optional(),
    attribution: attributionEnvelopeSchema.optional(),
    /** Extras, protection, a promo code and a distance for the estimate, as a booking takes them. */
    ...priceChoicesFields,
    ...formGuardFields,
  })
  .superRefine((quote, ctx) => checkReturnAfterPickup(quote, ctx), whenObject);
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

export const quoteResponseSchema = z.object({
  quoteId: z.uuid().max(36),
  /** Short and human, e.g. Q-4F7K2M. */
  quoteCode: z.string().max(16),
  /**
   * When the request names a vehicle: the true total for enough of that class
   * to seat the group (at most 10), priced as a booking would be, with the
   * choices sent. Staff confirm the final price; null without a vehicle.
   */
  estimate: pricedTripSchema.nullable(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
