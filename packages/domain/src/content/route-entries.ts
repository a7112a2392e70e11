import { adminTexts } from './route-texts/admin.ts';
import { audienceTexts } from './route-texts/audiences.ts';
import { contactTexts } from './route-texts/contact.ts';
import { fleetSalesTexts } from './route-texts/fleet-sales.ts';
import { flowTexts } from './route-texts/flow.ts';
import { infoTexts } from './route-texts/info.ts';
import { locationTexts } from './route-texts/locations.ts';
import { longTermLeasingTexts } from './route-texts/long-term-leasing.ts';
import { longTermVehiclesTexts } from './route-texts/long-term-vehicles.ts';
import { organisationsTexts } from './route-texts/organisations.ts';
import { quoteTexts } from './route-texts/quote.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts/route-texts.types.ts';
import { startTexts } from './route-texts/start.ts';
import { vehicleTexts } from './route-texts/vehicles.ts';
import { findRoute, type Route, routeTable } from './routes.ts';

export type { RouteTexts, RouteTextsOf } from './route-texts/route-texts.types.ts';

/** A route with what its page says: what a screen, the page's head and the prerender read. */
export type RouteEntry = Route & RouteTexts;

// One module per page kind, most per screen: a screen's chunk holds its own pages' texts and no other's.
const groups: readonly RouteTextsOf[] = [
  startTexts,
  quoteTexts,
  flowTexts,
  vehicleTexts,
  audienceTexts,
  infoTexts,
  locationTexts,
  longTermLeasingTexts,
  longTermVehiclesTexts,
  fleetSalesTexts,
  organisationsTexts,
  contactTexts,
  adminTexts,
];

/** The route with its texts, for the server and the prerender (the browser gets them with each screen). */
export function routeEntry(route: Route): RouteEntry {
  for (const textsOf of groups) {
    const texts = textsOf(route);
    if (texts) return { ...route, ...texts };
  }
  throw new Error(`No texts for the route ${route.path}: add them in content/route-texts/`);
}

/** Every route with its texts. */
export const routeEntries: readonly RouteEntry[] = routeTable.map(routeEntry);

/** The route entry of a path with its texts, or undefined for an unknown path. */
export function findRouteEntry(pathname: string): RouteEntry | undefined {
  const route = findRoute(pathname);
  return route && routeEntry(route);
}
