import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fleetSeed } from '../content/fleet.ts';
import { spec9Oracle as oracle } from '../test/pricing-oracle.ts';
import { type PricingBreakdown, priceRental, type RentalRates } from './pricing.ts';

const MINUTE = 60_000;
const PICKUP = Date.UTC(2026, 6, 6, 13, 0);
const vanRates: RentalRates = fleetSeed.find((c) => c.id === '15-passenger-van')!;

function price(durationMs: number, rates: RentalRates = vanRates, quantity = 1): PricingBreakdown {
  return priceRental({ pickupAt: PICKUP, returnAt: PICKUP + durationMs, rates, quantity });
}

describe('priceRental against an independent oracle (fast-check)', () => {
  it('agrees for random rates, durations and quantities', () => {
    const rates = fc.record({
      dailyRateCents: fc.integer({ min: 0, max: 200_000 }),
      weeklyRateCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_500_000 })),
      monthlyRateCents: fc.integer({ min: 0, max: 5_000_000 }),
    });
    // Up to 60 days, minute precision; bias towards the leftover boundaries.
    const minutes = fc.oneof(
      fc.integer({ min: 1, max: 60 * 24 * 60 }),
      fc
        .tuple(
          fc.integer({ min: 0, max: 30 }),
          fc.constantFrom(59, 60, 61, 90, 119, 120, 121, 179, 180, 181, 1439),
        )
        .map(([d, m]) => d * 24 * 60 + m),
    );
    fc.assert(
      fc.property(rates, minutes, fc.integer({ min: 1, max: 10 }), (r, m, quantity) => {
        const result = price(m * MINUTE, r, quantity);
        const expected = oracle(m, r, quantity);
        expect(result).toMatchObject(expected);
        expect(result.unitSubtotalCents * quantity).toBe(result.subtotalCents);
        expect(result.fullDays * 1440 + result.leftoverMinutes).toBe(m);
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores sub-minute remainders (whole minutes, rounded down)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: 59_999 }), (m, ms) => {
        expect(price(m * MINUTE + ms)).toEqual(price(m * MINUTE));
      }),
    );
  });
});
