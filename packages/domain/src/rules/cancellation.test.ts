import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCancellationPolicy } from '../content/rental-policy.ts';
import { cancellationFee, describeNoShow, describeTiers } from './cancellation.ts';

const HOUR = 3_600_000;
const pickupAt = Date.UTC(2026, 6, 6, 13);
const twoVans = { totalCents: 150_000, vehicles: [{ quantity: 2, dailyRateCents: 17_900 }] };
const convoy = {
  totalCents: 240_000,
  vehicles: [
    { quantity: 2, dailyRateCents: 17_900 },
    { quantity: 1, dailyRateCents: 12_900 },
  ],
};

describe('cancellationFee with the demo policy', () => {
  it('is free 72 hours ahead and one day of each vehicle inside, for two vehicles', () => {
    expect(cancellationFee(demoCancellationPolicy, twoVans, pickupAt, pickupAt - 72 * HOUR).feeCents).toBe(0);
    expect(
      cancellationFee(demoCancellationPolicy, twoVans, pickupAt, pickupAt - 72 * HOUR + 1).feeCents,
    ).toBe(2 * 17_900);
  });

  it('follows the group tiers from three vehicles: free 14 days ahead, 25% inside, 50% inside 72 hours', () => {
    const at = (hours: number) =>
      cancellationFee(demoCancellationPolicy, convoy, pickupAt, pickupAt - hours * HOUR);
    expect(at(14 * 24).feeCents).toBe(0);
    expect(at(14 * 24 - 1).feeCents).toBe(60_000);
    expect(at(72).feeCents).toBe(60_000);
    expect(at(71).feeCents).toBe(120_000);
    expect(at(-5).feeCents).toBe(120_000);
  });

  it('agrees with an oracle for any tiers, rates and notice, and never exceeds the total', () => {
    const tier = fc.record({
      minHoursBefore: fc.integer({ min: 1, max: 800 }),
      feeBaseDays: fc.integer({ min: 0, max: 5 }),
      feePercent: fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(tier, { maxLength: 4, selector: (t) => t.minHoursBefore }),
        tier,
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 10 }),
            dailyRateCents: fc.integer({ min: 0, max: 200_000 }),
          }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: -100, max: 1000 }),
        (upper, last, vehicles, totalCents, hoursBefore) => {
          const tiers = [...upper, { ...last, minHoursBefore: 0 }];
          const policy = { groupMinVehicles: 99, single: tiers, group: tiers, noShow: last };
          // Oracle: walk the hours down from the most notice; percent in BigInt, half-up.
          let chosen = tiers.find((t) => t.minHoursBefore === 0)!;
          for (const t of [...tiers].sort((a, b) => a.minHoursBefore - b.minHoursBefore)) {
            if (hoursBefore >= t.minHoursBefore) chosen = t;
          }
          const scaled = BigInt(Math.round(chosen.feePercent * 10_000));
          const percent = Number((BigInt(totalCents) * scaled * 2n + 1_000_000n) / 2_000_000n);
          let days = 0;
          for (const v of vehicles) days += chosen.feeBaseDays * v.dailyRateCents * v.quantity;
          const expected = Math.min(totalCents, days + percent);
          const got = cancellationFee(
            policy,
            { totalCents, vehicles },
            pickupAt,
            pickupAt - hoursBefore * HOUR,
          );
          expect(got.feeCents).toBe(expected);
          expect(got.feeCents).toBeLessThanOrEqual(totalCents);
        },
      ),
      { numRuns: 800 },
    );
  });
});

describe('the policy in words', () => {
  it('says each tier plainly, most notice first', () => {
    expect(describeTiers(demoCancellationPolicy.single)).toEqual([
      'Cancel 3 days before pickup or earlier: free.',
      'Cancel less than 3 days before pickup: one day of each vehicle’s daily rate.',
    ]);
    expect(describeTiers(demoCancellationPolicy.group)).toEqual([
      'Cancel 14 days before pickup or earlier: free.',
      'Cancel between 3 days and 14 days before pickup: 25% of the total.',
      'Cancel less than 3 days before pickup: 50% of the total.',
    ]);
    expect(describeNoShow(demoCancellationPolicy.noShow)).toBe(
      'Not collected and not cancelled (a no-show): one day of each vehicle’s daily rate plus 25% of the total.',
    );
  });
});
