import { z } from 'zod';
import { vehicleCategories } from '../content/fleet.ts';
import { centsSchema, slugIdSchema } from './common.schema.ts';
import { imageSetSchema } from './media.schema.ts';

/**
 * A used vehicle from the rental fleet offered for sale (SPEC §1 "fleet sales",
 * the /fleet-sales page), as GET /api/vehicles-for-sale sends it. A fleet-sales
 * lead names one by `id`.
 */
export const vehicleForSaleSchema = z.object({
  id: slugIdSchema('Choose a vehicle for sale.'),
  title: z.string().max(160),
  /** The rental class it served in, when it still exists. */
  vehicleClassId: z.string().max(64).nullable(),
  category: z.enum(vehicleCategories),
  year: z.number().int().min(1990).max(2100),
  make: z.string().max(60),
  model: z.string().max(60),
  mileage: z.number().int().min(0).max(2_000_000),
  passengers: z.number().int().min(1).max(100),
  priceCents: centsSchema,
  locationId: z.string().max(64),
  description: z.string().max(4000),
  imageUrl: z.string().max(2048).nullable(),
  status: z.enum(['available', 'pending', 'sold']),
});
export type VehicleForSale = z.infer<typeof vehicleForSaleSchema>;

/** As the public API lists it: with the photos attached in the back office (decision 006), or null. */
export const publicVehicleForSaleSchema = vehicleForSaleSchema.extend({
  imageSet: imageSetSchema.nullable().optional(),
});

export const vehiclesForSaleResponseSchema = z.object({
  vehiclesForSale: z.array(publicVehicleForSaleSchema).max(500),
});
export type VehiclesForSaleResponse = z.infer<typeof vehiclesForSaleResponseSchema>;
