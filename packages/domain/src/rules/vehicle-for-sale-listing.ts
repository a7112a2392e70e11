import { fleetSeed, type VehicleClass } from '../content/fleet.ts';
import type { VehicleForSaleSeed } from '../content/vehicles-for-sale.ts';
import type { VehicleForSale } from '../contracts/vehicle-for-sale.schema.ts';

/**
 * A seed row as the API sends it (vehicle-for-sale.schema.ts). Category and seats
 * come from the fleet class it served in; the notes, features and VIN ending become
 * the description until the schema has fields of its own for them.
 */
export function toVehicleForSale(
  seed: VehicleForSaleSeed,
  fleet: readonly VehicleClass[] = fleetSeed,
): VehicleForSale {
  const vehicleClass = fleet.find((c) => c.id === seed.vehicleClassId);
  if (!vehicleClass) throw new Error(`Vehicle for sale ${seed.id}: unknown class ${seed.vehicleClassId}`);
  return {
    id: seed.id,
    title: `${seed.year} ${seed.make} ${seed.model} ${seed.trim}`,
    vehicleClassId: seed.vehicleClassId,
    category: vehicleClass.category,
    year: seed.year,
    make: seed.make,
    model: seed.model,
    mileage: seed.mileage,
    passengers: vehicleClass.passengers,
    priceCents: seed.priceCents,
    locationId: seed.locationId,
    description: `${seed.conditionNotes}\n\nFeatures: ${seed.features.join(', ')}.\nVIN ending ${seed.vinLast6}.`,
    imageUrl: null,
    status: seed.status,
  };
}
