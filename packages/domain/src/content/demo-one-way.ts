/**
 * One-way rentals between the demo locations (decision 028): road distances
 * in miles (rounded, demo figures), the classes that may go one-way, and the
 * fee per vehicle for each ordered pair: $150 plus $0.75 a mile, rounded to
 * the dollar. Seeded into the price book; a real company sets its own there.
 * Buses and trucks go round trip only.
 */

import { locationSeed } from './locations.ts';

/** Road miles between two demo locations, each pair once (alphabetical by id). */
export const demoDistanceMiles: Readonly<Record<string, number>> = {
  'atlanta|baltimore': 680,
  'atlanta|chicago': 715,
  'atlanta|denver': 1400,
  'atlanta|los-angeles': 2175,
  'atlanta|phoenix': 1845,
  'baltimore|chicago': 700,
  'baltimore|denver': 1670,
  'baltimore|los-angeles': 2650,
  'baltimore|phoenix': 2310,
  'chicago|denver': 1005,
  'chicago|los-angeles': 2015,
  'chicago|phoenix': 1755,
  'denver|los-angeles': 1020,
  'denver|phoenix': 820,
  'los-angeles|phoenix': 370,
};

/** The classes that may be returned to another demo location. */
export const demoOneWayClassIds: readonly string[] = [
  'minivan',
  'suvs',
  '9-passenger-conversion-van',
  '12-passenger-van',
  '15-passenger-van',
  'cargo-van-box-truck',
];

/** A route of the demo price book: from, to, the classes allowed and the fee per vehicle. */
export interface DemoOneWayRoute {
  fromLocationId: string;
  toLocationId: string;
  label: string;
  classIds: readonly string[];
  feeCents: number;
  /** A deposit of its own per vehicle; null: the class's. */
  depositCents: number | null;
  /** A cancellation policy of its own; null: the company's (every demo route, decision 028). */
  cancellation: null;
}

const nameOf = (id: string) => locationSeed.find((l) => l.id === id)?.name ?? id;

/** Every ordered pair of demo locations with a distance, its fee from the distance. */
export const demoOneWayRoutes: readonly DemoOneWayRoute[] = Object.entries(demoDistanceMiles).flatMap(
  ([pair, miles]) => {
    const [a = '', b = ''] = pair.split('|');
    const feeCents = Math.round(150 + miles * 0.75) * 100;
    const route = (from: string, to: string): DemoOneWayRoute => ({
      fromLocationId: from,
      toLocationId: to,
      label: `One-way fee, ${nameOf(from)} to ${nameOf(to)}`,
      classIds: demoOneWayClassIds,
      feeCents,
      depositCents: null,
      cancellation: null,
    });
    return [route(a, b), route(b, a)];
  },
);
