import { adminTexts } from './route-texts/admin.ts';
import { audienceTexts } from './route-texts/audiences.ts';
import { flowTexts } from './route-texts/flow.ts';
import { informationTexts } from './route-texts/information.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts/route-texts.types.ts';
import { vehicleTexts } from './route-texts/vehicles.ts';
import { findRoute, type Route, routeTable } from './routes.ts';

export type { RouteTexts, RouteTextsOf } from './route-texts/route-texts.types.ts';

/** A route with what its page says: what a screen, the page's head and the prerender read. */
export type RouteEntry = Route & RouteTexts;

const groups: readonly RouteTextsOf[] = [
  flowTexts,
  vehicleTexts,
  audienceTexts,
  informationTexts,
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
