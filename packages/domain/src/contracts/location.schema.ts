import { z } from 'zod';
import {
  centsSchema,
  localDateSchema,
  localTimeSchema,
  slugIdSchema,
  timezoneSchema,
} from './common.schema.ts';

/**
 * A pickup location as GET /api/locations sends it: the `Location` of
 * locations.ts. Opening hours are wall-clock times in the location's timezone
 * (SPEC Part B §4); null marks a day the location is closed.
 */
const dayHoursSchema = z.object({ open: localTimeSchema, close: localTimeSchema }).nullable();

export const openingHoursSchema = z.object({
  mon: dayHoursSchema,
  tue: dayHoursSchema,
  wed: dayHoursSchema,
  thu: dayHoursSchema,
  fri: dayHoursSchema,
  sat: dayHoursSchema,
  sun: dayHoursSchema,
});

export const addressSchema = z.object({
  street: z.string().max(200),
  city: z.string().max(100),
  region: z.string().max(100),
  postalCode: z.string().max(20),
  country: z.string().length(2),
});

/** A day whose hours replace the week's (a holiday), by local date; null hours: closed all day. */
export const holidayHoursSchema = z.object({
  date: localDateSchema,
  name: z.string().max(80),
  hours: z.object({ open: localTimeSchema, close: localTimeSchema }).nullable(),
});

export const locationSchema = z.object({
  id: slugIdSchema('Choose a pickup location.'),
  name: z.string().max(120),
  address: addressSchema,
  timezone: timezoneSchema,
  phone: z.string().max(32),
  openingHours: openingHoursSchema,
  holidayHours: z.array(holidayHoursSchema).max(366).readonly().optional(),
});

export const locationsResponseSchema = z.object({ locations: z.array(locationSchema).max(500) });
export type LocationsResponse = z.infer<typeof locationsResponseSchema>;

/**
 * GET /api/locations/:id/reach: where a rental picked up at the location may end (the one-way
 * destinations of the stored routes, decision 028) and where it delivers and collects (the stored
 * delivery zones, decision 030), as its page states them (content/location-pages.ts).
 */
export const locationReachSchema = z.object({
  oneWayDestinations: z
    .array(
      z.object({
        locationId: z.string().max(64),
        classIds: z.array(z.string().max(64)).max(200).readonly(),
        /** The least one-way fee per vehicle there, before taxes. */
        fromFeeCents: centsSchema,
      }),
    )
    .max(500),
  deliveryAreas: z
    .array(
      z.object({
        label: z.string().max(120),
        postalCodes: z
          .array(z.object({ from: z.string().max(5), to: z.string().max(5) }))
          .max(200)
          .readonly(),
        deliveryFeeCents: centsSchema,
        collectionFeeCents: centsSchema,
      }),
    )
    .max(2_000),
});
export type LocationReach = z.infer<typeof locationReachSchema>;
