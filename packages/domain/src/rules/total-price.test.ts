import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Blackout, Extra, LocationCharge } from '../contracts/price-book.schema.ts';
import { testPromo, testSalesTax, testSeason, testVan } from '../test/price-book.ts';
import { checkEligibility } from './eligibility.ts';
import {
  chargeTrip,
  type PriceBook,
  percentOf,
  priceTrip,
  promoProblem,
  renterAgeStep,
  type TripToPrice,
  tripRestriction,
} from './total-price.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PICKUP = Date.UTC(2027, 5, 28, 15, 0); // Monday 28 June 2027, 09:00 in Denver

const van = testVan();

const gps: Extra = {
  id: 'gps',
  label: 'GPS navigator',
  description: '',
  charge: 'per-day',
  priceCents: 1_500,
  capCents: 7_500,
  maxQuantity: 3,
  stocked: false,
  taxable: true,
  active: true,
};
const trailer: Extra = {
  ...gps,
  id: 'luggage-trailer',
  label: 'Luggage trailer',
  charge: 'per-rental',
  priceCents: 9_900,
  capCents: null,
  stocked: true,
};
const salesTax = testSalesTax();
const book: PriceBook = {
  seasons: [],
  blackouts: [],
  extras: [gps, trailer],
  protection: [
    {
      id: 'cdw',
      label: 'Collision damage waiver',
      description: '',
      perDayCents: 2_999,
      taxable: false,
      active: true,
    },
  ],
  locationCharges: [salesTax],
  additionalDriverPerDayCents: 1_000,
};

function trip(durationMs: number, overrides: Partial<TripToPrice> = {}): TripToPrice {
  const returnAt = PICKUP + durationMs;
  return {
    rentalType: 'daily',
    pickupAt: PICKUP,
    returnAt,
    pickupDate: '2027-06-28',
    returnDate: new Date(returnAt - 6 * HOUR).toISOString().slice(0, 10),
    locationId: 'denver',
    renterAge: 30,
    vehicle: van,
    quantity: 1,
    ...overrides,
  };
}

