import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Busy, bestFit, type Slot } from './best-fit.ts';
import { peakUnitsHeld } from './peak-usage.ts';

const slot = (key: string, start: number, end: number): Slot => ({ key, start, end });

describe('bestFit', () => {
  it('puts a rental on the unit whose gap it fills snugly, keeping the long gap for a long rental', () => {
    // Van A is back at 10, van B at 2: a rental from 11 goes on A, leaving B's long gap whole.
    const busy = new Map<string, Busy[]>([
      ['A', [{ start: 0, end: 10 }]],
      ['B', [{ start: 0, end: 2 }]],
    ]);
    const placed = bestFit(['A', 'B'], busy, [slot('short', 11, 20), slot('long', 3, 40)]);
    expect(Object.fromEntries(placed)).toEqual({ long: 'B', short: 'A' });
  });

  it('leaves a rental unplaced when no unit is free for it', () => {
    const busy = new Map<string, Busy[]>([['A', [{ start: 0, end: 10 }]]]);
    expect(bestFit(['A'], busy, [slot('x', 5, 15)]).size).toBe(0);
  });

  it('never overlaps two stretches on a unit, and places every rental when no more are out at once than units', () => {
    const stretch = fc
      .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 40 }))
      .map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(stretch, { maxLength: 14 }),
        (count, stretches) => {
          const units = Array.from({ length: count }, (_, i) => `U${i}`);
          const slots = stretches.map((s, i) => slot(`S${i}`, s.start, s.end));
          const placed = bestFit(units, new Map(), slots);
          for (const unit of units) {
            const mine = slots.filter((s) => placed.get(s.key) === unit);
            expect(peakUnitsHeld(mine.map((s) => ({ ...s, quantity: 1 }))), unit).toBeLessThanOrEqual(1);
          }
          // Interval graphs are perfect: with the peak within the units, earliest-start placement places all.
          if (peakUnitsHeld(slots.map((s) => ({ ...s, quantity: 1 }))) <= count) {
            expect(placed.size).toBe(slots.length);
          }
        },
      ),
    );
  });
});
