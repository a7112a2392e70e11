import type { HeldPeriod } from './peak-usage.ts';

/**
 * The units of one class at one location as a function of time (decision 028):
 * the stocked count, moved for good by one-way rentals not yet checked in (a
 * departure takes `quantity` away from its pickup onwards, an arrival adds it
 * from its return plus the turnaround onwards), minus what round trips and
 * maintenance blocks hold for a while ([start, end), the turnaround included).
 */
export interface StockMove {
  at: number;
  /** Negative for a departure, positive for an arrival. */
  delta: number;
}

/** What is there at instant `t`: units plus the moves at or before t, minus the holds running at t. */
export function stockAt(
  units: number,
  moves: readonly StockMove[],
  holds: readonly HeldPeriod[],
  t: number,
): number {
  let n = units;
  for (const m of moves) if (m.at <= t) n += m.delta;
  for (const h of holds) if (h.start <= t && t < h.end) n -= h.quantity;
  return n;
}

/**
 * The fewest units there at any instant of [from, to) (`to` may be Infinity):
 * how many a new hold over that stretch may take. It only changes at a move or
 * at a hold's start or end, so it is the least of the count at `from` and at
 * each such instant inside the stretch. Negative when what is booked already
 * overdraws the location (it never should: every booking checks it).
 */
export function lowestStock(
  units: number,
  moves: readonly StockMove[],
  holds: readonly HeldPeriod[],
  from: number,
  to: number,
): number {
  const events: [time: number, delta: number][] = [];
  let n = units;
  for (const m of moves) {
    if (m.at <= from) n += m.delta;
    else if (m.at < to) events.push([m.at, m.delta]);
  }
  for (const h of holds) {
    if (h.end <= from || h.start >= to) continue;
    if (h.start <= from) n -= h.quantity;
    else events.push([h.start, -h.quantity]);
    if (h.end < to) events.push([h.end, h.quantity]);
  }
  // At one instant every change applies before the count is read (half-open holds, moves at `at`).
  events.sort((a, b) => a[0] - b[0]);
  let lowest = n;
  for (let i = 0; i < events.length; ) {
    const time = events[i]![0];
    while (i < events.length && events[i]![0] === time) n += events[i++]![1];
    if (n < lowest) lowest = n;
  }
  return lowest;
}

/** A period at a location holding units (a booked line or a maintenance block), before the turnaround. */
export interface HeldSpan {
  pickupAt: number;
  returnAt: number;
  quantity: number;
}

/** A one-way line still to arrive: its units leave `fromLocationId` for good, and join `toLocationId`, at its return. */
export interface MoveSpan {
  fromLocationId: string;
  toLocationId: string;
  returnAt: number;
  quantity: number;
}

/**
 * The moves and holds at one location (decision 028). Every line holds its
 * units at its pickup location over [pickup, return + turnaround), a one-way
 * line too; a one-way line then takes them from there for good at its return
 * plus the turnaround, and adds them at its return location at that instant.
 * So a one-way departure lowers its pickup location's count from its pickup on.
 */
export function ledgerAt(
  locationId: string,
  held: readonly HeldSpan[],
  oneWay: readonly MoveSpan[],
  turnaroundMs: number,
): { moves: StockMove[]; holds: HeldPeriod[] } {
  const holds = held.map((h) => ({
    start: h.pickupAt,
    end: h.returnAt + turnaroundMs,
    quantity: h.quantity,
  }));
  const moves: StockMove[] = [];
  for (const m of oneWay) {
    const at = m.returnAt + turnaroundMs;
    if (m.fromLocationId === locationId) moves.push({ at, delta: -m.quantity });
    if (m.toLocationId === locationId) moves.push({ at, delta: m.quantity });
  }
  return { moves, holds };
}

/**
 * The stretch at the pickup location a new line must find free: a round trip
 * holds [pickup, return + turnaround); a one-way departure takes its units for
 * good, so every later instant at the pickup location counts (decision 028).
 */
export function stretchToCheck(
  period: { pickupAt: number; returnAt: number },
  oneWay: boolean,
  turnaroundMs: number,
): { from: number; to: number } {
  return { from: period.pickupAt, to: oneWay ? Number.POSITIVE_INFINITY : period.returnAt + turnaroundMs };
}

/** The units free at `locationId` over `stretch`, given what holds them there and the one-way moves touching it. */
export function freeOverTime(
  units: number,
  locationId: string,
  held: readonly HeldSpan[],
  oneWay: readonly MoveSpan[],
  stretch: { from: number; to: number },
  turnaroundMs: number,
): number {
  const { moves, holds } = ledgerAt(locationId, held, oneWay, turnaroundMs);
  return Math.max(0, lowestStock(units, moves, holds, stretch.from, stretch.to));
}
