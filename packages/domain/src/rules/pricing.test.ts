import { describe, expect, it } from 'vitest';
import { fleetSeed } from '../content/fleet.ts';
import {
  type PricingBreakdown,
  PricingError,
  priceMonthlyRental,
  priceRental,
  type RentalRates,
} from './pricing.ts';
import { localToInstant } from './time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PICKUP = Date.UTC(2026, 6, 6, 13, 0); // 2026-07-06 09:00 in New York

// 15 Passenger Van: $179.00 a day, $1,074.00 a week.
const van = fleetSeed.find((c) => c.id === '15-passenger-van')!;
const vanRates: RentalRates = van;

function price(durationMs: number, rates: RentalRates = vanRates, quantity = 1): PricingBreakdown {
  return priceRental({ pickupAt: PICKUP, returnAt: PICKUP + durationMs, rates, quantity });
}

describe('priceRental named cases (15 Passenger Van: daily 17900, weekly 107400)', () => {
  it('exactly 24 h: one full day, no leftover → 17900', () => {
    expect(price(DAY)).toMatchObject({
      totalHours: 24,
      fullDays: 1,
      leftoverHours: 0,
      partialDayCents: 0,
      weeks: 0,
      extraDays: 1,
      baseCents: 17900,
      subtotalCents: 17900,
      displayDays: 1,
      effectiveDailyRateCents: 17900,
      currency: 'USD',
    });
  });

  it('1 h: "1 hour or less" is free → 0 (display days 1)', () => {
    expect(price(HOUR)).toMatchObject({
      fullDays: 0,
      partialDayCharge: 'none',
      subtotalCents: 0,
      displayDays: 1,
      effectiveDailyRateCents: 0,
    });
  });

  it('61 min: over 1 h → one third, 17900 / 3 = 5966.67 → 5967', () => {
    expect(price(61 * MINUTE)).toMatchObject({
      partialDayCharge: 'one-third',
      partialDayCents: 5967,
      subtotalCents: 5967,
    });
  });

  it('90 min: a fractional leftover is "over 1 and up to 2 hours" → 5967', () => {
    expect(price(90 * MINUTE)).toMatchObject({ leftoverHours: 1.5, partialDayCents: 5967 });
  });

  it('2 h exactly: still "up to 2 hours" → one third 5967', () => {
    expect(price(2 * HOUR)).toMatchObject({ partialDayCharge: 'one-third', partialDayCents: 5967 });
  });

  it('2 h 30: over 2 h → two thirds, 35800 / 3 = 11933.33 → 11933', () => {
    expect(price(2.5 * HOUR)).toMatchObject({ partialDayCharge: 'two-thirds', partialDayCents: 11933 });
  });

  it('3 h exactly: "up to 3 hours" → two thirds 11933', () => {
    expect(price(3 * HOUR)).toMatchObject({ partialDayCharge: 'two-thirds', subtotalCents: 11933 });
  });

  it('3 h 01: over 3 h → one full daily rate 17900', () => {
    expect(price(3 * HOUR + MINUTE)).toMatchObject({ partialDayCharge: 'full-day', subtotalCents: 17900 });
  });

  it('6 days 23 h: 6 × 17900 = 107400 + full-day leftover 17900 = 125300; no weekly rate (6 full days)', () => {
    expect(price(6 * DAY + 23 * HOUR)).toMatchObject({
      fullDays: 6,
      weeks: 0,
      extraDays: 6,
      weeklyRateApplied: false,
      baseCents: 107400,
      partialDayCents: 17900,
      subtotalCents: 125300,
      displayDays: 7, // ceil(167 / 24)
      effectiveDailyRateCents: 17900, // 125300 / 7
    });
  });

  it('7 days: one week at 107400; effective 107400 / 7 = 15342.86 → 15343', () => {
    expect(price(7 * DAY)).toMatchObject({
      fullDays: 7,
      weeks: 1,
      extraDays: 0,
      weeklyRateApplied: true,
      subtotalCents: 107400,
      displayDays: 7,
      effectiveDailyRateCents: 15343,
    });
  });

  it('13 days 5 h: 1 week 107400 + 6 × 17900 = 214800, + 5 h leftover 17900 = 232700', () => {
    expect(price(13 * DAY + 5 * HOUR)).toMatchObject({
      fullDays: 13,
      weeks: 1,
      extraDays: 6,
      baseCents: 214800,
      partialDayCents: 17900,
      subtotalCents: 232700,
      displayDays: 14, // ceil(317 / 24)
      effectiveDailyRateCents: 16621, // 232700 / 14 = 16621.43
    });
  });

  it('15 days 2 h: 2 weeks 214800 + 1 × 17900 = 232700, + 2 h one third 5967 = 238667', () => {
    expect(price(15 * DAY + 2 * HOUR)).toMatchObject({
      fullDays: 15,
      weeks: 2,
      extraDays: 1,
      baseCents: 232700,
      partialDayCents: 5967,
      subtotalCents: 238667,
      displayDays: 16, // ceil(362 / 24)
      effectiveDailyRateCents: 14917, // 238667 / 16 = 14916.69
    });
  });

  it('7 full days without a weekly rate: 7 × daily', () => {
    expect(price(7 * DAY, { ...vanRates, weeklyRateCents: 0 })).toMatchObject({
      weeks: 0,
      extraDays: 7,
      weeklyRateApplied: false,
      subtotalCents: 125300,
    });
  });

  it('rounds the effective daily rate half-up: 17901 over 2 display days = 8950.5 → 8951', () => {
    // 1 day 1 h: one full day, the 1 h leftover is free; display days ceil(25 / 24) = 2.
    expect(price(DAY + HOUR, { ...vanRates, dailyRateCents: 17901 })).toMatchObject({
      subtotalCents: 17901,
      displayDays: 2,
      effectiveDailyRateCents: 8951,
    });
  });

  it('multiplies the subtotal by the quantity; the effective rate covers the subtotal (Part B §5)', () => {
    expect(price(2 * DAY + 90 * MINUTE, vanRates, 3)).toMatchObject({
      unitSubtotalCents: 41767, // 2 × 17900 + 5967
      quantity: 3,
      subtotalCents: 125301,
      displayDays: 3,
      effectiveDailyRateCents: 41767, // 125301 / 3
      unitEffectiveDailyRateCents: 13922, // 41767 / 3 = 13922.33
    });
  });
});

