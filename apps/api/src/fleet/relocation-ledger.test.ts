import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sourceOrder } from './replace-arrival.ts';
import { freeOverTime, ledgerAt, lowestStock, stretchToCheck } from './stock-over-time.ts';

/**
 * Relocations in the count over time (decision 031), against a minute-by-minute
 * oracle: random sequences of round trips, maintenance blocks, one-way
 * rentals, staff transfers, and cancellations and changes of one-way rentals
 * with the relocations they make, over three locations. The service's reading
 * is stock-over-time.ts with a relocation as a one-way move (held at its
 * origin from leaving, landing at its arrival plus the turnaround) and the
 * replacement's order of sources (`sourceOrder`); no location is ever
 * overdrawn but by what a cancellation reported it could not replace, and
 * every free count equals the oracle's.
 */
interface Movement {
  kind: 'trip' | 'block' | 'oneWay' | 'transfer';
  from: string;
  to: string;
  start: number;
  end: number;
  quantity: number;
}

const locations = ['a', 'b', 'c'] as const;
const TURNAROUND = 2;
const HORIZON = 160;
const LEAD = 10;
const moving = (m: Movement) => m.from !== m.to;

/** The service's reading: the holds at `loc` and the moves touching it, through ledgerAt. */
function ledgerOf(booked: readonly Movement[], loc: string) {
  const held = booked
    .filter((b) => b.from === loc)
    .map((b) => ({ pickupAt: b.start, returnAt: b.end, quantity: b.quantity }));
  const oneWay = booked
    .filter((b) => moving(b) && (b.from === loc || b.to === loc))
    .map((b) => ({ fromLocationId: b.from, toLocationId: b.to, returnAt: b.end, quantity: b.quantity }));
  return { held, oneWay };
}

function serviceFree(units: Record<string, number>, booked: readonly Movement[], m: Movement): number {
  const { held, oneWay } = ledgerOf(booked, m.from);
  const stretch = stretchToCheck({ pickupAt: m.start, returnAt: m.end }, moving(m), TURNAROUND);
  return freeOverTime(units[m.from] ?? 0, m.from, held, oneWay, stretch, TURNAROUND);
}

/** The service's lowest count at `loc` from `from` on (relocation-ledger.ts lowestFrom). */
function serviceLowest(
  units: Record<string, number>,
  booked: readonly Movement[],
  loc: string,
  from: number,
) {
  const { held, oneWay } = ledgerOf(booked, loc);
  const ledger = ledgerAt(loc, held, oneWay, TURNAROUND);
  return lowestStock(units[loc] ?? 0, ledger.moves, ledger.holds, from, Number.POSITIVE_INFINITY);
}

/** The oracle: what is at `loc` at minute `t`, one movement at a time. */
function oracleAt(
  units: Record<string, number>,
  booked: readonly Movement[],
  loc: string,
  t: number,
): number {
  let n = units[loc] ?? 0;
  for (const m of booked) {
    const back = m.end + TURNAROUND;
    if (!moving(m)) {
      if (m.from === loc && m.start <= t && t < back) n -= m.quantity;
      continue;
    }
    if (m.from === loc && m.start <= t) n -= m.quantity;
    if (m.to === loc && back <= t) n += m.quantity;
  }
  return n;
}

function oracleLeast(
  units: Record<string, number>,
  booked: readonly Movement[],
  loc: string,
  from: number,
  to: number,
) {
  let least = Number.POSITIVE_INFINITY;
  for (let t = from; t < to; t++) least = Math.min(least, oracleAt(units, booked, loc, t));
  return least;
}

function oracleFree(units: Record<string, number>, booked: readonly Movement[], m: Movement): number {
  const last = moving(m) ? HORIZON + 60 : m.end + TURNAROUND;
  return Math.max(0, oracleLeast(units, booked, m.from, m.start, last));
}

type Op =
  | { op: 'book'; m: Movement }
  | { op: 'cancel'; pick: number }
  | { op: 'change'; pick: number; to: string; later: number };

