import { vehicleCategories } from '@convoy/domain/content/fleet';
import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import type { VehicleForSale } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import { toVehicleForSale } from '@convoy/domain/rules/vehicle-for-sale-listing';
import { createLiveList, is } from './live-data';

function isVehicleForSale(v: unknown): v is VehicleForSale {
  return (
    is.object(v) &&
    is.string(v.id) &&
    is.string(v.title) &&
    (vehicleCategories as readonly unknown[]).includes(v.category) &&
    is.int(v.year) &&
    is.string(v.make) &&
    is.string(v.model) &&
    is.int(v.mileage) &&
    is.int(v.passengers) &&
    is.int(v.priceCents) &&
    is.string(v.locationId) &&
    is.string(v.description) &&
    (v.imageUrl === null || is.string(v.imageUrl)) &&
    (v.vehicleClassId === null || is.string(v.vehicleClassId)) &&
    ['available', 'pending', 'sold'].includes(v.status as string)
  );
}

const useLive = createLiveList('/api/vehicles-for-sale', 'vehiclesForSale', isVehicleForSale);
const built = vehiclesForSaleSeed.map((seed) => toVehicleForSale(seed));

/**
 * The vehicles for sale: the demo listings at first render (they match the
 * prerendered HTML), then GET /api/vehicles-for-sale. Sold ones are not shown.
 */
export function useVehiclesForSale(): VehicleForSale[] {
  return useLive(built).filter((v) => v.status !== 'sold');
}