describe('priceRental across US daylight-saving changes (America/New_York)', () => {
  const NY = 'America/New_York';
  const at = (date: string, time: string) => localToInstant(date, time, NY);

  it('spring forward: 7 Mar 10:00 → 9 Mar 11:30 is 48.5 real hours, leftover 30 min free → 35800', () => {
    const result = priceRental({
      pickupAt: at('2026-03-07', '10:00'),
      returnAt: at('2026-03-09', '11:30'),
      rates: vanRates,
    });
    // By the calendar it would be 49.5 h with a 90-minute leftover charged one third.
    expect(result).toMatchObject({
      totalHours: 48.5,
      fullDays: 2,
      leftoverMinutes: 30,
      subtotalCents: 35800,
    });
  });

  it('spring forward: 7 Mar 10:00 → 8 Mar 10:00 is 23 h, charged as a full-day leftover → 17900', () => {
    const result = priceRental({
      pickupAt: at('2026-03-07', '10:00'),
      returnAt: at('2026-03-08', '10:00'),
      rates: vanRates,
    });
    expect(result).toMatchObject({
      totalHours: 23,
      fullDays: 0,
      partialDayCharge: 'full-day',
      subtotalCents: 17900,
    });
  });

  it('fall back: 31 Oct 10:00 → 2 Nov 11:00 is 50 real hours, leftover 2 h one third → 35800 + 5967 = 41767', () => {
    const result = priceRental({
      pickupAt: at('2026-10-31', '10:00'),
      returnAt: at('2026-11-02', '11:00'),
      rates: vanRates,
    });
    // By the calendar it would be 49 h with a free 1-hour leftover (35800).
    expect(result).toMatchObject({ totalHours: 50, fullDays: 2, leftoverMinutes: 120, subtotalCents: 41767 });
  });

  it('fall back: 31 Oct 10:00 → 1 Nov 10:00 is 25 h, leftover 1 h free → 17900, shown as 2 days', () => {
    const result = priceRental({
      pickupAt: at('2026-10-31', '10:00'),
      returnAt: at('2026-11-01', '10:00'),
      rates: vanRates,
    });
    expect(result).toMatchObject({
      totalHours: 25,
      subtotalCents: 17900,
      displayDays: 2,
      effectiveDailyRateCents: 8950,
    });
  });

  it('Phoenix keeps 24-hour days over the same weekend → exactly one day 17900', () => {
    const pickupAt = localToInstant('2026-03-07', '10:00', 'America/Phoenix');
    const returnAt = localToInstant('2026-03-08', '10:00', 'America/Phoenix');
    expect(priceRental({ pickupAt, returnAt, rates: vanRates })).toMatchObject({
      totalHours: 24,
      subtotalCents: 17900,
    });
  });
});

describe('priceRental input errors', () => {
  function code(fn: () => unknown): string | undefined {
    try {
      fn();
    } catch (error) {
      if (error instanceof PricingError) return error.code;
      throw error;
    }
    return undefined;
  }

  it('rejects a return that is not after the pickup, or less than a minute after', () => {
    expect(code(() => price(0))).toBe('return_not_after_pickup');
    expect(code(() => price(-HOUR))).toBe('return_not_after_pickup');
    expect(code(() => price(59_999))).toBe('return_not_after_pickup');
    expect(code(() => price(60_000))).toBeUndefined();
  });

  it('rejects invalid instants, negative or fractional rates and quantities below 1', () => {
    expect(code(() => priceRental({ pickupAt: new Date('nope'), returnAt: PICKUP, rates: vanRates }))).toBe(
      'invalid_instant',
    );
    expect(code(() => price(DAY, { ...vanRates, dailyRateCents: -1 }))).toBe('invalid_rate');
    expect(code(() => price(DAY, { ...vanRates, weeklyRateCents: 10.5 }))).toBe('invalid_rate');
    expect(code(() => price(DAY, vanRates, 0))).toBe('invalid_quantity');
    expect(code(() => price(DAY, vanRates, 1.5))).toBe('invalid_quantity');
  });

  it('names the offending field for the API', () => {
    try {
      price(0);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PricingError);
      expect((error as PricingError).fields).toHaveProperty('returnAt');
    }
  });
});

