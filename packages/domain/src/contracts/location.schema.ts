import { z } from 'zod';
import { localDateSchema, localTimeSchema, slugIdSchema, timezoneSchema } from './common.schema.ts';

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
