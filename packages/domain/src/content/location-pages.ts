/**
 * What the location pages say beyond the booking data (decision 029): a module of its own, so the
 * route table and the search form, on every page, do not carry it (decision 009: JavaScript budget).
 * Dates and times are wall-clock at the location, in its timezone (SPEC Part B §4).
 */

import { type DemoDeliveryZone, demoDeliveryZones } from './demo-delivery.ts';
import { type DemoOneWayRoute, demoOneWayRoutes } from './demo-one-way.ts';

/** What a location's page says beyond the booking data (SPEC Part B §4: dates and times are local). */
export interface LocationDetails {
  /** WGS 84, for the page's map link and schema.org GeoCoordinates. */
  geo: { latitude: number; longitude: number };
  /** How to find the counter once at the address, a paragraph each. */
  counter: readonly string[];
  /** Where the location delivers and collects, from the demo price book's zones (decision 030); empty: it does not. */
  deliveryAreas: readonly DeliveryAreaOffer[];
  /** Audience page slugs (audiences.ts) the location serves most. */
  nearbyAudiences: readonly string[];
  /** Where a one-way rental from here may end (decision 028), from the demo routes; empty: round trips only. */
  oneWayDestinations: readonly OneWayDestination[];
}

/** A location a rental picked up here may be returned at: the classes allowed and the fee per vehicle. */
export interface OneWayDestination {
  locationId: string;
  classIds: readonly string[];
  /** The one-way fee per vehicle, before taxes; the least of the routes there when several. */
  fromFeeCents: number;
}

/** A delivery zone as a location's page states it: its words, its ZIP codes (both ends included), the fees per vehicle. */
export interface DeliveryAreaOffer {
  label: string;
  postalCodes: readonly { from: string; to: string }[];
  deliveryFeeCents: number;
  collectionFeeCents: number;
}

/** "21201 to 21231, 21250": each range of the areas' postal codes in their order, a single code once. */
export function postalRangesText(
  areas: readonly Pick<DeliveryAreaOffer, 'postalCodes'>[],
  to: string,
): string {
  return areas
    .flatMap((a) => a.postalCodes.map((r) => (r.from === r.to ? r.from : `${r.from} ${to} ${r.to}`)))
    .join(', ');
}

/** Where a location delivers and collects, from a price book's zones (the demo ones by default), in their order. */
export function deliveryAreasFrom(
  locationId: string,
  zones: readonly DemoDeliveryZone[] = demoDeliveryZones,
): DeliveryAreaOffer[] {
  return zones
    .filter((z) => z.locationId === locationId)
    .map((z) => ({
      label: z.label,
      postalCodes: z.postalCodes.map(({ from, to }) => ({ from, to })),
      deliveryFeeCents: z.deliveryFeeCents,
      collectionFeeCents: z.collectionFeeCents,
    }));
}

/**
 * The one-way destinations of a location, from the demo price book's routes
 * (content/demo-one-way.ts, what the database is seeded with), nearest fee first.
 */
export function oneWayDestinationsFrom(
  locationId: string,
  routes: readonly Pick<
    DemoOneWayRoute,
    'fromLocationId' | 'toLocationId' | 'classIds' | 'feeCents'
  >[] = demoOneWayRoutes,
): OneWayDestination[] {
  const byDestination = new Map<string, OneWayDestination>();
  for (const r of routes) {
    if (r.fromLocationId !== locationId || r.classIds.length === 0) continue;
    const known = byDestination.get(r.toLocationId);
    byDestination.set(r.toLocationId, {
      locationId: r.toLocationId,
      classIds: [...new Set([...(known?.classIds ?? []), ...r.classIds])],
      fromFeeCents: Math.min(known?.fromFeeCents ?? r.feeCents, r.feeCents),
    });
  }
  return [...byDestination.values()].sort(
    (a, b) => a.fromFeeCents - b.fromFeeCents || a.locationId.localeCompare(b.locationId),
  );
}

