/**
 * When the counter may record a vehicle going out and coming back (SPEC Part B
 * §16, docs/decisions/015-the-counter.md), against now at the location: a
 * check-out is recorded now, a return at the time staff give. Without these a
 * slip of the finger checked a van out 16 days before its pickup, or entered a
 * return six months ahead, and the readings and charges followed it.
 */

/** A booking goes out at most this long before its pickup: the evening before, for an early start. */
export const checkOutLeadHours = 24;

/**
 * A return may be given at most this far ahead of now: a tablet's clock a few
 * minutes off, a time rounded up to the next quarter hour.
 */
export const returnAheadMinutes = 15;

/** The first instant (epoch ms) a booking picked up at `pickupAt` may be checked out. */
export function checkOutOpensAt(pickupAt: number): number {
  return pickupAt - checkOutLeadHours * 3_600_000;
}

/** The latest instant (epoch ms) a return may be recorded at, when it is `now`. */
export function latestReturnAt(now: number): number {
  return now + returnAheadMinutes * 60_000;
}
