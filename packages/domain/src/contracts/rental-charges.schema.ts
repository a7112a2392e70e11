import { z } from 'zod';
import { centsSchema, slugIdSchema } from './common.schema.ts';
import { chargeBases, classChargesSchema } from './price-book.schema.ts';

/**
 * GET /api/rental-charges: what the company charges besides the rates and the
 * extras, as the back office stored it (decision 012), for the pages that quote
 * it (rental guidelines, vehicle pages): per class its deposit, young-renter
 * surcharge and mileage; the additional-driver fee; per location its taxes and
 * fees. The prices a search answers are computed from the same figures.
 */
export const classChargesEntrySchema = classChargesSchema.extend({
  classId: slugIdSchema('Choose a vehicle.'),
});
export type ClassChargesEntry = z.infer<typeof classChargesEntrySchema>;

/** A tax or fee of a location as a renter reads it: a percent of the charges it applies to, or an amount per vehicle per day. */
export const publicLocationChargeSchema = z.object({
  code: z.string().max(64),
  label: z.string().max(120),
  basis: z.enum(chargeBases),
  ratePercent: z.number().min(0).max(100).nullable(),
  amountCents: centsSchema.nullable(),
});
export type PublicLocationCharge = z.infer<typeof publicLocationChargeSchema>;

export const locationChargesEntrySchema = z.object({
  locationId: slugIdSchema('Choose a pickup location.'),
  charges: z.array(publicLocationChargeSchema).max(50),
});
export type LocationChargesEntry = z.infer<typeof locationChargesEntrySchema>;

export const rentalChargesResponseSchema = z.object({
  classes: z.array(classChargesEntrySchema).max(200),
  /** Per additional driver per day; 0: additional drivers are free. */
  additionalDriverPerDayCents: centsSchema,
  locations: z.array(locationChargesEntrySchema).max(500),
});
export type RentalCharges = z.infer<typeof rentalChargesResponseSchema>;

/** A stored tax or fee as the public answer gives it (what it applies to stays with the price book). */
export function publicCharge(charge: {
  code: string;
  label: string;
  basis: PublicLocationCharge['basis'];
  ratePercent: number | null;
  amountCents: number | null;
}): PublicLocationCharge {
  return {
    code: charge.code,
    label: charge.label,
    basis: charge.basis,
    ratePercent: charge.ratePercent,
    amountCents: charge.amountCents,
  };
}
