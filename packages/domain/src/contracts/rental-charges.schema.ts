import { z } from 'zod';
import { cancellationPolicySchema } from './cancellation.schema.ts';
import { centsSchema, slugIdSchema } from './common.schema.ts';
import { chargeBases, classChargesSchema } from './price-book.schema.ts';
import type { RentalChargesAnswer } from './rental-charges.ts';

/**
 * GET /api/rental-charges (the zod-free types and the demo figures: rental-charges.ts):
 * per class its deposit, young-renter surcharge and mileage; the additional-driver
 * fee; per location its taxes and fees; the cancellation policy, as the back office stored them
 * (decision 012). The prices a search answers are computed from the same figures.
 */
export const classChargesEntrySchema = classChargesSchema.extend({
  classId: slugIdSchema('Choose a vehicle.'),
});

export const publicLocationChargeSchema = z.object({
  code: z.string().max(64),
  label: z.string().max(120),
  basis: z.enum(chargeBases),
  ratePercent: z.number().min(0).max(100).nullable(),
  amountCents: centsSchema.nullable(),
});

export const locationChargesEntrySchema = z.object({
  locationId: slugIdSchema('Choose a pickup location.'),
  charges: z.array(publicLocationChargeSchema).max(50),
});

export const rentalChargesResponseSchema = z.object({
  classes: z.array(classChargesEntrySchema).max(200),
  additionalDriverPerDayCents: centsSchema,
  locations: z.array(locationChargesEntrySchema).max(500),
  cancellationPolicy: cancellationPolicySchema,
}) satisfies z.ZodType<RentalChargesAnswer>;
