import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd } from './rental-policy.ts';

/** The oracle: the digits grouped by threes, written out by hand. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

describe('the copy’s number formats', () => {
  it('writes whole dollars without cents and other amounts with two decimals, in any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        (amounts) => {
          for (const cents of amounts) {
            const dollars = grouped(Math.floor(cents / 100));
            const rest = cents % 100;
            expect(formatUsd(cents)).toBe(
              rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`,
            );
          }
        },
      ),
    );
    expect([formatUsd(25_000), formatUsd(35), formatUsd(100)]).toEqual(['$250', '$0.35', '$1']);
  });

  it('groups counts by thousands', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(formatCount(n)).toBe(grouped(n));
      }),
    );
    expect(formatCount(2500)).toBe('2,500');
  });
});