const movement = fc
  .record({
    // One-way rentals and round trips often, so that later bookings rely on arrivals.
    kind: fc.constantFrom('trip', 'trip', 'trip', 'block', 'oneWay', 'oneWay', 'oneWay', 'transfer'),
    from: fc.constantFrom(...locations),
    to: fc.constantFrom(...locations),
    start: fc.integer({ min: 0, max: HORIZON - 30 }),
    length: fc.integer({ min: 1, max: 30 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  })
  .map((r): Movement => {
    const kind = r.kind as Movement['kind'];
    const moves = kind === 'oneWay' || kind === 'transfer';
    const to = moves ? (r.to === r.from ? locations[(locations.indexOf(r.from) + 1) % 3]! : r.to) : r.from;
    // A block and a transfer are one unit each.
    const quantity = kind === 'block' || kind === 'transfer' ? 1 : r.quantity;
    return { kind, from: r.from, to, start: r.start, end: r.start + r.length, quantity };
  });

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: movement.map((m) => ({ op: 'book' as const, m })) },
  { weight: 2, arbitrary: fc.nat(20).map((pick) => ({ op: 'cancel' as const, pick })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ pick: fc.nat(20), to: fc.constantFrom(...locations), later: fc.integer({ min: 0, max: 20 }) })
      .map((c) => ({ op: 'change' as const, ...c })),
  },
);

/**
 * replaceLostArrivals on the model: for the arrival `lost` took away, a
 * relocation per unit the destination is short of (at most its quantity),
 * each from the first source that can spare one from its leaving on.
 */
function replace(units: Record<string, number>, booked: Movement[], lost: Movement): number {
  let short = Math.min(lost.quantity, -serviceLowest(units, booked, lost.to, 0));
  const leave = Math.max(0, lost.end - LEAD);
  for (const source of sourceOrder(lost.from, lost.to, locations)) {
    while (short > 0 && serviceLowest(units, booked, source, leave) >= 1) {
      booked.push({ kind: 'transfer', from: source, to: lost.to, start: leave, end: lost.end, quantity: 1 });
      short -= 1;
    }
  }
  return Math.max(0, short);
}

describe('relocations in the count over time (decision 031)', () => {
  it('sourceOrder asks the pickup location first, then the others by id, never the destination', () => {
    expect(sourceOrder('c', 'a', ['b', 'a', 'c', 'd'])).toEqual(['c', 'b', 'd']);
    expect(sourceOrder('a', 'b', ['c', 'a', 'b'])).toEqual(['a', 'c']);
  });

  it('random bookings, blocks, transfers, cancellations and changes of one-way rentals: never overdrawn, free = the oracle', () => {
    fc.assert(
      fc.property(
        fc.record({ a: fc.nat(3), b: fc.nat(3), c: fc.nat(3) }),
        fc.array(op, { minLength: 10, maxLength: 40 }),
        (units: Record<string, number>, ops) => {
          let booked: Movement[] = [];
          /** What cancellations reported they could not replace, per location. */
          const reported: Record<string, number> = { a: 0, b: 0, c: 0 };
          for (const o of ops) {
            const oneWays = booked.filter((b) => b.kind === 'oneWay');
            if (o.op === 'book') {
              const free = serviceFree(units, booked, o.m);
              expect(free).toBe(oracleFree(units, booked, o.m));
              if (free >= o.m.quantity) booked.push(o.m);
            } else if (oneWays.length > 0 && o.op === 'cancel') {
              const lost = oneWays[o.pick % oneWays.length]!;
              booked = booked.filter((b) => b !== lost);
              reported[lost.to]! += replace(units, booked, lost);
            } else if (oneWays.length > 0 && o.op === 'change') {
              // Another return location or a later return: all or nothing, refused (409) when the lost
              // arrival cannot be replaced in full or the new trip is not free.
              const lost = oneWays[o.pick % oneWays.length]!;
              const before = booked;
              const changed: Movement = { ...lost, to: o.to, end: lost.end + o.later };
              booked = booked.filter((b) => b !== lost);
              const free = serviceFree(units, booked, changed);
              expect(free).toBe(oracleFree(units, booked, changed));
              if (free < changed.quantity) {
                booked = before;
                continue;
              }
              booked.push(changed);
              if (lost.to !== lost.from && (changed.to !== lost.to || changed.end > lost.end)) {
                if (replace(units, booked, lost) > 0 || serviceLowest(units, booked, lost.to, 0) < 0)
                  booked = before;
              }
            }
            for (const loc of locations) {
              const least = oracleLeast(units, booked, loc, 0, HORIZON + 60);
              expect(least).toBeGreaterThanOrEqual(-reported[loc]!);
              expect(Math.min(0, serviceLowest(units, booked, loc, 0))).toBe(Math.min(0, least));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
