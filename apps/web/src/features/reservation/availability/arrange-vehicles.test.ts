import { describe, expect, it } from 'vitest';
import { testBreakdown, testVehicle } from '../../../test/flow-fixtures';
import { arrangeVehicles, isBookable, maxQuantity, quantityFor } from './arrange-vehicles';

const priced = (cents: number) => testBreakdown({ unitSubtotalCents: cents, subtotalCents: cents });
const minivan = testVehicle({
  id: 'minivan',
  name: 'Minivan',
  category: 'minivan',
  passengers: 7,
  pricingBreakdown: priced(17800),
});
const van = testVehicle({
  id: 'van',
  name: '15 Passenger Van',
  passengers: 15,
  pricingBreakdown: priced(35800),
});
const bus = testVehicle({
  id: 'bus',
  name: '44 Passenger Bus',
  category: 'bus',
  passengers: 44,
  eligible: false,
  ineligibleCode: 'cdl_required',
  pricingBreakdown: priced(129800),
});
const soldOut = testVehicle({
  id: 'suv',
  name: 'SUV',
  category: 'suv',
  passengers: 8,
  availableUnits: 0,
  pricingBreakdown: priced(100),
});
const all = [bus, van, soldOut, minivan];

describe('arrangeVehicles', () => {
  it('sorts by price, lowest first, with what can be booked before what cannot', () => {
    expect(arrangeVehicles(all, 'all', 'price').map((v) => v.id)).toEqual(['minivan', 'van', 'suv', 'bus']);
  });

  it('sorts by capacity, most seats first', () => {
    expect(arrangeVehicles(all, 'all', 'capacity').map((v) => v.id)).toEqual([
      'van',
      'minivan',
      'bus',
      'suv',
    ]);
  });

  it('filters by vehicle type', () => {
    expect(arrangeVehicles(all, 'bus', 'price').map((v) => v.id)).toEqual(['bus']);
    expect(arrangeVehicles(all, 'truck', 'price')).toEqual([]);
  });

  it('knows what can be booked and how many', () => {
    expect([van, bus, soldOut].map(isBookable)).toEqual([true, false, false]);
    expect(maxQuantity(van)).toBe(3);
    expect(maxQuantity(testVehicle({ availableUnits: 40 }))).toBe(10);
    expect(maxQuantity(soldOut)).toBe(0);
  });
});

describe('quantityFor', () => {
  it('starts a card at the number that seats the group, when that many are free', () => {
    expect(quantityFor(van, 40)).toBe(3);
    expect(quantityFor(van, 12)).toBe(1);
    expect(quantityFor(van, null)).toBe(1);
  });

  it('starts at one when the group does not fit in what is free, or the class carries no group', () => {
    expect(quantityFor(minivan, 40)).toBe(1);
    expect(quantityFor(testVehicle({ category: 'cargo', passengers: 3 }), 6)).toBe(1);
  });
});
