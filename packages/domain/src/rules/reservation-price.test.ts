import { describe, expect, it } from 'vitest';
import { testVan } from '../test/price-book.ts';
import { PricingError } from './pricing.ts';
import { priceReservation, type ReservationToPrice } from './reservation-price.ts';
import type { PriceBook, PricedClass } from './total-price.ts';

const DAY = 86_400_000;
const PICKUP = Date.UTC(2027, 5, 28, 15, 0); // Monday 28 June 2027, 09:00 in Denver

const van = testVan();
const minivan: PricedClass = {
  ...van,
  id: 'minivan',
  name: 'Minivan',
  dailyRateCents: 9_000,
  depositCents: 30_000,
  mileageAllowancePerDay: 200,
  excessMileCents: 25,
};
const book: PriceBook = {
  seasons: [],
  blackouts: [],
  extras: [],
  protection: [],
  locationCharges: [],
  additionalDriverPerDayCents: 0,
};

function reservation(lines: ReservationToPrice['lines']): ReservationToPrice {
  return {
    rentalType: 'daily',
    pickupAt: PICKUP,
    returnAt: PICKUP + 2 * DAY,
    pickupDate: '2027-06-28',
    returnDate: '2027-06-30',
    locationId: 'denver',
    renterAge: 30,
    lines,
  };
}

describe('priceReservation', () => {
  const twoClasses = reservation([
    { vehicle: van, quantity: 2 },
    { vehicle: minivan, quantity: 1 },
  ]);

  it('holds each class’s deposit per vehicle and the sum of them', () => {
    const priced = priceReservation(twoClasses, book);
    expect(priced.vehicles.map((v) => [v.vehicleId, v.depositCents])).toEqual([
      ['15-passenger-van', 100_000],
      ['minivan', 30_000],
    ]);
    expect(priced.depositCents).toBe(130_000);
  });

  it('estimates the excess mileage of every vehicle only when the renter gives a distance', () => {
    expect(priceReservation(twoClasses, book)).not.toHaveProperty('excessMileageEstimateCents');
    // 500 mi each over 2 days: vans 200 mi over × $0.35 × 2, the minivan 100 mi over × $0.25.
    expect(priceReservation(twoClasses, book, { estimatedMiles: 500 }).excessMileageEstimateCents).toBe(
      14_000 + 2_500,
    );
  });

  it('refuses a reservation of no vehicles', () => {
    expect(() => priceReservation(reservation([]), book)).toThrow(PricingError);
  });
});
