import type { VehicleCategory, VehicleClass } from '../content/fleet.ts';

/**
 * Which vehicles carry a group of a given size (the availability step
 * "uses the passenger count to suggest the right vehicle(s)"; the marketing
 * pages' group-size advisor uses the same answer). A suggestion is one class
 * times a number of vehicles, because that is what one booking holds
 * (`quantity`), so every suggestion can be booked as shown.
 *
 * - A class's `passengers` counts every seat, the driver's included (fleet.ts),
 *   so a group of 15 fits one 15 passenger van when one of them drives.
 * - Only classes built to carry people are suggested (no cargo or flatbed).
 * - Order: fewest vehicles, then the lowest total daily rate, then fewest empty seats.
 * - Each option says which licence its drivers need, so a page can say that a
 *   CDL bus is booked through a quote (eligibility.ts).
 */
export const passengerCategories: readonly VehicleCategory[] = ['van', 'bus', 'minivan', 'suv'];

/**
 * The most vehicles one suggestion holds: the most one reservation can book
 * (reservation.schema.ts `maxReservationQuantity`, checked by a test; not
 * imported, so pages that only read need no zod).
 */
export const maxSuggestedVehicles = 10;

export type GroupSizeClass = Pick<
  VehicleClass,
  'id' | 'name' | 'category' | 'passengers' | 'requiresCdl' | 'minAge' | 'dailyRateCents'
> & {
  /** Units free for the dates, when known: an option never needs more. */
  availableUnits?: number;
};

export interface GroupSizeOption {
  classId: string;
  className: string;
  /** Vehicles of this class needed for the group. */
  count: number;
  /** Seats in all of them, drivers' included. */
  seats: number;
  /** count × the class's daily rate, in cents. */
  dailyCostCents: number;
  /** 'cdl': every driver needs a commercial driver's licence with a passenger endorsement. */
  licence: 'cdl' | 'standard';
  minAge: number;
}

/** Every class that can carry `passengers` people within the limits, best first. */
export function groupSizeOptions(
  passengers: number,
  classes: readonly GroupSizeClass[],
  maxVehicles = maxSuggestedVehicles,
): GroupSizeOption[] {
  if (!Number.isInteger(passengers) || passengers < 1) return [];
  const options: GroupSizeOption[] = [];
  for (const c of classes) {
    if (!passengerCategories.includes(c.category) || c.passengers < 1) continue;
    const count = Math.ceil(passengers / c.passengers);
    if (count > maxVehicles || (c.availableUnits !== undefined && count > c.availableUnits)) continue;
    options.push({
      classId: c.id,
      className: c.name,
      count,
      seats: count * c.passengers,
      dailyCostCents: count * c.dailyRateCents,
      licence: c.requiresCdl ? 'cdl' : 'standard',
      minAge: c.minAge,
    });
  }
  return options.sort(
    (a, b) => a.count - b.count || a.dailyCostCents - b.dailyCostCents || a.seats - b.seats,
  );
}

export interface GroupSizeSuggestion {
  /** The best option of all; undefined when nothing fits. */
  best: GroupSizeOption | undefined;
  /** When `best` needs a CDL: the best option any licensed driver can take, if there is one. */
  withoutCdl: GroupSizeOption | undefined;
}

/**
 * The suggestion for a group: the best option and, when that needs a CDL, the
 * best one that does not (e.g. 40 people: one 44 passenger bus, or three 15
 * passenger vans).
 */
export function suggestGroupVehicles(
  passengers: number,
  classes: readonly GroupSizeClass[],
  maxVehicles = maxSuggestedVehicles,
): GroupSizeSuggestion {
  const options = groupSizeOptions(passengers, classes, maxVehicles);
  const best = options[0];
  const withoutCdl = best?.licence === 'cdl' ? options.find((o) => o.licence === 'standard') : undefined;
  return { best, withoutCdl };
}
