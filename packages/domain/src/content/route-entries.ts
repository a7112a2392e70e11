import type { Locale } from './locale.ts';
import { adminTexts } from './route-texts/admin.ts';
import { audienceTexts as audienceTextsEs } from './route-texts/audiences.es.ts';
import { audienceTexts } from './route-texts/audiences.ts';
import { contactTexts as contactTextsEs } from './route-texts/contact.es.ts';
import { contactTexts } from './route-texts/contact.ts';
import { fleetSalesTexts as fleetSalesTextsEs } from './route-texts/fleet-sales.es.ts';
import { fleetSalesTexts } from './route-texts/fleet-sales.ts';
import { flowTexts as flowTextsEs } from './route-texts/flow.es.ts';
import { flowTexts } from './route-texts/flow.ts';
import { infoTexts as infoTextsEs } from './route-texts/info.es.ts';
import { infoTexts } from './route-texts/info.ts';
import { locationTexts as locationTextsEs } from './route-texts/locations.es.ts';
import { locationTexts } from './route-texts/locations.ts';
import { longTermLeasingTexts as longTermLeasingTextsEs } from './route-texts/long-term-leasing.es.ts';
import { longTermLeasingTexts } from './route-texts/long-term-leasing.ts';
import { longTermVehiclesTexts as longTermVehiclesTextsEs } from './route-texts/long-term-vehicles.es.ts';
import { longTermVehiclesTexts } from './route-texts/long-term-vehicles.ts';
import { organisationsTexts as organisationsTextsEs } from './route-texts/organisations.es.ts';
import { organisationsTexts } from './route-texts/organisations.ts';
import { quoteTexts as quoteTextsEs } from './route-texts/quote.es.ts';
import { quoteTexts } from './route-texts/quote.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts/route-texts.types.ts';
import { startTexts as startTextsEs } from './route-texts/start.es.ts';
import { startTexts } from './route-texts/start.ts';
import { vehicleTexts as vehicleTextsEs } from './route-texts/vehicles.es.ts';
import { vehicleTexts } from './route-texts/vehicles.ts';
import { findRoute, type Route, routeTable } from './routes.ts';

export type { RouteTexts, RouteTextsOf } from './route-texts/route-texts.types.ts';

/** A route with what its page says: what a screen, the page's head and the prerender read. */
export type RouteEntry = Route & RouteTexts;

// One module per page kind, most per screen: a screen's chunk holds its own pages' texts and no other's.
// Each language has its own (decision 048); the back office is English only.
const groups: Readonly<Record<Locale, readonly RouteTextsOf[]>> = {
  en: [
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
  ],
  es: [
    startTextsEs,
    quoteTextsEs,
    flowTextsEs,
    vehicleTextsEs,
    audienceTextsEs,
    infoTextsEs,
    locationTextsEs,
    longTermLeasingTextsEs,
    longTermVehiclesTextsEs,
    fleetSalesTextsEs,
    organisationsTextsEs,
    contactTextsEs,
  ],
};

/** The route with its texts, for the server and the prerender (the browser gets them with each screen). */
export function routeEntry(route: Route): RouteEntry {
  for (const textsOf of groups[route.locale]) {
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
