import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CancellationPolicy } from '../contracts/cancellation.schema.ts';
import { demoCancellationPolicy } from '../contracts/demo-cancellation-policy.ts';
import type { OneWayRoute } from '../contracts/price-book.schema.ts';
import { bookedPolicyOf, cancellationFee, policyOfBooking } from './cancellation.ts';
import { settle } from './settlement.ts';

const HOUR = 3_600_000;
const pickupAt = Date.UTC(2026, 11, 7, 15);

/** A one-way route's own policy: a week's notice free, then half the total (decision 028's example). */
const strict: CancellationPolicy = {
  groupMinVehicles: 3,
  single: [
    { feeBaseDays: 0, feePercent: 0, minHoursBefore: 168 },
    { feeBaseDays: 0, feePercent: 50, minHoursBefore: 0 },
  ],
  group: [
    { feeBaseDays: 0, feePercent: 0, minHoursBefore: 336 },
    { feeBaseDays: 0, feePercent: 50, minHoursBefore: 0 },
  ],
  noShow: { feeBaseDays: 1, feePercent: 50 },
};

const route = (from: string, to: string, cancellation: CancellationPolicy | null): OneWayRoute => ({
  fromLocationId: from,
  toLocationId: to,
  label: `One-way fee, ${from} to ${to}`,
  classIds: ['15-passenger-van', 'minivan'],
  feeCents: 60_000,
  depositCents: null,
  cancellation,
});
const book = { oneWayRoutes: [route('baltimore', 'chicago', strict), route('chicago', 'baltimore', null)] };

describe('the policy a booking stores (decision 028)', () => {
  it('is the one-way route’s own for a trip on it, whichever of its classes', () => {
    const trip = { locationId: 'baltimore', returnLocationId: 'chicago' };
    expect(bookedPolicyOf(book, trip, ['15-passenger-van'])).toEqual(strict);
    expect(bookedPolicyOf(book, trip, ['bus', 'minivan'])).toEqual(strict);
  });

  it('is none for a round trip, a route without its own, or a class on no route: the company’s applies', () => {
    expect(bookedPolicyOf(book, { locationId: 'baltimore', returnLocationId: null }, ['minivan'])).toBeNull();
    expect(
      bookedPolicyOf(book, { locationId: 'baltimore', returnLocationId: 'baltimore' }, ['minivan']),
    ).toBeNull();
    expect(
      bookedPolicyOf(book, { locationId: 'chicago', returnLocationId: 'baltimore' }, ['minivan']),
    ).toBeNull();
    expect(
      bookedPolicyOf(book, { locationId: 'baltimore', returnLocationId: 'chicago' }, ['bus']),
    ).toBeNull();
  });

  it('charges a van cancelled four days ahead half the total by the route, nothing by the company', () => {
    const van = { totalCents: 123_457, vehicles: [{ quantity: 1, dailyRateCents: 17_900 }] };
    const at = pickupAt - 96 * HOUR;
    const own = bookedPolicyOf(book, { locationId: 'baltimore', returnLocationId: 'chicago' }, ['minivan']);
    // Half-up: 61 728.5 cents is 61 729.
    expect(cancellationFee(policyOfBooking(own, demoCancellationPolicy), van, pickupAt, at).feeCents).toBe(
      61_729,
    );
    expect(cancellationFee(policyOfBooking(null, demoCancellationPolicy), van, pickupAt, at).feeCents).toBe(
      0,
    );
  });
});

/** An oracle written apart from the rules: the tiers walked hour by hour, percent in BigInt half-up. */
function oracleFee(
  policy: CancellationPolicy,
  booked: { totalCents: number; vehicles: { quantity: number; dailyRateCents: number }[] },
  hoursBefore: number,
): number {
  let count = 0;
  for (const v of booked.vehicles) count += v.quantity;
  const tiers = count >= policy.groupMinVehicles ? policy.group : policy.single;
  let chosen = tiers.find((t) => t.minHoursBefore === 0);
  for (let h = 0; h <= Math.max(0, hoursBefore); h++) {
    const reached = tiers.find((t) => t.minHoursBefore === h);
    if (reached) chosen = reached;
  }
  if (!chosen) throw new Error('a policy always has a 0-hour tier');
  const scaled = BigInt(Math.round(chosen.feePercent * 10_000));
  const percent = Number((BigInt(booked.totalCents) * scaled * 2n + 1_000_000n) / 2_000_000n);
  let days = 0;
  for (const v of booked.vehicles) days += chosen.feeBaseDays * v.dailyRateCents * v.quantity;
  return Math.min(booked.totalCents, days + percent);
}

const fee = fc.record({
  feeBaseDays: fc.integer({ min: 0, max: 3 }),
  feePercent: fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000),
});
const tierList = fc
  .tuple(
    fee,
    fc.uniqueArray(fc.record({ minHoursBefore: fc.integer({ min: 1, max: 500 }), fee }), {
      maxLength: 4,
      selector: (t) => t.minHoursBefore,
    }),
  )
  .map(([last, upper]) => [
    { ...last, minHoursBefore: 0 },
    ...upper.map((t) => ({ ...t.fee, minHoursBefore: t.minHoursBefore })),
  ]);
const policy: fc.Arbitrary<CancellationPolicy> = fc.record({
  groupMinVehicles: fc.integer({ min: 2, max: 6 }),
  single: tierList,
  group: tierList,
  noShow: fee,
});

describe('a cancellation’s refund by the policy the booking stored', () => {
  it('agrees with an oracle: the route’s own terms as booked for a one-way trip, else the company’s in force', () => {
    fc.assert(
      fc.property(
        fc.record({
          companyWhenCancelling: policy,
          routeOwn: fc.option(policy, { nil: null }),
          oneWay: fc.boolean(),
          vehicles: fc.array(
            fc.record({
              quantity: fc.integer({ min: 1, max: 5 }),
              dailyRateCents: fc.integer({ min: 0, max: 90_000 }),
            }),
            { minLength: 1, maxLength: 3 },
          ),
          totalCents: fc.integer({ min: 0, max: 3_000_000 }),
          paid: fc.array(fc.integer({ min: 0, max: 1_500_000 }), { maxLength: 3 }),
          hoursBefore: fc.integer({ min: -48, max: 600 }),
        }),
        (c) => {
          const routes = [route('denver', 'phoenix', c.routeOwn)];
          const trip = { locationId: 'denver', returnLocationId: c.oneWay ? 'phoenix' : null };
          // Booked under the book of its day; the company's policy changes before the cancellation.
          const stored = bookedPolicyOf({ oneWayRoutes: routes }, trip, ['minivan']);
          const booked = { totalCents: c.totalCents, vehicles: c.vehicles };
          const at = pickupAt - c.hoursBefore * HOUR;
          const { feeCents } = cancellationFee(
            policyOfBooking(stored, c.companyWhenCancelling),
            booked,
            pickupAt,
            at,
          );
          const payments = c.paid.map((p, i) => ({ id: `p${i}`, netReceivedCents: p, heldCents: 0 }));
          const refunded = settle(payments, feeCents).refunds.reduce((n, r) => n + r.amountCents, 0);

          const applies = c.oneWay && c.routeOwn ? c.routeOwn : c.companyWhenCancelling;
          const expectedFee = oracleFee(applies, booked, c.hoursBefore);
          let received = 0;
          for (const p of c.paid) received += p;
          expect(feeCents).toBe(expectedFee);
          expect(refunded).toBe(Math.max(0, received - expectedFee));
        },
      ),
      { numRuns: 600 },
    );
  });
});
