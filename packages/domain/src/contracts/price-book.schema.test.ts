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

  describe('a promo code', () => {
    /** The fields a promo code is refused on, each once. */
    const refusedOn = (promo: object) => {
      const result = promoCodeSchema.safeParse(promo);
      expect(result.success).toBe(false);
      return [...new Set(result.error?.issues.map((issue) => issue.path.join('.')))];
    };
    const tenDollars = testPromo({ kind: 'amount', percentOff: null, amountOffCents: 1_000 });

    it('takes a percent off, or an amount off', () => {
      expect(promoCodeSchema.safeParse(testPromo()).success).toBe(true);
      expect(promoCodeSchema.safeParse(tenDollars).success).toBe(true);
    });

    it('asks a percent-off code for its percent, and no amount', () => {
      expect(refusedOn(testPromo({ percentOff: null }))).toEqual(['percentOff']);
      expect(refusedOn(testPromo({ amountOffCents: 1_000 }))).toEqual(['amountOffCents']);
      expect(refusedOn(testPromo({ percentOff: null, amountOffCents: 1_000 })).sort()).toEqual([
        'amountOffCents',
        'percentOff',
      ]);
      const result = promoCodeSchema.safeParse(testPromo({ percentOff: null }));
      expect(result.error?.issues[0]?.message).toMatch(/percent off/);
    });

    it('asks an amount-off code for its amount, and no percent', () => {
      expect(refusedOn({ ...tenDollars, amountOffCents: null })).toEqual(['amountOffCents']);
      expect(refusedOn({ ...tenDollars, percentOff: 10 })).toEqual(['percentOff']);
    });

    it('refuses a last pickup date before the first, on the last', () => {
      const june = testPromo({ validFrom: '2027-06-01', validTo: '2027-06-30' });
      expect(promoCodeSchema.safeParse(june).success).toBe(true);
      expect(promoCodeSchema.safeParse({ ...june, validTo: '2027-06-01' }).success).toBe(true);
      expect(refusedOn({ ...june, validTo: '2027-05-31' })).toEqual(['validTo']);
      expect(promoCodeSchema.safeParse({ ...june, validTo: null }).success).toBe(true);
      expect(promoCodeSchema.safeParse({ ...june, validFrom: null, validTo: '2020-01-01' }).success).toBe(
        true,
      );
    });
  });
});
