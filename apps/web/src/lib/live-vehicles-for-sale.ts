import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import type { VehicleForSale } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import { toVehicleForSale } from '@convoy/domain/rules/vehicle-for-sale-listing';
import { createLiveList } from './live-data';

const useLive = createLiveList<VehicleForSale>('/api/vehicles-for-sale', 'vehiclesForSale');
const built = vehiclesForSaleSeed.map((seed) => toVehicleForSale(seed));

/**
 * The vehicles for sale: the demo listings at first render (they match the
 * prerendered HTML), then GET /api/vehicles-for-sale (live-data.ts). Sold ones are not shown.
 */
export function useVehiclesForSale(): VehicleForSale[] {
  return useLive(built).filter((v) => v.status !== 'sold');
}
