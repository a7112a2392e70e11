import { describe, expect, it } from 'vitest';
import { outlook } from './relocation-outlook.ts';

/** Days of 100 ms from 0 for the tests: day n is [100n, 100n + 100). */
const days = () =>
  Array.from({ length: 5 }, (_, n) => ({ date: `d${n}`, start: n * 100, end: n * 100 + 100 }));

describe('the 30-day view of a class (decision 031)', () => {
  it('counts units, the peak held and the fewest free per day, moves included', () => {
    const view = outlook(
      [
        // Two units; one leaves for good at 250 (a one-way's move); a hold of 1 over [120, 180).
        {
          locationId: 'a',
          units: 2,
          moves: [{ at: 250, delta: -1 }],
          holds: [{ start: 120, end: 180, quantity: 1 }],
        },
      ],
      days,
    );
    expect(view.locations[0]!.days.map((d) => [d.units, d.held, d.free])).toEqual([
      [2, 0, 2],
      [2, 1, 1],
      [2, 0, 1],
      [1, 0, 1],
      [1, 0, 1],
    ]);
    expect(view.suggestions).toEqual([]);
  });

  it('suggests transfers to a location short from the locations that can spare, the most spare first', () => {
    const view = outlook(
      [
        // b lends 3 on day 2 but has 1: short by 2.
        { locationId: 'b', units: 1, moves: [], holds: [{ start: 200, end: 260, quantity: 3 }] },
        // a has 3, one of them needed on day 4: it can spare 2 from day 2 on.
        { locationId: 'a', units: 3, moves: [], holds: [{ start: 400, end: 450, quantity: 1 }] },
        // c has 1 to spare.
        { locationId: 'c', units: 1, moves: [], holds: [] },
      ],
      days,
    );
    expect(view.locations[0]!.days[2]!.free).toBe(-2);
    expect(view.suggestions).toEqual([{ fromLocationId: 'a', toLocationId: 'b', units: 2, arriveBy: 'd2' }]);
  });
});
