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

/**
 * A booked line or a maintenance block as the time function reads it: a round
 * trip (or a block) when `from` is `to`, else a one-way rental not yet checked in.
 * Instants are the pickup and the return, before the turnaround.
 */
export interface Movement {
  from: string;
  to: string;
  start: number;
  end: number;
  quantity: number;
}

/** The moves and holds of `movements` at one location, each return widened by the turnaround. */
export function ledgerAt(
  locationId: string,
  movements: readonly Movement[],
  turnaroundMs: number,
): { moves: StockMove[]; holds: HeldPeriod[] } {
  const moves: StockMove[] = [];
  const holds: HeldPeriod[] = [];
  for (const m of movements) {
    if (m.from === m.to) {
      if (m.from === locationId)
        holds.push({ start: m.start, end: m.end + turnaroundMs, quantity: m.quantity });
      continue;
    }
    if (m.from === locationId) moves.push({ at: m.start, delta: -m.quantity });
    if (m.to === locationId) moves.push({ at: m.end + turnaroundMs, delta: m.quantity });
  }
  return { moves, holds };
}

/**
 * The stretch at the pickup location a new line must find free: a round trip
 * holds [pickup, return + turnaround); a one-way departure takes its units for
 * good, so every later instant at the pickup location counts (decision 028).
 */
export function stretchToCheck(m: Pick<Movement, 'from' | 'to' | 'start' | 'end'>, turnaroundMs: number) {
  return { from: m.start, to: m.from === m.to ? m.end + turnaroundMs : Number.POSITIVE_INFINITY };
}

/** How many more units `m` could take at its pickup location, given what is booked (`movements`). */
export function freeFor(
  units: number,
  movements: readonly Movement[],
  m: Pick<Movement, 'from' | 'to' | 'start' | 'end'>,
  turnaroundMs: number,
): number {
  const { moves, holds } = ledgerAt(m.from, movements, turnaroundMs);
  const { from, to } = stretchToCheck(m, turnaroundMs);
  return Math.max(0, lowestStock(units, moves, holds, from, to));
}
