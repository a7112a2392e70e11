import { z } from 'zod';
import {
  checkReturnAfterPickup,
  isoInstantSchema,
  localDateSchema,
  localTimeSchema,
  rentalPurposeSchema,
  slugIdSchema,
  timezoneSchema,
  vehicleTypeSchema,
  whenObject,
} from './common.schema.ts';
import { pricingBreakdownSchema, rentalTypes } from './pricing-breakdown.schema.ts';
import { vehicleClassSchema } from './vehicle-class.schema.ts';

/**
 * The search of the reservation flow's first step (SPEC §3 `form`), sent to
 * POST /api/availability and, with more fields, to POST /api/reservations.
 * Dates and times are wall-clock at the pickup location (SPEC Part B §4). A
 * monthly rental needs rentalMonths and no return: it comes back the same day of
 * the month that many months later (issue 3). Whether the location exists, is
 * open then and the pickup is still ahead is checked by the server, which knows
 * the location's timezone and hours.
 */
const monthsMessage = 'Choose how many months you need the vehicle, from 1 to 12.';

export const rentalSearchFields = z.object({
  rentalType: z.enum(rentalTypes, { error: 'Choose a daily or a monthly rental.' }),
  pickupLocationId: slugIdSchema('Choose a pickup location.'),
  pickupDate: localDateSchema,
  pickupTime: localTimeSchema,
  returnDate: localDateSchema.optional(),
  returnTime: localTimeSchema.optional(),
  renterAge: z
    .number({ error: 'Enter the main driver’s age in years.' })
    .int('Enter the main driver’s age in whole years.')
    .min(18, 'Drivers must be at least 18 years old to rent a vehicle.')
    .max(99, 'Enter an age from 18 to 99.'),
  vehicleType: vehicleTypeSchema.default('all'),
  rentalPurpose: rentalPurposeSchema.optional(),
  rentalMonths: z
    .number({ error: monthsMessage })
    .int(monthsMessage)
    .min(1, monthsMessage)
    .max(12, monthsMessage)
    .optional(),
});

/**
 * Rules across fields. They run even when other fields failed (`whenObject`), so
 * the visitor sees every problem at once; each reads only fields that are valid.
 */
function checkRentalSearch(value: Record<string, unknown>, ctx: z.core.$RefinementCtx): void {
  if (value.rentalType === 'monthly') {
    if (value.rentalMonths === undefined)
      ctx.addIssue({ code: 'custom', path: ['rentalMonths'], message: monthsMessage });
    return;
  }
  if (value.rentalType !== 'daily') return;
  if (value.returnDate === undefined) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Choose a return date.' });
  }
  if (value.returnTime === undefined) {
    ctx.addIssue({ code: 'custom', path: ['returnTime'], message: 'Choose a return time.' });
  }
  checkReturnAfterPickup(value, ctx);
}

/** Adds the cross-field rules to the search fields or an extension of them. */
export function withRentalSearchRules<T extends z.ZodObject>(schema: T) {
  return schema.superRefine(
    (value, ctx) => checkRentalSearch(value as Record<string, unknown>, ctx),
    whenObject,
  );
}

export const availabilityRequestSchema = withRentalSearchRules(rentalSearchFields);
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;
export type AvailabilityRequestInput = z.input<typeof availabilityRequestSchema>;

/** Why a class cannot be booked by this renter; shown, not hidden (issue 3). */
export const ineligibleCodes = ['under_min_age', 'cdl_required'] as const;

export const vehicleAvailabilitySchema = vehicleClassSchema.extend({
  availableUnits: z.number().int().min(0).max(10_000),
  eligible: z.boolean(),
  ineligibleCode: z.enum(ineligibleCodes).optional(),
  /** Plain words, e.g. "Drivers of this bus must be 25 or older." */
  ineligibleReason: z.string().max(300).optional(),
  pricingBreakdown: pricingBreakdownSchema,
});
export type VehicleAvailability = z.infer<typeof vehicleAvailabilitySchema>;

export const availabilityResponseSchema = z.object({
  locationTimezone: timezoneSchema,
  /** ISO instants with the location's offset; their first 10 characters are the local dates. */
  pickupAt: isoInstantSchema,
  returnAt: isoInstantSchema,
  vehicles: z.array(vehicleAvailabilitySchema).max(200),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
