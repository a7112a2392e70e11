import type { VehicleClass } from '../content/fleet.ts';
import { type GroupSizeClass, maxSuggestedVehicles, passengerCategories } from './group-size.ts';

/**
 * A convoy for a group and its luggage: group-size.ts seats the people in one
 * class; a group that brings suitcases may need more room than the seats come
 * with, and one reservation now holds several classes (lines), so the answer
 * can be "2 × 15 Passenger Van + 1 × Cargo Van".
 *
 * - **Seats**: the passenger class's seats (the driver's included) hold the
 *   whole group. A cargo vehicle's cab is not counted: its driver comes from the
 *   group and leaves a seat free in the vans.
 * - **Luggage room**: a passenger class carries its `luggage` (suitcases with
 *   every seat taken); a cargo class lists none beside its passengers, but its
 *   load space takes `cargoLuggage` suitcases.
 * - **Shapes**: one passenger class alone, enough to seat the group and, when
 *   its own room is too small, enough to carry the luggage too; or one passenger
 *   class seating the group and one cargo class for the suitcases the passenger
 *   vehicles leave.
 * - **Limits**: a line holds at most `maxSuggestedVehicles` and never more than
 *   the units free; a convoy at most `maxConvoyVehicles` (what one reservation holds).
 * - **Order**: fewest vehicles, then the lowest daily cost, then fewest empty seats.
 * - Without luggage the options are exactly group-size.ts's, one class each.
 */

/**
 * Full-size suitcases a cargo van or box truck carries in its load space
 * (about 250 cubic feet; a large suitcase takes about 4, with room left to stack).
 */
export const cargoLuggage = 40;

/**
 * The most vehicles one suggested convoy holds: what one reservation holds
 * (reservation.schema.ts `maxReservationVehicles`, checked by a test; not
 * imported, so the availability page needs no zod).
 */
export const maxConvoyVehicles = 20;

/** The most classes one convoy holds (`maxReservationLines`, checked by the same test). */
export const maxConvoyLines = 8;

export type ConvoyClass = GroupSizeClass & Pick<VehicleClass, 'luggage'>;

/** Suitcases a vehicle of the class carries: its listed luggage, or a cargo class's load space. */
export function luggageRoom(vehicle: Pick<VehicleClass, 'category' | 'luggage'>): number {
  return vehicle.category === 'cargo' ? Math.max(vehicle.luggage, cargoLuggage) : vehicle.luggage;
}

export interface ConvoyLine {
  classId: string;
  className: string;
  count: number;
}

export interface ConvoyOption {
  /** The passenger class first, then the cargo class when there is one. */
  lines: ConvoyLine[];
  /** Vehicles in all. */
  vehicles: number;
  /** Every seat, drivers' and cargo cabs' included (the group fits in the passenger class's alone). */
  seats: number;
  /** Suitcases the whole convoy carries. */
  luggage: number;
  /** Each line's count × its class's daily rate, in cents. */
  dailyCostCents: number;
  /** 'cdl': some driver needs a commercial driver's licence with a passenger endorsement. */
  licence: 'cdl' | 'standard';
  /** The oldest minimum age of the classes. */
  minAge: number;
}

export interface GroupNeeds {
  passengers: number;
  /** Suitcases; none when absent. */
  luggage?: number | null | undefined;
}

function fits(c: ConvoyClass, count: number): boolean {
  return count <= maxSuggestedVehicles && (c.availableUnits === undefined || count <= c.availableUnits);
}

function option(parts: readonly { c: ConvoyClass; count: number }[]): ConvoyOption {
  return {
    lines: parts.map(({ c, count }) => ({ classId: c.id, className: c.name, count })),
    vehicles: parts.reduce((sum, p) => sum + p.count, 0),
    seats: parts.reduce((sum, p) => sum + p.count * p.c.passengers, 0),
    luggage: parts.reduce((sum, p) => sum + p.count * luggageRoom(p.c), 0),
    dailyCostCents: parts.reduce((sum, p) => sum + p.count * p.c.dailyRateCents, 0),
    licence: parts.some((p) => p.c.requiresCdl) ? 'cdl' : 'standard',
    minAge: Math.max(...parts.map((p) => p.c.minAge)),
  };
}

/** Every convoy that seats `group.passengers` and carries `group.luggage` within the limits, best first. */
export function convoyOptions(group: GroupNeeds, classes: readonly ConvoyClass[]): ConvoyOption[] {
  const { passengers } = group;
  const luggage = group.luggage ?? 0;
  if (!Number.isInteger(passengers) || passengers < 1) return [];
  if (!Number.isInteger(luggage) || luggage < 0) return [];
  const carriers = classes.filter((c) => passengerCategories.includes(c.category) && c.passengers > 0);
  const cargo = classes.filter((c) => c.category === 'cargo' && luggageRoom(c) > 0);
  const options: ConvoyOption[] = [];
  for (const c of carriers) {
    const seated = Math.ceil(passengers / c.passengers);
    if (!fits(c, seated)) continue;
    const left = luggage - seated * c.luggage;
    if (left <= 0) {
      options.push(option([{ c, count: seated }]));
      continue;
    }
    const alone = c.luggage > 0 ? Math.ceil(luggage / c.luggage) : Number.POSITIVE_INFINITY;
    if (fits(c, alone)) options.push(option([{ c, count: alone }]));
    for (const k of cargo) {
      const count = Math.ceil(left / luggageRoom(k));
      if (fits(k, count) && seated + count <= maxConvoyVehicles)
        options.push(
          option([
            { c, count: seated },
            { c: k, count },
          ]),
        );
    }
  }
  return options.sort(
    (a, b) => a.vehicles - b.vehicles || a.dailyCostCents - b.dailyCostCents || a.seats - b.seats,
  );
}

export interface ConvoySuggestion {
  /** The best convoy of all; undefined when nothing fits. */
  best: ConvoyOption | undefined;
  /** When `best` needs a CDL: the best convoy any licensed driver can take, if there is one. */
  withoutCdl: ConvoyOption | undefined;
}

/**
 * The suggestion for a group and its luggage: the best convoy and, when that
 * needs a CDL, the best one that does not (28 people and 40 suitcases: a 44
 * passenger bus, or two 15 passenger vans and a cargo van).
 */
export function suggestConvoy(group: GroupNeeds, classes: readonly ConvoyClass[]): ConvoySuggestion {
  const options = convoyOptions(group, classes);
  const best = options[0];
  const withoutCdl = best?.licence === 'cdl' ? options.find((o) => o.licence === 'standard') : undefined;
  return { best, withoutCdl };
}

/** "2 × 15 Passenger Van + 1 × Cargo Van / Box Truck": the lines in words, as the API names a reservation's vehicles. */
export function convoyName(lines: readonly { className: string; count: number }[]): string {
  return lines.map((l) => `${l.count} × ${l.className}`).join(' + ');
}
