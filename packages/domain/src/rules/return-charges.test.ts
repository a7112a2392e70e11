import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ReturnInput, returnCharges } from './return-charges.ts';

const HOUR = 3_600_000;
const booked = Date.UTC(2026, 6, 15, 21, 0);

/** A 15-passenger van out for 3 charged days with 150 miles a day, full tank of 25 gallons. */
function vanReturn(overrides: Partial<ReturnInput> = {}, mileage = {}, fuel = {}): ReturnInput {
  return {
    bookedReturnAt: booked,
    returnedAt: booked,
    dailyRateCents: 17_900,
    damageCents: 0,
    ...overrides,
    mileage: {
      allowancePerDay: 150,
      excessMileCents: 35,
      chargeDays: 3,
      outMiles: 12_000,
      inMiles: 12_000,
      ...mileage,
    },
    fuel: {
      capacityGallons: 25,
      outEighths: 8,
      inEighths: 8,
      priceCentsPerGallon: 450,
      refuelServiceCents: 3_500,
      ...fuel,
    },
  };
}

describe('returnCharges', () => {
  it('charges 500 excess miles and half a tank for 12,000 → 12,950 miles on 3 days of 150 and a tank half full', () => {
    const charges = returnCharges(vanReturn({}, { inMiles: 12_950 }, { inEighths: 4 }));
    // By hand: 950 driven − 3 × 150 = 500 miles × $0.35 = $175.00; 4/8 × 25 gal = 12.5 gal × $4.50 = $56.25,
    // and the $35 refuelling service: $266.25.
    expect(charges).toMatchObject({
      milesDriven: 950,
      allowanceMiles: 450,
      excessMiles: 500,
      excessMileageCents: 17_500,
      fuelEighthsShort: 4,
      fuelCents: 5_625,
      refuelServiceCents: 3_500,
      lateCents: 0,
      totalCents: 26_625,
    });
  });

  it('charges late time by SPEC §9: an hour free, then a third, two thirds, a day; each full day at the daily rate', () => {
    const late = (minutes: number) =>
      returnCharges(vanReturn({ returnedAt: booked + minutes * 60_000 })).lateCents;
    expect(late(-30)).toBe(0);
    expect(late(60)).toBe(0);
    expect(late(61)).toBe(5_967); // 17,900 / 3 = 5,966.67 → half-up
    expect(late(121)).toBe(11_933); // 2 × 17,900 / 3 = 11,933.33
    expect(late(181)).toBe(17_900);
    expect(late(24 * 60 + 90)).toBe(17_900 + 5_967);
    expect(returnCharges(vanReturn({ returnedAt: booked + 26 * HOUR })).lateFullDays).toBe(1);
  });

  it('charges no mileage on an unlimited class, nothing for a fuller tank, and adds the damage entered', () => {
    const charges = returnCharges(
      vanReturn(
        { damageCents: 25_000 },
        { allowancePerDay: null, inMiles: 15_000 },
        { outEighths: 6, inEighths: 8 },
      ),
    );
    expect(charges).toMatchObject({
      allowanceMiles: null,
      excessMileageCents: 0,
      fuelCents: 0,
      refuelServiceCents: 0,
      totalCents: 25_000,
    });
  });

  it('refuses an odometer below check-out and a gauge outside 0–8, naming the field', () => {
    expect(() => returnCharges(vanReturn({}, { inMiles: 11_999 }))).toThrow(
      expect.objectContaining({ field: 'odometerMiles' }),
    );
    expect(() => returnCharges(vanReturn({}, {}, { inEighths: 9 }))).toThrow(
      expect.objectContaining({ field: 'fuelEighths' }),
    );
  });

  it('says the check-out reading, and refuses a gauge read in part eighths or below empty', () => {
    expect(() => returnCharges(vanReturn({}, { inMiles: 11_999 }))).toThrow(
      'The odometer cannot read less than at check-out (12,000 miles).',
    );
    for (const outEighths of [-1, 4.5]) {
      expect(() => returnCharges(vanReturn({}, {}, { outEighths }))).toThrow(
        expect.objectContaining({ field: 'fuelEighths' }),
      );
    }
  });

  it('refuses an amount below zero or in part cents, naming its field, and a total too large to compute', () => {
    expect(() => returnCharges(vanReturn({ damageCents: -1 }))).toThrow(
      expect.objectContaining({
        field: 'damageCents',
        message: 'Enter an amount in whole cents, 0 or more.',
      }),
    );
    expect(() => returnCharges(vanReturn({ dailyRateCents: 0.5 }))).toThrow(
      expect.objectContaining({ field: 'dailyRateCents' }),
    );
    expect(() => returnCharges(vanReturn({}, {}, { refuelServiceCents: -1 }))).toThrow(
      expect.objectContaining({ field: 'refuelServiceCents' }),
    );
    expect(() =>
      returnCharges(vanReturn({ damageCents: Number.MAX_SAFE_INTEGER, returnedAt: booked + 24 * HOUR })),
    ).toThrow(expect.objectContaining({ field: 'damageCents' }));
  });

  it('agrees with an independent oracle for random returns (fast-check)', () => {
    // Written differently: floating point hours and gallons, Math.round for half-up, loops for days.
    const oracle = (i: ReturnInput) => {
      let lateHours = Math.max(0, Math.floor((i.returnedAt - i.bookedReturnAt) / 60_000)) / 60;
      let late = 0;
      while (lateHours >= 24) {
        late += i.dailyRateCents;
        lateHours -= 24;
      }
      if (lateHours > 3) late += i.dailyRateCents;
      else if (lateHours > 2) late += Math.round((i.dailyRateCents * 2) / 3);
      else if (lateHours > 1) late += Math.round(i.dailyRateCents / 3);
      const driven = i.mileage.inMiles - i.mileage.outMiles;
      const miles =
        i.mileage.allowancePerDay === null
          ? 0
          : Math.max(0, driven - i.mileage.allowancePerDay * i.mileage.chargeDays) *
            i.mileage.excessMileCents;
      const gallons = (Math.max(0, i.fuel.outEighths - i.fuel.inEighths) / 8) * i.fuel.capacityGallons;
      const fuel =
        Math.round(gallons * i.fuel.priceCentsPerGallon) + (gallons > 0 ? i.fuel.refuelServiceCents : 0);
      return late + miles + fuel + i.damageCents;
    };
    const input = fc
      .record({
        lateMinutes: fc.oneof(
          fc.integer({ min: -600, max: 20 * 24 * 60 }),
          fc
            .tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom(59, 60, 61, 119, 120, 121, 179, 180, 181))
            .map(([d, m]) => d * 1440 + m),
        ),
        dailyRateCents: fc.integer({ min: 0, max: 200_000 }),
        allowancePerDay: fc.option(fc.integer({ min: 0, max: 1_000 })),
        excessMileCents: fc.integer({ min: 0, max: 500 }),
        chargeDays: fc.integer({ min: 1, max: 60 }),
        outMiles: fc.integer({ min: 0, max: 500_000 }),
        driven: fc.integer({ min: 0, max: 20_000 }),
        capacityGallons: fc.integer({ min: 1, max: 300 }),
        outEighths: fc.integer({ min: 0, max: 8 }),
        inEighths: fc.integer({ min: 0, max: 8 }),
        priceCentsPerGallon: fc.integer({ min: 0, max: 2_000 }),
        refuelServiceCents: fc.integer({ min: 0, max: 10_000 }),
        damageCents: fc.integer({ min: 0, max: 1_000_000 }),
      })
      .map(
        (r): ReturnInput => ({
          bookedReturnAt: booked,
          returnedAt: booked + r.lateMinutes * 60_000,
          dailyRateCents: r.dailyRateCents,
          damageCents: r.damageCents,
          mileage: {
            allowancePerDay: r.allowancePerDay,
            excessMileCents: r.excessMileCents,
            chargeDays: r.chargeDays,
            outMiles: r.outMiles,
            inMiles: r.outMiles + r.driven,
          },
          fuel: {
            capacityGallons: r.capacityGallons,
            outEighths: r.outEighths,
            inEighths: r.inEighths,
            priceCentsPerGallon: r.priceCentsPerGallon,
            refuelServiceCents: r.refuelServiceCents,
          },
        }),
      );
    fc.assert(
      fc.property(input, (i) => {
        const charges = returnCharges(i);
        expect(charges.totalCents).toBe(oracle(i));
        const parts = [
          charges.lateCents,
          charges.excessMileageCents,
          charges.fuelCents,
          charges.refuelServiceCents,
        ];
        expect(parts.reduce((a, b) => a + b, charges.damageCents)).toBe(charges.totalCents);
      }),
      { numRuns: 2000 },
    );
  });
});
