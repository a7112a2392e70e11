import { describe, expect, it } from 'vitest';
import type { Extra } from '../contracts/price-book.schema.ts';
import { testSalesTax, testVan } from '../test/price-book.ts';
import { priceLineChanges } from './price-changes.ts';
import { priceReservation, type ReservationToPrice } from './reservation-price.ts';
import type { PriceBook, PricedClass, TripChoices } from './total-price.ts';

const DAY = 86_400_000;
const PICKUP = Date.UTC(2027, 5, 28, 15, 0); // Monday 28 June 2027, 09:00 in Denver

const van = testVan();
const minivan: PricedClass = { ...van, id: 'minivan', name: 'Minivan', dailyRateCents: 9_000 };
const cooler: Extra = {
  id: 'cooler',
  label: 'Cooler',
  description: '',
  charge: 'per-day',
  priceCents: 1_000,
  capCents: null,
  maxQuantity: 3,
  stocked: false,
  taxable: true,
  active: true,
};
const salesTax = testSalesTax({ ratePercent: 10 });
const book: PriceBook = {
  seasons: [],
  blackouts: [],
  extras: [cooler],
  protection: [
    {
      id: 'cdw',
      label: 'Collision damage waiver',
      description: '',
      perDayCents: 3_000,
      taxable: true,
      active: true,
    },
  ],
  locationCharges: [salesTax],
  additionalDriverPerDayCents: 0,
};

function price(days: number, lines: ReservationToPrice['lines'], choices: TripChoices = {}) {
  const returnAt = PICKUP + days * DAY;
  return priceReservation(
    {
      rentalType: 'daily',
      pickupAt: PICKUP,
      returnAt,
      pickupDate: '2027-06-28',
      returnDate: new Date(returnAt).toISOString().slice(0, 10),
      locationId: 'denver',
      renterAge: 30,
      lines,
    },
    book,
    choices,
  );
}

describe('priceLineChanges', () => {
  const choices: TripChoices = { protection: ['cdw'], extras: [{ id: 'cooler', quantity: 1 }] };

  it('lists every line a day longer alters, before and after, and nothing that stays the same', () => {
    const before = price(2, [{ vehicle: van, quantity: 2 }], choices);
    const after = price(3, [{ vehicle: van, quantity: 2 }], choices);
    expect(priceLineChanges(before, after)).toEqual([
      { label: '15 Passenger Van', beforeCents: 2 * 40_000, afterCents: 2 * 60_000 },
      {
        label: '15 Passenger Van: Collision damage waiver',
        beforeCents: 4 * 3_000,
        afterCents: 6 * 3_000,
      },
      { label: 'Cooler, 3 days', beforeCents: 2_000, afterCents: 3_000 },
      { label: 'Sales tax', beforeCents: 9_400, afterCents: 14_100 },
    ]);
  });

  it('names a class added with before 0 and one removed with after 0', () => {
    const before = price(2, [{ vehicle: van, quantity: 1 }]);
    const after = price(2, [{ vehicle: minivan, quantity: 1 }]);
    expect(priceLineChanges(before, after)).toEqual([
      { label: 'Minivan', beforeCents: 0, afterCents: 18_000 },
      { label: 'Sales tax', beforeCents: 4_000, afterCents: 1_800 },
      { label: '15 Passenger Van', beforeCents: 40_000, afterCents: 0 },
    ]);
  });

  it('is empty when nothing priced changes, and its lines always add up to the difference of the totals', () => {
    const before = price(2, [{ vehicle: van, quantity: 1 }], choices);
    expect(priceLineChanges(before, before)).toEqual([]);
    const after = price(
      4,
      [
        { vehicle: van, quantity: 1 },
        { vehicle: minivan, quantity: 2 },
      ],
      {},
    );
    const changes = priceLineChanges(before, after);
    const added = changes.reduce((sum, c) => sum + c.afterCents - c.beforeCents, 0);
    expect(added).toBe(after.totalCents - before.totalCents);
  });
});
