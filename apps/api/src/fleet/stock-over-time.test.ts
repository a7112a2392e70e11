import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeOverTime, lowestStock, stretchToCheck } from './stock-over-time.ts';

/** A round trip or a block when `from` is `to`, else a one-way rental; instants before the turnaround. */
interface Movement {
  from: string;
  to: string;
  start: number;
  end: number;
  quantity: number;
}

/** The service's reading of `booked` at `loc`: the holds at the pickup location and the one-way lines touching `loc`. */
function freeFor(units: number, booked: readonly Movement[], m: Movement, turnaround: number): number {
  const held = booked
    .filter((b) => b.from === m.from)
    .map((b) => ({ pickupAt: b.start, returnAt: b.end, quantity: b.quantity }));
  const oneWay = booked
    .filter((b) => b.from !== b.to && (b.from === m.from || b.to === m.from))
    .map((b) => ({ fromLocationId: b.from, toLocationId: b.to, returnAt: b.end, quantity: b.quantity }));
  const period = { pickupAt: m.start, returnAt: m.end };
  return freeOverTime(
    units,
    m.from,
    held,
    oneWay,
    stretchToCheck(period, m.from !== m.to, turnaround),
    turnaround,
  );
}

const locations = ['a', 'b', 'c'] as const;
const TURNAROUND = 2;
const HORIZON = 160;

/** The oracle: what is at `loc` at minute `t`, counted one booking at a time. */
function oracleAt(
  units: Record<string, number>,
  booked: readonly Movement[],
  loc: string,
  t: number,
): number {
  let n = units[loc] ?? 0;
  for (const m of booked) {
    const back = m.end + TURNAROUND;
    if (m.from === m.to) {
      if (m.from === loc && m.start <= t && t < back) n -= m.quantity;
      continue;
    }
    if (m.from === loc && m.start <= t) n -= m.quantity;
    if (m.to === loc && back <= t) n += m.quantity;
  }
  return n;
}

/** The oracle's free units for `m`: the least count at its pickup location over the minutes it needs. */
function oracleFree(units: Record<string, number>, booked: readonly Movement[], m: Movement): number {
  const last = m.from === m.to ? m.end + TURNAROUND : HORIZON + 50;
  let least = Number.POSITIVE_INFINITY;
  for (let t = m.start; t < last; t++) least = Math.min(least, oracleAt(units, booked, m.from, t));
  return Math.max(0, least);
}

const movement = fc
  .record({
    from: fc.constantFrom(...locations),
    to: fc.constantFrom(...locations),
    oneWay: fc.boolean(),
    start: fc.integer({ min: 0, max: HORIZON - 30 }),
    length: fc.integer({ min: 1, max: 30 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  })
  .map(
    (r): Movement => ({
      from: r.from,
      // Round trips and maintenance blocks stay; one-way rentals move.
      to: r.oneWay ? r.to : r.from,
      start: r.start,
      end: r.start + r.length,
      quantity: r.quantity,
    }),
  );

describe('stock over time with one-way rentals (decision 028)', () => {
  it('lowestStock reads the count at the start, and changes at an instant all apply', () => {
    const holds = [{ start: 0, end: 10, quantity: 2 }];
    expect(lowestStock(3, [], holds, 5, 20)).toBe(1);
    expect(lowestStock(3, [], holds, 10, 20)).toBe(3);
    // A unit arriving at 10 as another leaves at 10: never below 2.
    expect(lowestStock(2, [{ at: 10, delta: 1 }], [{ start: 10, end: 12, quantity: 1 }], 0, 20)).toBe(2);
    expect(lowestStock(1, [{ at: 50, delta: -1 }], [], 0, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('books a random mix of round trips, blocks and one-way rentals: never oversold, free = the oracle', () => {
    fc.assert(
      fc.property(
        fc.record({ a: fc.nat(4), b: fc.nat(4), c: fc.nat(4) }),
        fc.array(movement, { maxLength: 25 }),
        (units, requests) => {
          const booked: Movement[] = [];
          for (const m of requests) {
            const free = freeFor(units[m.from as 'a'], booked, m, TURNAROUND);
            expect(free).toBe(oracleFree(units, booked, m));
            if (free >= m.quantity) booked.push(m);
          }
          for (const loc of locations) {
            for (let t = 0; t <= HORIZON + 50; t++)
              expect(oracleAt(units, booked, loc, t)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