describe('priceMonthlyRental', () => {
  const NY = 'America/New_York';

  it('charges rentalMonths × monthly rate × quantity: 3 × 359900 × 2 = 2159400', () => {
    const result = priceMonthlyRental({
      pickupAt: localToInstant('2026-01-15', '09:00', NY),
      returnAt: localToInstant('2026-04-15', '09:00', NY),
      rentalMonths: 3,
      monthlyRateCents: van.monthlyRateCents,
      quantity: 2,
    });
    // 15 Jan → 15 Apr is 90 days less the spring-forward hour: 2159 h.
    expect(result).toMatchObject({
      rentalType: 'monthly',
      rentalMonths: 3,
      baseCents: 1079700,
      unitSubtotalCents: 1079700,
      subtotalCents: 2159400,
      totalHours: 2159,
      displayDays: 90,
      effectiveDailyRateCents: 23993, // 2159400 / 90 = 23993.33
      unitEffectiveDailyRateCents: 11997, // 1079700 / 90
      partialDayCents: 0,
      weeks: 0,
    });
  });

  it('rejects months outside 1–12', () => {
    for (const rentalMonths of [0, 13, 1.5]) {
      expect(() =>
        priceMonthlyRental({
          pickupAt: PICKUP,
          returnAt: PICKUP + 30 * DAY,
          rentalMonths,
          monthlyRateCents: 1,
        }),
      ).toThrow(PricingError);
    }
  });
});

describe('pricing: the edges', () => {
  function refusal(fn: () => unknown): PricingError | undefined {
    try {
      fn();
    } catch (error) {
      if (error instanceof PricingError) return error;
      throw error;
    }
    return undefined;
  }
  const monthly = (rentalMonths: number, rates: Partial<Parameters<typeof priceMonthlyRental>[0]> = {}) =>
    priceMonthlyRental({
      pickupAt: PICKUP,
      returnAt: PICKUP + 30 * DAY,
      rentalMonths,
      monthlyRateCents: 1,
      ...rates,
    });

  it('says a daily rental is daily', () => {
    expect(price(DAY).rentalType).toBe('daily');
  });

  it('names the field of each refusal for the API, and the rate in its message', () => {
    const invalid = new Date('nope');
    expect(
      refusal(() => priceRental({ pickupAt: invalid, returnAt: PICKUP, rates: vanRates }))?.fields,
    ).toEqual({
      pickupAt: 'Enter a valid date and time.',
    });
    expect(
      refusal(() => priceRental({ pickupAt: PICKUP, returnAt: invalid, rates: vanRates }))?.fields,
    ).toEqual({
      returnAt: 'Enter a valid date and time.',
    });
    expect(refusal(() => price(0))?.fields).toEqual({
      returnAt: 'Choose a return date and time after the pickup.',
    });
    expect(refusal(() => price(DAY, vanRates, 0))?.fields).toEqual({
      quantity: 'Choose at least one vehicle.',
    });
    expect(refusal(() => monthly(13))).toMatchObject({
      code: 'invalid_months',
      fields: { rentalMonths: 'Choose from 1 to 12 months.' },
    });
    for (const rate of ['dailyRateCents', 'weeklyRateCents', 'monthlyRateCents'] as const) {
      expect(refusal(() => price(DAY, { ...vanRates, [rate]: -1 }))?.message).toBe(
        `${rate} must be a whole number of cents, 0 or more.`,
      );
      expect(refusal(() => monthly(1, { [rate]: -1 }))?.message).toMatch(new RegExp(`^${rate} `));
    }
  });

  it('refuses a price too large to compute exactly', () => {
    expect(refusal(() => price(DAY, { ...vanRates, dailyRateCents: Number.MAX_SAFE_INTEGER }, 2))?.code).toBe(
      'invalid_rate',
    );
  });

  it('prices one month and twelve, and reports a monthly rental’s days without day rules', () => {
    expect(monthly(1).subtotalCents).toBe(1);
    expect(monthly(12).subtotalCents).toBe(12);
    // 30 days and 5 hours: the days are shown, no part-day charge or week is applied.
    const result = priceMonthlyRental({
      pickupAt: PICKUP,
      returnAt: PICKUP + 30 * DAY + 5 * HOUR,
      rentalMonths: 1,
      monthlyRateCents: 359_900,
      weeklyRateCents: 107_400,
    });
    expect(result).toMatchObject({
      fullDays: 30,
      leftoverMinutes: 300,
      leftoverHours: 5,
      partialDayCharge: 'none',
      weeklyRateApplied: false,
      subtotalCents: 359_900,
    });
  });
});