describe('priceTrip: the named cases', () => {
  it('stops a per-day extra at its cap per rental', () => {
    const priced = priceTrip(trip(7 * DAY), book, { extras: [{ id: 'gps', quantity: 2 }] });
    const line = priced.lines.find((l) => l.kind === 'extra')!;
    // 7 days × $15 = $105 each, capped at $75: 2 × $75.
    expect(line).toMatchObject({ code: 'gps', quantity: 2, unitCents: 7_500, amountCents: 15_000 });
    expect(line.label).toContain('capped');
  });

  it('never takes more off than the vehicles cost, and never off taxes', () => {
    const promo = testPromo({
      code: 'BIG',
      label: 'Big discount',
      kind: 'amount',
      percentOff: null,
      amountOffCents: 1_000_000,
    });
    const priced = priceTrip(trip(2 * DAY), book, {
      promo,
      extras: [{ id: 'luggage-trailer', quantity: 1 }],
    });
    expect(priced.lines.find((l) => l.kind === 'discount')?.amountCents).toBe(-40_000);
    // Sales tax is left on the trailer only: 8.81 % of $99 = $8.7219 → $8.72.
    expect(priced.taxes[0]).toMatchObject({ baseCents: 9_900, amountCents: 872 });
    expect(priced.totalCents).toBe(9_900 + 872);
    expect(priced.promo).toEqual({ code: 'BIG', applied: true });
  });

  it('leaves a tax-exempt line out of the tax base', () => {
    const priced = priceTrip(trip(3 * DAY), book, { protection: ['cdw'] });
    expect(priced.lines.map((l) => [l.kind, l.amountCents, l.taxable])).toEqual([
      ['base', 60_000, true],
      ['protection', 8_997, false],
    ]);
    // 8.81 % of $600 = $52.86; the waiver is not taxed.
    expect(priced.taxes).toEqual([
      { code: 'sales-tax', label: 'Sales tax', rate: 8.81, baseCents: 60_000, amountCents: 5_286 },
    ]);
    expect(priced.totalCents).toBe(60_000 + 8_997 + 5_286);
  });

  it('waives the exemptible sales tax with a certificate and keeps every other tax and fee', () => {
    const rentalTax: LocationCharge = {
      ...salesTax,
      code: 'rental-tax',
      label: 'Rental tax',
      ratePercent: 5,
      appliesTo: ['base'],
      exemptible: false,
    };
    const roadFee: LocationCharge = {
      ...salesTax,
      code: 'road-safety',
      label: 'Road safety fee',
      basis: 'per-day',
      ratePercent: null,
      amountCents: 200,
      appliesTo: [],
      taxable: true,
      exemptible: false,
    };
    const taxed = { ...book, locationCharges: [salesTax, rentalTax, roadFee] };
    const exemption = { state: 'CO', certificateNumber: 'CO-98765' };
    const priced = priceTrip(trip(2 * DAY), taxed, { taxExemption: exemption });
    // $400 of van + 2 days × $2 fee: the sales tax is listed with its base, at $0; the rental tax stays.
    expect(priced.taxes).toEqual([
      { code: 'sales-tax', label: 'Sales tax', rate: 8.81, baseCents: 40_400, amountCents: 0, exemption },
      { code: 'rental-tax', label: 'Rental tax', rate: 5, baseCents: 40_000, amountCents: 2_000 },
    ]);
    expect(priced.totalCents).toBe(40_400 + 2_000);
    const without = priceTrip(trip(2 * DAY), taxed);
    // 8.81 % of $404 = $35.5924 → $35.59.
    expect(without.totalCents - priced.totalCents).toBe(3_559);
  });

  it('rounds each tax once on the sum of its lines, not per line', () => {
    const halfCent: LocationCharge = { ...salesTax, ratePercent: 0.5 };
    // Two lines of $0.01 at 0.5 %: per line 0.005 → 0.01 each; on the sum 0.01.
    const cheap = {
      ...book,
      locationCharges: [halfCent],
      extras: [
        { ...trailer, priceCents: 1, maxQuantity: 3 },
        { ...gps, id: 'seat', charge: 'per-rental' as const, priceCents: 1 },
      ],
    };
    const priced = priceTrip(trip(DAY, { vehicle: { ...van, dailyRateCents: 0 } }), cheap, {
      extras: [
        { id: 'luggage-trailer', quantity: 1 },
        { id: 'seat', quantity: 1 },
      ],
    });
    expect(priced.taxes[0]).toMatchObject({ baseCents: 2, amountCents: 0 });
  });

  it('prices a rental that starts in one season and ends in the next at the pickup season’s rates', () => {
    const summer = testSeason();
    const july = testSeason({
      id: 'july-2027',
      label: 'July 2027',
      startDate: '2027-07-01',
      endDate: '2027-07-31',
      dailyRateCents: 30_000,
    });
    const priced = priceTrip(trip(4 * DAY), { ...book, seasons: [july, summer] });
    expect(priced.lines[0]).toMatchObject({ kind: 'season', code: 'summer-2027', amountCents: 4 * 25_000 });
    expect(priced.dailyRateCents).toBe(25_000);
    expect(priced.subtotalCents).toBe(100_000);
  });

  it('refuses a rental with a blackout day inside it, with the reason', () => {
    const closed: Blackout = {
      id: 'independence-day',
      reason: 'Closed on Independence Day (July 4): no rental may include it.',
      startDate: '2027-07-04',
      endDate: '2027-07-04',
      scope: 'rental',
      classId: null,
      locationId: 'denver',
    };
    const withBlackout = { ...book, blackouts: [closed] };
    expect(tripRestriction(trip(8 * DAY), withBlackout)).toEqual({ code: 'blackout', reason: closed.reason });
    expect(tripRestriction(trip(2 * DAY), withBlackout)).toBeNull();
    expect(tripRestriction(trip(8 * DAY, { locationId: 'atlanta' }), withBlackout)).toBeNull();
    // A pickup-only blackout does not stop a rental that merely runs through it.
    expect(
      tripRestriction(trip(8 * DAY), { ...book, blackouts: [{ ...closed, scope: 'pickup' }] }),
    ).toBeNull();
  });

  it('refuses a rental shorter than its season’s minimum', () => {
    const holiday = testSeason({
      id: 'july-4-weekend',
      label: 'the July 4 weekend',
      startDate: '2027-06-28',
      endDate: '2027-07-05',
      locationId: 'denver',
      minRentalDays: 3,
    });
    const seasons = { ...book, seasons: [holiday] };
    expect(tripRestriction(trip(2 * DAY), seasons)).toEqual({
      code: 'minimum_length',
      reason: 'For pickups during the July 4 weekend the shortest rental is 3 days.',
    });
    expect(tripRestriction(trip(2 * DAY + 61 * 60_000), seasons)).toBeNull();
  });

  it('counts a leftover of 61 minutes as a day for a per-day extra, 60 minutes not', () => {
    const over = priceTrip(trip(2 * DAY + 61 * 60_000), book, { extras: [{ id: 'gps', quantity: 1 }] });
    expect(over.chargeDays).toBe(3);
    expect(over.partialDayCharge).toBe('one-third');
    expect(over.lines.find((l) => l.kind === 'extra')).toMatchObject({ quantity: 3, unitCents: 1_500 });
    const within = priceTrip(trip(2 * DAY + 60 * 60_000), book, { extras: [{ id: 'gps', quantity: 1 }] });
    expect(within.chargeDays).toBe(2);
    expect(within.lines.find((l) => l.kind === 'extra')).toMatchObject({ quantity: 2, amountCents: 3_000 });
  });
});

