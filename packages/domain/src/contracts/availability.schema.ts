import { z } from 'zod';
import { isoInstantSchema, timezoneSchema } from './common.schema.ts';
import { priceChoicesFields } from './price-book.schema.ts';
import { pricedTripSchema } from './pricing-breakdown.schema.ts';
import { tripFields, withTripRules } from './trip.schema.ts';
import { vehicleClassSchema } from './vehicle-class.schema.ts';

/** POST /api/availability: the trip (trip.schema.ts) and, optionally, what the renter adds to it (price-book.schema.ts). */
export const availabilityRequestSchema = withTripRules(tripFields.extend(priceChoicesFields));
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;
export type AvailabilityRequestInput = z.input<typeof availabilityRequestSchema>;

/**
 * Why a class cannot be booked by this renter or for these dates; shown, not
 * hidden: the renter's age, a CDL class, a blackout date, a season's minimum length.
 */
export const ineligibleCodes = [
  'under_min_age',
  'cdl_required',
  'blackout',
  'minimum_length',
  'one_way_unavailable',
] as const;

export const vehicleAvailabilitySchema = vehicleClassSchema.extend({
  availableUnits: z.number().int().min(0).max(10_000),
  eligible: z.boolean(),
  ineligibleCode: z.enum(ineligibleCodes).optional(),
  /** Plain words, e.g. "Drivers of this bus must be 25 or older." */
  ineligibleReason: z.string().max(300).optional(),
  /** The SPEC §9 price and the true total for this trip and these choices (decision 012). */
  pricingBreakdown: pricedTripSchema,
});
export type VehicleAvailability = z.infer<typeof vehicleAvailabilitySchema>;

export const availabilityResponseSchema = z.object({
  locationTimezone: timezoneSchema,
  /** Where the trip comes back and that location's timezone, which `returnAt` is written in (decision 028). */
  returnLocationId: z.string().max(64).optional(),
  returnTimezone: timezoneSchema.optional(),
  /** ISO instants with the location's offset; their first 10 characters are the local dates. */
  pickupAt: isoInstantSchema,
  returnAt: isoInstantSchema,
  vehicles: z.array(vehicleAvailabilitySchema).max(200),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
