import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HeldPeriod, overCapacity, peakUnitsHeld } from './peak-usage.ts';

const p = (start: number, end: number, quantity = 1): HeldPeriod => ({ start, end, quantity });

describe('peakUnitsHeld', () => {
  it('is 0 with nothing held and the quantity of a lone booking', () => {
    expect(peakUnitsHeld([])).toBe(0);
    expect(peakUnitsHeld([p(0, 10, 3)])).toBe(3);
  });

  it('adds bookings that overlap and not those that follow each other', () => {
    expect(peakUnitsHeld([p(0, 10), p(5, 15)])).toBe(2);
    expect(peakUnitsHeld([p(0, 10), p(10, 20)])).toBe(1);
    expect(peakUnitsHeld([p(0, 10, 2), p(20, 30, 1), p(25, 40, 2)])).toBe(3);
  });

  it('matches a minute-by-minute count on random bookings', () => {
    const period = fc
      .tuple(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 4 }),
      )
      .map(([start, length, quantity]) => p(start, start + length, quantity));
    fc.assert(
      fc.property(fc.array(period, { maxLength: 12 }), (periods) => {
        let expected = 0;
        for (let t = 0; t <= 130; t++) {
          const held = periods.filter((x) => x.start <= t && t < x.end).reduce((s, x) => s + x.quantity, 0);
          expected = Math.max(expected, held);
        }
        expect(peakUnitsHeld(periods)).toBe(expected);
      }),
    );
  });
});

describe('overCapacity', () => {
  it('is nothing within capacity, and the stretch where it is passed', () => {
    expect(overCapacity([p(0, 10), p(5, 15)], 2)).toEqual([]);
    expect(overCapacity([p(0, 10), p(5, 15)], 1)).toEqual([{ start: 5, end: 10 }]);
    // Back at 10, out again at 10: never two at once.
    expect(overCapacity([p(0, 10), p(10, 20)], 1)).toEqual([]);
  });

  it('matches a minute-by-minute count on random bookings', () => {
    const period = fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 3 }))
      .map(([start, length, quantity]) => p(start, start + length, quantity));
    fc.assert(
      fc.property(
        fc.array(period, { maxLength: 10 }),
        fc.integer({ min: 0, max: 5 }),
        (periods, capacity) => {
          const over = overCapacity(periods, capacity);
          for (let t = 0; t <= 90; t++) {
            const held = periods.filter((x) => x.start <= t && t < x.end).reduce((s, x) => s + x.quantity, 0);
            const inside = over.some((o) => o.start <= t && t < o.end);
            expect(inside, `minute ${t}`).toBe(held > capacity);
          }
        },
      ),
    );
  });
});
