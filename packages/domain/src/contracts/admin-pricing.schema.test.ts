import { describe, expect, it } from 'vitest';
import {
  adminExtraSchema,
  maxStockLocations,
  pricingSettingsSchema,
  promoCodeParamsSchema,
} from './admin-pricing.schema.ts';

const trailer = {
  id: 'luggage-trailer',
  label: 'Luggage trailer',
  description: '',
  charge: 'per-rental',
  priceCents: 9_900,
  capCents: null,
  maxQuantity: 3,
  stocked: true,
  taxable: true,
  active: true,
};

describe('the back office’s price-book requests', () => {
  it('take an extra with its stock per location, none given meaning none changed', () => {
    expect(adminExtraSchema.parse(trailer).stock).toEqual({});
    expect(adminExtraSchema.parse({ ...trailer, stock: { denver: 2 } }).stock).toEqual({ denver: 2 });
  });

  it('refuse a stock that is negative, fractional, too large, or for too many locations, naming the location', () => {
    const bad = adminExtraSchema.safeParse({
      ...trailer,
      stock: { denver: -1, baltimore: 1.5, atlanta: 1001 },
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['stock.denver', 'Enter a whole number of items from 0 to 1000.'],
      ['stock.baltimore', 'Enter a whole number of items from 0 to 1000.'],
      ['stock.atlanta', 'Enter a whole number of items from 0 to 1000.'],
    ]);
    const many = Object.fromEntries(Array.from({ length: maxStockLocations + 1 }, (_, i) => [`l${i}`, 1]));
    expect(adminExtraSchema.safeParse({ ...trailer, stock: many }).success).toBe(false);
  });

  it('read a promo code in the path in any case, and the driver fee in whole cents', () => {
    expect(promoCodeParamsSchema.parse({ code: 'group10' })).toEqual({ code: 'GROUP10' });
    expect(pricingSettingsSchema.safeParse({ additionalDriverPerDayCents: 12.5 }).success).toBe(false);
    expect(pricingSettingsSchema.parse({ additionalDriverPerDayCents: 1_500 })).toEqual({
      additionalDriverPerDayCents: 1_500,
    });
  });
});
