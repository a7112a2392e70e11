import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fleetSeed } from '../content/fleet.ts';
import { type PricingBreakdown, priceRental, type RentalRates } from './pricing.ts';

const MINUTE = 60_000;
const PICKUP = Date.UTC(2026, 6, 6, 13, 0);
const vanRates: RentalRates = fleetSeed.find((c) => c.id === '15-passenger-van')!;

function price(durationMs: number, rates: RentalRates = vanRates, quantity = 1): PricingBreakdown {
  return priceRental({ pickupAt: PICKUP, returnAt: PICKUP + durationMs, rates, quantity });
}

/**
 * Independent oracle, written differently from pricing.ts: it peels off 24-hour
 * days and 7-day weeks in loops and counts display days upwards instead of
 * dividing, compares the leftover as fractional hours the way SPEC §9 reads
 * ("over 3 hours" …), and rounds with Math.round (half-up for positive numbers)
 * on floating-point thirds.
 */
function oracle(durationMinutes: number, rates: RentalRates, quantity: number) {
  let remaining = durationMinutes;
  let days = 0;
  while (remaining >= 24 * 60) {
    remaining -= 24 * 60;
    days += 1;
  }
  const leftoverHours = remaining / 60;
  let partial = 0;
  if (leftoverHours > 3) partial = rates.dailyRateCents;
  else if (leftoverHours > 2) partial = Math.round((rates.dailyRateCents * 2) / 3);
  else if (leftoverHours > 1) partial = Math.round(rates.dailyRateCents / 3);

  let base = 0;
  let daysLeft = days;
  if (days >= 7 && rates.weeklyRateCents > 0) {
    while (daysLeft >= 7) {
      base += rates.weeklyRateCents;
      daysLeft -= 7;
    }
  }
  base += daysLeft * rates.dailyRateCents;

  let displayDays = 0;
  while (displayDays * 24 * 60 < durationMinutes) displayDays += 1;
  const unit = base + partial;
  return {
    fullDays: days,
    partialDayCents: partial,
    baseCents: base,
    subtotalCents: unit * quantity,
    displayDays,
    effectiveDailyRateCents: Math.round((unit * quantity) / displayDays),
    unitEffectiveDailyRateCents: Math.round(unit / displayDays),
  };
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
