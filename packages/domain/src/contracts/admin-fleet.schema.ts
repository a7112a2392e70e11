import { z } from 'zod';
import { vehicleCategories } from '../content/fleet.ts';
import { maxPriceCents, namedSchema } from './common.schema.ts';

/**
 * Fleet and rates in the back office (decision 006): a class's daily, weekly and
 * monthly rates and its units at each location. Rates are integer cents (SPEC
 * Part B §3); the form converts the dollars typed into cents. The public pages
 * and the availability search use a saved change at once.
 */

/** $100,000 a day is no rate; a typo that large is refused (the ceiling of every price staff set). */
export const maxRateCents = maxPriceCents;
export const maxUnitsPerLocation = 1000;
/** A fleet form names at most this many locations (decision 008: every input is bounded). */
export const maxFleetLocations = 200;
const tooManyLocations = `Give units for at most ${maxFleetLocations} locations.`;

const rate = (label: string, min: number) =>
  z
    .number({ error: `Enter the ${label} rate in dollars, like 179.00.` })
    .int(`Enter the ${label} rate in whole cents.`)
    .min(min, min > 0 ? `The ${label} rate must be more than $0.` : `The ${label} rate cannot be negative.`)
    .max(maxRateCents, `The ${label} rate must be at most $${(maxRateCents / 100).toLocaleString('en-US')}.`);

export const fleetClassUpdateSchema = z.object({
  dailyRateCents: rate('daily', 1),
  /** 0: no weekly rate, every day is charged the daily rate (SPEC §9 step 3). */
  weeklyRateCents: rate('weekly', 0),
  monthlyRateCents: rate('monthly', 0),
  /** Units at each location, by location id; a location left out keeps its count. */
  units: z
    .record(
      z.string().max(64),
      z
        .number({ error: 'Enter a whole number of vehicles.' })
        .int('Enter a whole number of vehicles.')
        .min(0, 'A location cannot have fewer than 0 vehicles.')
        .max(maxUnitsPerLocation, `Enter at most ${maxUnitsPerLocation} vehicles.`),
    )
    .refine((units) => Object.keys(units).length <= maxFleetLocations, tooManyLocations)
    // For the OpenAPI document and the bounds test: JSON Schema's name for the same limit.
    .meta({ maxProperties: maxFleetLocations })
    .default({}),
});
export type FleetClassUpdate = z.infer<typeof fleetClassUpdateSchema>;
export type FleetClassUpdateInput = z.input<typeof fleetClassUpdateSchema>;

export const fleetClassParamsSchema = z.object({ classId: z.string().trim().max(64) });

export const adminFleetSchema = z.object({
  locations: z.array(namedSchema).max(200),
  classes: z
    .array(
      namedSchema.extend({
        category: z.enum(vehicleCategories),
        passengers: z.number().int(),
        dailyRateCents: z.number().int(),
        weeklyRateCents: z.number().int(),
        monthlyRateCents: z.number().int(),
        /** Units by location id (0 where not stocked). */
        units: z.record(z.string().max(64), z.number().int()),
      }),
    )
    .max(200),
});
export type AdminFleet = z.infer<typeof adminFleetSchema>;
