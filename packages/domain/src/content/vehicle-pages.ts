import type { VehiclePage } from './vehicle-page.types.ts';
import { carPages } from './vehicle-pages-cars.ts';
import { cdlBusPages } from './vehicle-pages-cdl-buses.ts';
import { smallBusPages } from './vehicle-pages-small-buses.ts';
import { truckPages } from './vehicle-pages-trucks.ts';
import { vanPages } from './vehicle-pages-vans.ts';

/**
 * Every vehicle page's content, one entry per fleet class (STYLE "Data over code":
 * one template renders all 13). Fill an entry with `fillDeep(page, { vehicle })`
 * so `{seats}`, `{minAge}` and the brand resolve from live data.
 */
export const vehiclePages: readonly VehiclePage[] = [
  ...vanPages,
  ...smallBusPages,
  ...cdlBusPages,
  ...carPages,
  ...truckPages,
];

const byId = new Map(vehiclePages.map((page) => [page.id, page]));

/** The page content for a fleet class id, or undefined when there is none. */
export function vehiclePage(id: string): VehiclePage | undefined {
  return byId.get(id);
}