describe('priceTrip: surcharges, drivers, mileage, deposit', () => {
  it('adds the young-renter surcharge only where the class admits renters under 25', () => {
    const minivan = { ...van, id: 'minivan', name: 'Minivan', minAge: 21 };
    const young = priceTrip(trip(2 * DAY, { vehicle: minivan, renterAge: 22, quantity: 2 }), book);
    expect(young.lines[1]).toMatchObject({
      kind: 'surcharge',
      quantity: 4,
      unitCents: 2_500,
      amountCents: 10_000,
    });
    expect(priceTrip(trip(2 * DAY, { vehicle: minivan, renterAge: 25 }), book).lines).toHaveLength(1);
  });

  it('gives two ages of the same step the same eligibility and price for every class, and ages on either side of a threshold other steps', () => {
    const classArb = fc.record({
      minAge: fc.integer({ min: 18, max: 30 }),
      youngRenterPerDayCents: fc.constantFrom(0, 2_500),
    });
    fc.assert(
      fc.property(
        fc.array(classArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 18, max: 99 }),
        fc.integer({ min: 18, max: 99 }),
        (shapes, a, b) => {
          const classes = shapes.map((c, i) => ({ ...van, id: `class-${i}`, ...c }));
          // The oracle: everything an answer shows of the age, class by class.
          const seen = (age: number) =>
            classes.map((vehicle) => [
              checkEligibility({ ...vehicle, requiresCdl: false }, age).eligible,
              priceTrip(trip(2 * DAY, { vehicle, renterAge: age }), book).totalCents,
            ]);
          const same = JSON.stringify(seen(a)) === JSON.stringify(seen(b));
          if (renterAgeStep(a, classes) === renterAgeStep(b, classes)) expect(same).toBe(true);
          // A step apart only where a threshold lies between them.
          const between = [25, ...classes.map((c) => c.minAge)].some(
            (t) => Math.min(a, b) < t && t <= Math.max(a, b),
          );
          expect(renterAgeStep(a, classes) !== renterAgeStep(b, classes)).toBe(between);
        },
      ),
    );
  });

  it('charges additional drivers per day and shows, but does not charge, the excess mileage estimate', () => {
    const priced = priceTrip(trip(2 * DAY, { quantity: 2 }), book, {
      additionalDrivers: 2,
      estimatedMiles: 500,
    });
    expect(priced.lines.find((l) => l.kind === 'driver')).toMatchObject({ quantity: 4, amountCents: 4_000 });
    // 500 mi − 2 days × 150 mi = 200 mi × $0.35 × 2 vans.
    expect(priced.excessMileageEstimateCents).toBe(14_000);
    expect(priced.lines.some((l) => l.kind === 'mileage')).toBe(false);
    expect(priced.depositCents).toBe(100_000);
    expect(priced.dueAtPickupCents).toBe(priced.totalCents);
  });

  it('says why a promo code gives nothing instead of failing', () => {
    const promo = testPromo({ code: 'LONG', label: 'Long rentals', minDays: 5 });
    const priced = priceTrip(trip(2 * DAY), book, { promo });
    expect(priced.promo).toEqual({
      code: 'LONG',
      applied: false,
      reason: 'This promo code needs a rental of at least 5 days.',
    });
    expect(priced.lines.some((l) => l.kind === 'discount')).toBe(false);
  });

  it('refuses an extra that does not exist or too many of one, naming the field', () => {
    expect(() => priceTrip(trip(DAY), book, { extras: [{ id: 'jetpack', quantity: 1 }] })).toThrow(
      expect.objectContaining({ code: 'unknown_extra', fields: { extras: expect.any(String) } }),
    );
    expect(() => priceTrip(trip(DAY), book, { extras: [{ id: 'gps', quantity: 4 }] })).toThrow(
      expect.objectContaining({ code: 'invalid_extra_quantity' }),
    );
  });
});

