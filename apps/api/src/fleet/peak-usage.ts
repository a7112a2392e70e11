/**
 * The most units of one class out at the same moment, given the periods during
 * which reservations hold them. Periods are half-open [start, end): a vehicle
 * back at 10:00 can leave again at 10:00.
 *
 * Availability is the class's units minus this peak over the requested period
 * ("units held by active reservations whose interval overlaps"). The
 * peak rather than the plain sum of overlapping reservations: two bookings one
 * after the other within a long search hold one vehicle, not two. Periods on a
 * line that never exceed k at once can always be served by k vehicles (interval
 * graphs are perfect), so booking up to the peak never double-books.
 */
export interface HeldPeriod {
  start: number;
  end: number;
  quantity: number;
}

export function peakUnitsHeld(periods: readonly HeldPeriod[]): number {
  if (periods.length === 0) return 0;
  if (periods.length === 1) return periods[0]!.quantity;
  const events: [time: number, delta: number][] = [];
  for (const p of periods) {
    events.push([p.start, p.quantity], [p.end, -p.quantity]);
  }
  // At the same instant, returns come before pickups (half-open periods).
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let held = 0;
  let peak = 0;
  for (const [, delta] of events) {
    held += delta;
    if (held > peak) peak = held;
  }
  return peak;
}

/**
 * The stretches [start, end) during which the periods hold more than
 * `capacity` units at once, in time order: where a class would be short if
 * these were all kept (a unit leaving the count, a maintenance block).
 */
export function overCapacity(
  periods: readonly HeldPeriod[],
  capacity: number,
): { start: number; end: number }[] {
  const events: [time: number, delta: number][] = [];
  for (const p of periods) events.push([p.start, p.quantity], [p.end, -p.quantity]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const over: { start: number; end: number }[] = [];
  let held = 0;
  let openedAt: number | null = null;
  for (const [time, delta] of events) {
    held += delta;
    if (held > capacity && openedAt === null) openedAt = time;
    else if (held <= capacity && openedAt !== null) {
      if (time > openedAt) over.push({ start: openedAt, end: time });
      openedAt = null;
    }
  }
  return over;
}
