import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PriceLineUnit, priceLineUnits } from '../contracts/pricing-breakdown.schema.ts';
import { lineLabelText, lineQuantityText } from './price-line-quantity.ts';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('what a priced line multiplies, in words', () => {
  it('names vehicles, days and drivers, so "2 ×" is never a guess', () => {
    const at = (quantity: number, per?: PriceLineUnit) =>
      lineQuantityText({ quantity, unitCents: 55_800, ...(per ? { per } : {}) }, 3, money);
    expect(at(2, 'vehicle')).toBe('2 vehicles × $558.00');
    expect(at(6, 'vehicle-day')).toBe('2 vehicles × 3 days × $558.00');
    expect(at(3, 'vehicle-day')).toBe('3 days × $558.00');
    expect(at(12, 'driver-day')).toBe('4 drivers × 3 days × $558.00');
    expect(at(9, 'item-day')).toBe('3 × 3 days × $558.00');
    expect(at(4, 'item')).toBe('4 × $558.00');
    // Stored before the unit was recorded: as it always read.
    expect(at(2)).toBe('2 × $558.00');
    expect(at(1, 'vehicle')).toBeUndefined();
    expect(
      lineLabelText({ label: '15 Passenger Van', quantity: 2, unitCents: 55_800, per: 'vehicle' }, 2, money),
    ).toBe('15 Passenger Van (2 vehicles × $558.00)');
  });

  it('states factors that multiply back to the quantity, whatever the line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.option(fc.constantFrom(...priceLineUnits), { nil: undefined }),
        fc.integer({ min: 0, max: 1_000_00 }),
        (quantity, chargeDays, per, unitCents) => {
          const text = lineQuantityText({ quantity, unitCents, ...(per ? { per } : {}) }, chargeDays, money);
          if (quantity === 1) return text === undefined;
          const factors = text!.split(' × ');
          // The last factor is the unit price; the others are whole numbers with their words.
          expect(factors.at(-1)).toBe(money(unitCents));
          const product = factors.slice(0, -1).reduce((p, f) => p * Number(f.split(' ')[0]), 1);
          return product === quantity;
        },
      ),
    );
  });
});
