import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCancellationPolicy } from '../contracts/demo-cancellation-policy.ts';
import {
  type CancellationPolicyRules,
  cancellationFee,
  feeSchedule,
  feeWithFloor,
  floorAfterChange,
} from './cancellation.ts';

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

describe('the fee floor across changes', () => {
  const DAY = 24 * HOUR;
  const threeVans = { totalCents: 180_571, vehicles: [{ quantity: 3, dailyRateCents: 30_095 }] };
  const oneMinivan = { totalCents: 8_900, vehicles: [{ quantity: 1, dailyRateCents: 8_900 }] };

  it('keeps the late fee of a booking moved 60 days later, inside the window', () => {
    const at = pickupAt - 48 * HOUR;
    const before = cancellationFee(demoCancellationPolicy, threeVans, pickupAt, at).feeCents;
    // Three vehicles: the group tiers, 50 % of the total inside 72 hours, half-up.
    expect(before).toBe(90_286);
    const floor = floorAfterChange(demoCancellationPolicy, threeVans, pickupAt, at, 0);
    expect(floor).toBe(before);
    // Cancelled a minute later, 60 days ahead of the new pickup: the policy alone would say free.
    const moved = pickupAt + 60 * DAY;
    expect(cancellationFee(demoCancellationPolicy, threeVans, moved, at + 60_000).feeCents).toBe(0);
    expect(feeWithFloor(demoCancellationPolicy, threeVans, moved, at + 60_000, floor)).toBe(before);
  });

  it('keeps the late fee of three vans shrunk to one minivan, above the smaller total', () => {
    const at = pickupAt - 24 * HOUR;
    const floor = floorAfterChange(demoCancellationPolicy, threeVans, pickupAt, at, 0);
    const fee = feeWithFloor(demoCancellationPolicy, oneMinivan, pickupAt, at + 1, floor);
    expect(fee).toBe(90_286);
    expect(fee).toBeGreaterThan(oneMinivan.totalCents);
  });

  it('adds nothing to a change made while canceling was free', () => {
    const at = pickupAt - 30 * DAY;
    expect(floorAfterChange(demoCancellationPolicy, threeVans, pickupAt, at, 0)).toBe(0);
  });

  /** An oracle written apart from the rule: tiers walked by hand, percent in BigInt half-up. */
  function oracleFee(
    policy: CancellationPolicyRules,
    booked: { totalCents: number; vehicles: { quantity: number; dailyRateCents: number }[] },
    pickup: number,
    at: number,
  ): number {
    const count = booked.vehicles.reduce((n, v) => n + v.quantity, 0);
    const tiers = count >= policy.groupMinVehicles ? policy.group : policy.single;
    const hours = (pickup - at) / HOUR;
    let chosen = tiers.find((t) => t.minHoursBefore === 0) ?? tiers[0]!;
    for (const t of [...tiers].sort((a, b) => a.minHoursBefore - b.minHoursBefore)) {
      if (hours >= t.minHoursBefore) chosen = t;
    }
    const scaled = BigInt(Math.round(chosen.feePercent * 10_000));
    const percent = Number((BigInt(booked.totalCents) * scaled * 2n + 1_000_000n) / 2_000_000n);
    let days = 0;
    for (const v of booked.vehicles) days += chosen.feeBaseDays * v.dailyRateCents * v.quantity;
    return Math.min(booked.totalCents, days + percent);
  }

  it('never lets moves, shrinks or class changes lower the fee below any earlier cancellation’s (oracle)', () => {
    const vehicles = fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 6 }),
        dailyRateCents: fc.integer({ min: 1_000, max: 90_000 }),
      }),
      { minLength: 1, maxLength: 3 },
    );
    const booking = vehicles.chain((v) => {
      const days = v.reduce((sum, x) => sum + x.dailyRateCents * x.quantity, 0);
      return fc.record({
        booked: fc.constant(v),
        // A total of one to five days of the vehicles, with taxes and extras on top.
        totalCents: fc.integer({ min: days, max: days * 6 }),
        // Where the pickup is, in hours from the first booking's moment (a move shifts it).
        pickupHours: fc.integer({ min: 1, max: 2_000 }),
      });
    });
    fc.assert(
      fc.property(
        fc.array(booking, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 400 }),
        (versions, gaps, lastGap) => {
          const policy = demoCancellationPolicy;
          const start = Date.UTC(2026, 5, 1);
          const asBooked = (v: (typeof versions)[number]) => ({
            booked: { totalCents: v.totalCents, vehicles: v.booked },
            pickup: start + v.pickupHours * HOUR,
          });
          // Changes happen at increasing times; each replaces the version before it.
          let at = start;
          let floor = 0;
          let oracle = 0;
          for (let i = 1; i < versions.length; i++) {
            at += (gaps[i] ?? 0) * HOUR;
            const before = asBooked(versions[i - 1]!);
            floor = floorAfterChange(policy, before.booked, before.pickup, at, floor);
            oracle = Math.max(oracle, oracleFee(policy, before.booked, before.pickup, at));
          }
          at += lastGap * HOUR;
          const last = asBooked(versions.at(-1)!);
          const fee = feeWithFloor(policy, last.booked, last.pickup, at, floor);
          expect(fee).toBe(Math.max(oracle, oracleFee(policy, last.booked, last.pickup, at)));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('feeSchedule: what cancelling costs from now until pickup', () => {
  it('says two vans are free until 72 hours before pickup, then one day of each vehicle until pickup', () => {
    expect(feeSchedule(demoCancellationPolicy, twoVans, pickupAt, pickupAt - 10 * 24 * HOUR, 0)).toEqual([
      { feeCents: 0, until: pickupAt - 72 * HOUR },
      { feeCents: 2 * 17_900, until: pickupAt },
    ]);
  });

  it('gives a convoy of three the group tiers: free, then 25%, then 50%', () => {
    expect(feeSchedule(demoCancellationPolicy, convoy, pickupAt, pickupAt - 20 * 24 * HOUR, 0)).toEqual([
      { feeCents: 0, until: pickupAt - 14 * 24 * HOUR },
      { feeCents: 60_000, until: pickupAt - 72 * HOUR },
      { feeCents: 120_000, until: pickupAt },
    ]);
  });

  it('starts inside the late window with the late fee alone, and is empty from pickup on', () => {
    expect(feeSchedule(demoCancellationPolicy, twoVans, pickupAt, pickupAt - HOUR, 0)).toEqual([
      { feeCents: 2 * 17_900, until: pickupAt },
    ]);
    expect(feeSchedule(demoCancellationPolicy, twoVans, pickupAt, pickupAt, 0)).toEqual([]);
  });

  it('keeps a change’s floor throughout, joining stretches it makes equal', () => {
    expect(
      feeSchedule(demoCancellationPolicy, twoVans, pickupAt, pickupAt - 10 * 24 * HOUR, 2 * 17_900),
    ).toEqual([{ feeCents: 2 * 17_900, until: pickupAt }]);
  });

  it('agrees with cancellationFee at every instant of every stretch (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 * 24 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (hoursBefore, floorCents, probe) => {
          const at = pickupAt - hoursBefore * HOUR;
          const schedule = feeSchedule(demoCancellationPolicy, convoy, pickupAt, at, floorCents);
          expect(schedule.at(-1)?.until).toBe(pickupAt);
          const when = at + Math.floor(((pickupAt - 1 - at) * probe) / 1_000);
          const stretch = schedule.find((s) => when <= s.until);
          expect(stretch?.feeCents).toBe(
            feeWithFloor(demoCancellationPolicy, convoy, pickupAt, when, floorCents),
          );
        },
      ),
    );
  });
});
