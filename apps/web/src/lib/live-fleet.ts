import { fleetSeed, type VehicleClass } from '@convoy/domain/content/fleet';
import type { ImageSet } from './images/image-set';
import { createLiveList } from './live-data';

/** A class as GET /api/vehicles sends it: photos attached in the back office come as `imageSet`. */
export type LiveVehicleClass = VehicleClass & { imageSet?: ImageSet | null };

const useLiveVehicles = createLiveList<LiveVehicleClass>('/api/vehicles', 'vehicles', (item) => item.id);

/**
 * The fleet with its current rates (GET /api/vehicles): the demo data at first
 * render, so it matches the prerendered HTML, then the live values (live-data.ts).
 */
export function useLiveFleet(): readonly LiveVehicleClass[] {
  return useLiveVehicles(fleetSeed);
}

/** One class from a fleet list, falling back to the demo data for a class the API no longer lists. */
export function classById(fleet: readonly LiveVehicleClass[], id: string): LiveVehicleClass | undefined {
  return fleet.find((v) => v.id === id) ?? fleetSeed.find((v) => v.id === id);
}