/** Each location's page data, by location id (the demo data, like `locationSeed`). */
export const locationDetails: Readonly<Record<string, LocationDetails>> = {
  baltimore: {
    geo: { latitude: 39.2766, longitude: -76.6003 },
    counter: [
      'The counter is on the ground floor of the Harbor Boulevard garage, beside the lobby doors.',
      'Buses and vans wait in the marked lanes behind the garage; follow the green signs from the entrance.',
    ],
    deliveryAreas: deliveryAreasFrom('baltimore'),
    nearbyAudiences: ['schools-colleges', 'sports-teams', 'churches-ministries', 'government-military'],
    oneWayDestinations: oneWayDestinationsFrom('baltimore'),
  },
  atlanta: {
    geo: { latitude: 33.6407, longitude: -84.4277 },
    counter: [
      'Take the airport rental car shuttle to the Airport Loop Road stop; the counter is the first door on the left.',
      'Driving in, use the visitor lane at the gate and tell the attendant you are collecting a group vehicle.',
    ],
    deliveryAreas: deliveryAreasFrom('atlanta'),
    nearbyAudiences: ['sports-teams', 'destination-management', 'churches-ministries', 'family-reunions'],
    oneWayDestinations: oneWayDestinationsFrom('atlanta'),
  },
  chicago: {
    geo: { latitude: 41.8856, longitude: -87.6488 },
    counter: [
      'The counter faces Lake Street, under the green line tracks, two blocks west of the Clinton station.',
      'Park in the loading bay on Green Street while you sign; the vehicles are staged in the yard behind.',
    ],
    deliveryAreas: deliveryAreasFrom('chicago'),
    nearbyAudiences: ['businesses-corporations', 'sports-teams', 'film-production', 'schools-colleges'],
    oneWayDestinations: oneWayDestinationsFrom('chicago'),
  },
  phoenix: {
    geo: { latitude: 33.4367, longitude: -112.0299 },
    counter: [
      'The counter is in the single-story building at the Buckeye Road entrance, across from the fuel island.',
      'From the airport, ask for the Buckeye Road rental stop on the shuttle; it is a five-minute ride.',
    ],
    deliveryAreas: deliveryAreasFrom('phoenix'),
    nearbyAudiences: ['summer-camps', 'sports-teams', 'shuttle-transportation', 'family-vacations'],
    oneWayDestinations: oneWayDestinationsFrom('phoenix'),
  },
  'los-angeles': {
    geo: { latitude: 33.9456, longitude: -118.3924 },
    counter: [
      'The counter is at the back of the Century Boulevard lot; enter from the side street, not the boulevard.',
      'Visitor parking is marked in blue beside the counter; the vehicles are lined up along the east fence.',
    ],
    deliveryAreas: deliveryAreasFrom('los-angeles'),
    nearbyAudiences: ['film-production', 'limousine-companies', 'weddings', 'wine-tours-sightseeing'],
    oneWayDestinations: oneWayDestinationsFrom('los-angeles'),
  },
  denver: {
    geo: { latitude: 39.7678, longitude: -104.9786 },
    counter: [
      'The counter is inside the brick warehouse on Brighton Boulevard, through the door marked with our sign.',
      'Trucks and buses are collected from the rear yard; staff walk you there once the paperwork is signed.',
    ],
    deliveryAreas: deliveryAreasFrom('denver'),
    nearbyAudiences: ['construction-contractors', 'summer-camps', 'sports-teams', 'equipment-rental'],
    oneWayDestinations: oneWayDestinationsFrom('denver'),
  },
};

/** The list of locations (decision 029). */
export const locationsPageLabels = {
  intro:
    'Pick up vans, buses and trucks at any of our locations. Each page has the address, the hours, the vehicles kept there and where the location delivers.',
  heading: 'Pickup locations',
} as const;

/** A location page's headings and labels (decision 029); `{location}` is the location's name. */
export const locationPageLabels = {
  book: 'Check availability here',
  quote: 'Request a group quote',
  contact: 'Address and phone',
  openInMaps: 'Open in maps',
  newTab: 'opens in a new tab',
  hours: 'Opening hours',
  week: 'Every week',
  holidays: 'Holiday hours',
  noHolidays: 'No holiday hours announced yet: the weekly hours apply.',
  localTime: 'All times are local time at the location ({zone}).',
  counter: 'Finding the counter',
  vehicles: 'Vehicles kept here',
  vehiclesIntro:
    'Every class below is stocked at {location}. Prices are the daily rate before taxes and fees.',
  from: 'From',
  perDay: '/day',
  delivery: 'Delivery area',
  deliveryText:
    'We bring the vehicles to an address in these postal codes before the rental and fetch them from one after it, for a fee per vehicle each way (before taxes). Ask for delivery when you check availability.',
  noDelivery: '{location} does not deliver: pick up and return the vehicles at the counter.',
  postalCodes: 'Postal codes',
  rangeTo: 'to',
  deliveryFee: 'Delivery',
  collectionFee: 'Collection',
  perVehicle: 'a vehicle',
  oneWay: 'One-way rentals',
  oneWayText:
    'Some vehicles picked up at {location} may be returned at another of our locations, for a one-way fee per vehicle (before taxes).',
  oneWayFrom: 'One-way fee from',
  oneWayClasses: 'Vehicles that may go one-way',
  oneWayBook: 'Check one-way availability',
  audiences: 'Groups we serve nearby',
  ready: 'Ready to book at {location}?',
} as const;
