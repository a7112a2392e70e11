import { z } from 'zod';
import {
  checkReturnAfterPickup,
  localDateField,
  localTimeSchema,
  rentalPurposeSchema,
  slugIdSchema,
  vehicleTypeSchema,
  whenObject,
} from './common.schema.ts';
import { postalAddressSchema } from './organisation.schema.ts';
import { rentalTypes } from './pricing-breakdown.schema.ts';

/**
 * The trip: where and when a group rents (SPEC §3 `form`), the one definition
 * the search form, POST /api/availability and POST /api/reservations share;
 * trip.ts holds its zod-free parts (field names, form strings, the draft the
 * flow keeps), rules/rental-window.ts the rules that need the location.
 * Dates and times are wall-clock at the pickup location (SPEC Part B §4), the
 * return's at the return location (decision 028). A
 * monthly rental needs rentalMonths and no return: it comes back the same day of
 * the month that many months later. Whether the location exists, is
 * open then and the pickup is still ahead is checked by the server, which knows
 * the location's timezone and hours.
 */
const instructionsSchema = z
  .string({ error: 'Enter the instructions for the driver as text.' })
  .trim()
  .max(500, 'Keep the instructions for the driver to 500 characters.');

/**
 * Delivery to the renter's address before the pickup, and collection from it
 * after the return (decision 030): the address must lie in a delivery zone of
 * the pickup location (delivery) or of the return location (collection).
 */
export const deliverySchema = z.object({
  address: postalAddressSchema,
  instructions: instructionsSchema.optional(),
});
export type DeliveryRequest = z.infer<typeof deliverySchema>;
/** Collection: the delivery's address unless another is given. */
export const collectionSchema = z.object({
  address: postalAddressSchema.optional(),
  instructions: instructionsSchema.optional(),
});
export type CollectionRequest = z.infer<typeof collectionSchema>;

const monthsMessage = 'Choose how many months you need the vehicle, from 1 to 12.';

export const tripFields = z.object({
  rentalType: z.enum(rentalTypes, { error: 'Choose a daily or a monthly rental.' }),
  pickupLocationId: slugIdSchema('Choose a pickup location.'),
  /** A one-way rental's return location (decision 028); absent: back where it was picked up. */
  returnLocationId: slugIdSchema('Choose a return location.').optional(),
  pickupDate: localDateField('pickup date'),
  pickupTime: localTimeSchema,
  returnDate: localDateField('return date').optional(),
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
  delivery: deliverySchema.optional(),
  collection: collectionSchema.optional(),
});

/**
 * Rules across fields. They run even when other fields failed (`whenObject`), so
 * the visitor sees every problem at once; each reads only fields that are valid.
 */
function checkTrip(value: Record<string, unknown>, ctx: z.core.$RefinementCtx): void {
  const collection = value.collection as { address?: unknown } | undefined;
  if (collection && typeof collection === 'object' && collection.address === undefined && !value.delivery) {
    ctx.addIssue({
      code: 'custom',
      path: ['collection', 'address'],
      message: 'Enter the address to collect the vehicles from.',
    });
  }
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

/** Adds the cross-field rules to the trip fields or an extension of them. */
export function withTripRules<T extends z.ZodObject>(schema: T) {
  return schema.superRefine((value, ctx) => checkTrip(value as Record<string, unknown>, ctx), whenObject);
}

/** The trip as the API takes it (POST /api/availability; the reservation request extends it). */
export const tripRequestSchema = withTripRules(tripFields);
export type TripRequest = z.infer<typeof tripRequestSchema>;

const passengersMessage = 'Enter how many people are traveling, from 1 to 500, or leave it empty.';

/**
 * The search form's trip: the API's fields plus the group's size, which only
 * the browser uses (availability suggests vehicles for it).
 */
export const tripFormSchema = withTripRules(
  tripFields.extend({
    passengers: z
      .number({ error: passengersMessage })
      .int(passengersMessage)
      .min(1, passengersMessage)
      .max(500, passengersMessage)
      .optional(),
  }),
);
export type TripFormOutput = z.output<typeof tripFormSchema>;
