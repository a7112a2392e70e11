import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LegsReturnInput,
  type ReturnLeg,
  returnCharges,
  returnChargesOverLegs,
} from './return-charges.ts';

const booked = Date.UTC(2026, 6, 8, 21, 0);

/** A 15-passenger van's three charged days, 150 miles a day at $0.35 beyond, fuel at $4.50 and a $35 service. */
function overLegs(legs: ReturnLeg[], allowancePerDay: number | null = 150): LegsReturnInput {
  return {
    bookedReturnAt: booked,
    returnedAt: booked,
    dailyRateCents: 17_900,
    damageCents: 0,
    mileage: { allowancePerDay, excessMileCents: 35, chargeDays: 3 },
    fuel: { priceCentsPerGallon: 450, refuelServiceCents: 3_500 },
    legs,
  };
}

/**
 * The oracle, written apart from the rule: miles as one running odometer
 * across the units (each leg's distance added to a trip meter), fuel in
 * exact hundredths of a cent per leg then rounded half-up by string digits.
 */
function oracle(input: LegsReturnInput) {
  let tripMeter = 0;
  for (const leg of input.legs) tripMeter += leg.inMiles - leg.outMiles;
  const allowance = input.mileage.allowancePerDay === null ? Infinity : input.mileage.allowancePerDay * 3;
  const excess = tripMeter > allowance ? tripMeter - allowance : 0;
  let fuel = 0;
  let services = 0;
  for (const leg of input.legs) {
    const missing = leg.outEighths > leg.inEighths ? leg.outEighths - leg.inEighths : 0;
    // Eighths × gallons × price, in thousandths of a cent over 8: exact in integers, then half-up.
    const thousandths = (missing * leg.capacityGallons * input.fuel.priceCentsPerGallon * 1000) / 8;
    fuel += Math.floor((thousandths + 500) / 1000);
    if (missing !== 0) services += 1;
  }
  return {
    miles: tripMeter,
    excessMileageCents: excess * input.mileage.excessMileCents,
    fuelCents: fuel,
    refuelServiceCents: services * input.fuel.refuelServiceCents,
  };
}

describe('returnChargesOverLegs (decision 035)', () => {
  it('charges mileage on the sum of a day-two swap’s two legs, and fuel on each leg', () => {
    // Leg 0: 12,000 → 12,300 on a 25-gallon van back at 6/8; leg 1: 8,000 → 8,400 on a 30-gallon van back at 4/8.
    const charges = returnChargesOverLegs(
      overLegs([
        { outMiles: 12_000, inMiles: 12_300, capacityGallons: 25, outEighths: 8, inEighths: 6 },
        { outMiles: 8_000, inMiles: 8_400, capacityGallons: 30, outEighths: 8, inEighths: 4 },
      ]),
    );
    // By hand: 300 + 400 = 700 miles − 450 = 250 × $0.35 = $87.50; fuel 2/8 × 25 × $4.50 = $28.125 → $28.13,
    // 4/8 × 30 × $4.50 = $67.50; two units refuelled: 2 × $35.
    expect(charges).toMatchObject({
      milesDriven: 700,
      excessMiles: 250,
      excessMileageCents: 8_750,
      fuelEighthsShort: 6,
      fuelCents: 2_813 + 6_750,
      refuelServiceCents: 7_000,
      totalCents: 8_750 + 9_563 + 7_000,
    });
    // Neither leg alone passes the allowance: only their sum does.
    expect(
      returnChargesOverLegs(
        overLegs([{ outMiles: 0, inMiles: 400, capacityGallons: 25, outEighths: 8, inEighths: 8 }]),
      ).excessMiles,
    ).toBe(0);
  });

  it('is the single-unit return exactly when there is one leg', () => {
    const one = { outMiles: 12_000, inMiles: 12_950, capacityGallons: 25, outEighths: 8, inEighths: 4 };
    expect(returnChargesOverLegs(overLegs([one]))).toEqual(
      returnCharges({
        bookedReturnAt: booked,
        returnedAt: booked,
        dailyRateCents: 17_900,
        damageCents: 0,
        mileage: {
          allowancePerDay: 150,
          excessMileCents: 35,
          chargeDays: 3,
          outMiles: 12_000,
          inMiles: 12_950,
        },
        fuel: {
          capacityGallons: 25,
          outEighths: 8,
          inEighths: 4,
          priceCentsPerGallon: 450,
          refuelServiceCents: 3_500,
        },
      }),
    );
  });

  it('refuses a leg whose odometer went back, on the odometer', () => {
    expect(() =>
      returnChargesOverLegs(
        overLegs([{ outMiles: 500, inMiles: 499, capacityGallons: 25, outEighths: 8, inEighths: 8 }]),
      ),
    ).toThrow(/cannot read less than at check-out \(500 miles\)/);
  });

  it('agrees with the oracle on any legs', () => {
    const leg = fc
      .record({
        outMiles: fc.integer({ min: 0, max: 200_000 }),
        driven: fc.integer({ min: 0, max: 3_000 }),
        capacityGallons: fc.integer({ min: 10, max: 60 }),
        outEighths: fc.integer({ min: 0, max: 8 }),
        inEighths: fc.integer({ min: 0, max: 8 }),
      })
      .map(({ driven, ...l }) => ({ ...l, inMiles: l.outMiles + driven }));
    fc.assert(
      fc.property(
        fc.array(leg, { minLength: 1, maxLength: 5 }),
        fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
        (legs, allowance) => {
          const input = overLegs(legs, allowance);
          const charges = returnChargesOverLegs(input);
          const expected = oracle(input);
          expect(charges.milesDriven).toBe(expected.miles);
          expect(charges.excessMileageCents).toBe(expected.excessMileageCents);
          expect(charges.fuelCents).toBe(expected.fuelCents);
          expect(charges.refuelServiceCents).toBe(expected.refuelServiceCents);
          expect(charges.totalCents).toBe(
            expected.excessMileageCents + expected.fuelCents + expected.refuelServiceCents,
          );
        },
      ),
    );
  });
});
