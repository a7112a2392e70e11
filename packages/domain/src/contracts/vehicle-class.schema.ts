import { z } from 'zod';
import { vehicleCategories } from '../content/fleet.ts';
import { centsSchema, slugIdSchema } from './common.schema.ts';
import { imageSetSchema } from './media.schema.ts';

/**
 * A fleet class with its rates, as GET /api/vehicles sends it: the
 * `VehicleClass` of fleet.ts (SPEC §1 sizes and categories). Rates are integer
 * cents (SPEC Part B §3).
 */
export const vehicleClassSchema = z.object({
  id: slugIdSchema('Choose a vehicle.'),
  name: z.string().max(120),
  category: z.enum(vehicleCategories),
  passengers: z.number().int().min(1).max(100),
  luggage: z.number().int().min(0).max(100),
  requiresCdl: z.boolean(),
  minAge: z.number().int().min(18).max(99),
  dailyRateCents: centsSchema,
  weeklyRateCents: centsSchema,
  monthlyRateCents: centsSchema,
});

/**
 * A class as the public API lists it: with the photos attached to it in the
 * back office (decision 006), or null while it has none (the site then shows its
 * generated illustration).
 */
export const publicVehicleClassSchema = vehicleClassSchema.extend({
  imageSet: imageSetSchema.nullable().optional(),
});

export const vehiclesResponseSchema = z.object({ vehicles: z.array(publicVehicleClassSchema).max(200) });
export type VehiclesResponse = z.infer<typeof vehiclesResponseSchema>;
