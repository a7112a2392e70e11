import { fleetSeed, type VehicleClass, vehicleCategories } from '@convoy/domain/content/fleet';
import type { ImageSet } from './images/image-set';
import { createLiveList, is } from './live-data';

/** A class as GET /api/vehicles sends it: photos attached in the back office come as `imageSet` (issue 7). */
export type LiveVehicleClass = VehicleClass & { imageSet?: ImageSet | null };

function isImageSet(v: unknown): v is ImageSet {
  return is.object(v) && is.string(v.src) && is.string(v.alt) && Array.isArray(v.sources);
}

function isVehicleClass(v: unknown): v is LiveVehicleClass {
  return (
    is.object(v) &&
    is.string(v.id) &&
    is.string(v.name) &&
    (vehicleCategories as readonly unknown[]).includes(v.category) &&
    is.int(v.passengers) &&
    is.int(v.luggage) &&
    typeof v.requiresCdl === 'boolean' &&
    is.int(v.minAge) &&
    is.int(v.dailyRateCents) &&
    is.int(v.weeklyRateCents) &&
    is.int(v.monthlyRateCents) &&
    (v.imageSet === undefined || v.imageSet === null || isImageSet(v.imageSet))
  );
}

const useLiveVehicles = createLiveList('/api/vehicles', 'vehicles', isVehicleClass, (item) => item.id);

/**
 * The fleet with its current rates (GET /api/vehicles, vehicle-class.schema.ts):
 * the demo data at first render, so it matches the prerendered HTML, then the
 * live values.
 */
export function useLiveFleet(): readonly LiveVehicleClass[] {
  return useLiveVehicles(fleetSeed);
}

/** One class from a fleet list, falling back to the demo data for a class the API no longer lists. */
export function classById(fleet: readonly LiveVehicleClass[], id: string): LiveVehicleClass | undefined {
  return fleet.find((v) => v.id === id) ?? fleetSeed.find((v) => v.id === id);
}