describe('percentOf: a percent of an amount, rounded half-up once', () => {
  // Oracle: the quotient and remainder of amount × rate in ten-thousandths over a million, in integers of
  // any size, one cent more when the remainder is half a million or more.
  const oracle = (amount: number, tenThousandths: number) => {
    const product = BigInt(amount) * BigInt(tenThousandths);
    const rest = product % 1_000_000n;
    return Number(product / 1_000_000n + (rest * 2n >= 1_000_000n ? 1n : 0n));
  };

  it('is exact for every amount up to 2^53 and every rate from 0 to 100 % with 4 decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.nat({ max: 10_000_000_000 }), fc.maxSafeNat()),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, tenThousandths) => {
          expect(percentOf(amount, tenThousandths / 10_000)).toBe(oracle(amount, tenThousandths));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('prices a base past what a number multiplies exactly: 100 % of $90 trillion is itself, 6.25 % of it rounded', () => {
    const base = 9_000_000_000_000_000;
    expect(percentOf(base, 100)).toBe(base);
    expect(percentOf(base, 6.25)).toBe(562_500_000_000_000);
    expect(percentOf(Number.MAX_SAFE_INTEGER, 50)).toBe(4_503_599_627_370_496);
  });
});

describe('priceTrip: the edges', () => {
  const closed: Blackout = {
    id: 'closed',
    reason: 'Closed.',
    startDate: '2027-06-28',
    endDate: '2027-06-28',
    scope: 'pickup',
    classId: null,
    locationId: null,
  };
  const restricted = (blackout: Partial<Blackout>, durationMs = 2 * DAY) =>
    tripRestriction(trip(durationMs), { ...book, blackouts: [{ ...closed, ...blackout }] });

  it('takes the location’s season before the one of every location', () => {
    const everywhere = testSeason();
    const denver = testSeason({
      id: 'denver-summer',
      label: 'Denver summer',
      locationId: 'denver',
      dailyRateCents: 27_000,
    });
    const priced = priceTrip(trip(2 * DAY), { ...book, seasons: [everywhere, denver] });
    expect(priced.lines[0]).toMatchObject({
      kind: 'season',
      code: 'denver-summer',
      label: '15 Passenger Van, Denver summer rates',
      amountCents: 54_000,
    });
  });

  it('prices a monthly rental by the month and counts a part day of it as a day for per-day charges', () => {
    // 15 Oct → 15 Nov 2027 in Denver: 31 days and the fall-back hour.
    const pickupAt = Date.UTC(2027, 9, 15, 15, 0);
    const returnAt = Date.UTC(2027, 10, 15, 16, 0);
    const monthly = (rentalMonths: number | null) =>
      priceTrip(
        trip(0, {
          rentalType: 'monthly',
          rentalMonths,
          pickupAt,
          returnAt,
          pickupDate: '2027-10-15',
          returnDate: '2027-11-15',
        }),
        book,
        { protection: ['cdw'] },
      );
    const priced = monthly(1);
    expect(priced.lines[0]).toMatchObject({ kind: 'base', amountCents: 400_000 });
    expect(priced.chargeDays).toBe(32);
    expect(priced.lines[1]).toMatchObject({ kind: 'protection', quantity: 32, amountCents: 32 * 2_999 });
    // A monthly trip without a number of months is one month.
    expect(monthly(null).lines[0]).toMatchObject({ amountCents: 400_000 });
  });

  it('stops only the class and location a blackout names; one naming none stops every trip', () => {
    expect(restricted({})).toEqual({ code: 'blackout', reason: 'Closed.' });
    expect(restricted({ classId: 'minivan' })).toBeNull();
    expect(restricted({ classId: van.id })).not.toBeNull();
    expect(restricted({ locationId: 'atlanta' })).toBeNull();
  });

  it('stops a pickup on a pickup blackout’s first or last day, not a pickup after it', () => {
    expect(restricted({ startDate: '2027-06-28', endDate: '2027-06-30' })).not.toBeNull();
    expect(restricted({ startDate: '2027-06-20', endDate: '2027-06-28' })).not.toBeNull();
    expect(restricted({ startDate: '2027-06-20', endDate: '2027-06-27' })).toBeNull();
  });

  it('stops a rental whose return or pickup day is a rental blackout’s edge, not one before it', () => {
    // trip(2 days): picked up 28 June, returned 30 June.
    expect(restricted({ scope: 'rental', startDate: '2027-06-30', endDate: '2027-07-02' })).not.toBeNull();
    expect(restricted({ scope: 'rental', startDate: '2027-06-20', endDate: '2027-06-28' })).not.toBeNull();
    expect(restricted({ scope: 'rental', startDate: '2027-06-20', endDate: '2027-06-27' })).toBeNull();
    expect(restricted({ scope: 'rental', startDate: '2027-07-01', endDate: '2027-07-02' })).toBeNull();
  });

  it('gives a promo code from its first pickup day to its last, for its classes, minimum days and uses', () => {
    const onPickup = { pickupDate: '2027-06-28', vehicle: van };
    expect(
      promoProblem(testPromo({ validFrom: '2027-06-28', validTo: '2027-06-28', minDays: 3 }), onPickup, 3),
    ).toBeNull();
    expect(promoProblem(testPromo({ validFrom: '2027-06-29' }), onPickup, 3)).toBe(
      'This promo code is valid for pickups from 2027-06-29.',
    );
    expect(promoProblem(testPromo({ validTo: '2027-06-27' }), onPickup, 3)).toBe(
      'This promo code was valid for pickups until 2027-06-27.',
    );
    expect(promoProblem(testPromo({ classIds: ['minivan'] }), onPickup, 3)).toBe(
      'This promo code does not apply to the 15 Passenger Van.',
    );
    expect(promoProblem(testPromo({ active: false }), onPickup, 3)).toBe(
      'This promo code is no longer offered.',
    );
    expect(promoProblem(testPromo({ usageLimit: 5 }), onPickup, 3, 4)).toBeNull();
    expect(promoProblem(testPromo({ usageLimit: 5 }), onPickup, 3, 5)).toBe(
      'This promo code has been used up.',
    );
  });

  it('takes a promo code off season rates, and lowers the base of a tax on season lines only', () => {
    const seasonTax: LocationCharge = {
      ...salesTax,
      code: 'season-tax',
      ratePercent: 10,
      appliesTo: ['season'],
    };
    const extrasTax: LocationCharge = {
      ...salesTax,
      code: 'extras-tax',
      ratePercent: 10,
      appliesTo: ['extra'],
    };
    const priced = priceTrip(
      trip(2 * DAY),
      { ...book, seasons: [testSeason()], locationCharges: [seasonTax, extrasTax] },
      { promo: testPromo(), extras: [{ id: 'luggage-trailer', quantity: 1 }] },
    );
    // 2 days × $250 = $500 of season rates, 10 % off.
    expect(priced.lines.find((l) => l.kind === 'discount')?.amountCents).toBe(-5_000);
    expect(priced.taxes.map((t) => [t.code, t.baseCents])).toEqual([
      ['season-tax', 45_000],
      ['extras-tax', 9_900],
    ]);
  });

  it('charges a per-day extra by the day up to exactly its cap, and names the days', () => {
    // 5 days × $15 = $75, the cap itself: still charged by the day.
    const atCap = priceTrip(trip(5 * DAY), book, { extras: [{ id: 'gps', quantity: 1 }] });
    expect(atCap.lines.find((l) => l.kind === 'extra')).toMatchObject({
      label: 'GPS navigator, 5 days',
      quantity: 5,
      unitCents: 1_500,
    });
    const oneDay = priceTrip(trip(DAY), book, { extras: [{ id: 'gps', quantity: 1 }] });
    expect(oneDay.lines.find((l) => l.kind === 'extra')?.label).toBe('GPS navigator, 1 day');
  });

  it('refuses none, a part of one or an unknown extra or protection, naming the field', () => {
    const refusal = (choices: Parameters<typeof priceTrip>[2]) => {
      try {
        priceTrip(trip(DAY), book, choices);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    for (const quantity of [0, 1.5]) {
      expect(refusal({ extras: [{ id: 'gps', quantity }] })).toMatchObject({
        code: 'invalid_extra_quantity',
        fields: { extras: 'Choose 1 to 3 of GPS navigator.' },
      });
    }
    expect(refusal({ extras: [{ id: 'jetpack', quantity: 1 }] })).toMatchObject({
      fields: { extras: 'Choose extras from the list.' },
    });
    expect(refusal({ protection: ['lifetime-warranty'] })).toMatchObject({
      code: 'unknown_protection',
      fields: { protection: 'Choose protection from the list.' },
    });
  });

  it('names the young-renter surcharge and the additional drivers, and adds no surcharge the class does not charge', () => {
    const minivan = { ...van, id: 'minivan', name: 'Minivan', minAge: 21 };
    const young = priceTrip(trip(DAY, { vehicle: minivan, renterAge: 22 }), book, { additionalDrivers: 1 });
    expect(young.lines.map((l) => [l.kind, l.code, l.label])).toEqual([
      ['base', 'minivan', 'Minivan'],
      ['surcharge', 'young-renter', 'Young renter surcharge (under 25)'],
      ['driver', 'additional-driver', 'Additional drivers'],
    ]);
    const free = priceTrip(
      trip(DAY, { vehicle: { ...minivan, youngRenterPerDayCents: 0 }, renterAge: 22 }),
      book,
    );
    expect(free.lines.map((l) => l.kind)).toEqual(['base']);
  });

  it('estimates no excess mileage for a class with unlimited miles', () => {
    const unlimited = { ...van, mileageAllowancePerDay: null };
    expect(
      priceTrip(trip(DAY, { vehicle: unlimited }), book, { estimatedMiles: 5_000 })
        .excessMileageEstimateCents,
    ).toBe(0);
  });

  it('refuses a price too large to compute exactly, and a trip of no vehicles', () => {
    const huge = { ...van, dailyRateCents: Number.MAX_SAFE_INTEGER - 1_000 };
    expect(() =>
      priceTrip(
        trip(DAY, { vehicle: huge }),
        { ...book, locationCharges: [] },
        {
          extras: [{ id: 'luggage-trailer', quantity: 1 }],
        },
      ),
    ).toThrow(expect.objectContaining({ code: 'invalid_rate' }));
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 200)).toThrow(
      expect.objectContaining({ code: 'invalid_rate' }),
    );
    expect(() => chargeTrip(trip(DAY), [], book, {})).toThrow(
      expect.objectContaining({ code: 'invalid_quantity' }),
    );
  });
});
