import { describe, expect, it } from 'vitest';
import { testPromo, testSeason } from '../test/price-book.ts';
import { locationChargeSchema, promoCodeSchema, seasonSchema } from './price-book.schema.ts';

describe('the price book’s shapes', () => {
  const season = testSeason({ endDate: '2027-08-31' });

  it('refuses a season that ends before it starts, on the end date', () => {
    const result = seasonSchema.safeParse({ ...season, endDate: '2027-05-31' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
    expect(seasonSchema.safeParse(season).success).toBe(true);
  });

  it('keeps percentages to 4 decimals and asks a percent charge for its rate', () => {
    const tax = {
      code: 'sales-tax',
      label: 'Sales tax',
      locationId: 'denver',
      basis: 'percent',
      ratePercent: 8.8125,
      amountCents: null,
      appliesTo: ['base'],
      taxable: false,
    };
    expect(locationChargeSchema.safeParse(tax).success).toBe(true);
    expect(locationChargeSchema.safeParse({ ...tax, ratePercent: 8.81255 }).success).toBe(false);
    expect(locationChargeSchema.safeParse({ ...tax, ratePercent: null }).success).toBe(false);
    expect(locationChargeSchema.safeParse({ ...tax, basis: 'per-day', amountCents: 200 }).success).toBe(true);
  });

  it('reads a promo code in any case as upper case', () => {
    const promo = promoCodeSchema.parse(testPromo({ code: ' group10 ' }));
    expect(promo.code).toBe('GROUP10');
  });
});
