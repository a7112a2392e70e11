import type { LocationCharge, PromoCode, Season } from '../contracts/price-book.schema.ts';
import type { PricedClass } from '../rules/total-price.ts';

/** The 15-passenger van as the price tests know it: $200 a day, $1,200 a week, with some fields changed. */
export function testVan(overrides: Partial<PricedClass> = {}): PricedClass {
  return {
    id: '15-passenger-van',
    name: '15 Passenger Van',
    minAge: 25,
    dailyRateCents: 20_000,
    weeklyRateCents: 120_000,
    monthlyRateCents: 400_000,
    depositCents: 50_000,
    youngRenterPerDayCents: 2_500,
    mileageAllowancePerDay: 150,
    excessMileCents: 35,
    ...overrides,
  };
}

/** A promo code for tests: 10 % off, no limits, with some fields changed. */
export function testPromo(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    code: 'GROUP10',
    label: 'Group discount',
    kind: 'percent',
    percentOff: 10,
    amountOffCents: null,
    validFrom: null,
    validTo: null,
    classIds: [],
    minDays: null,
    usageLimit: null,
    active: true,
    ...overrides,
  };
}

/** A summer season for the 15-passenger van at every location, with some fields changed. */
export function testSeason(overrides: Partial<Season> = {}): Season {
  return {
    id: 'summer-2027',
    label: 'Summer 2027',
    startDate: '2027-06-01',
    endDate: '2027-06-30',
    classId: '15-passenger-van',
    locationId: null,
    dailyRateCents: 25_000,
    weeklyRateCents: 150_000,
    monthlyRateCents: 500_000,
    minRentalDays: null,
    ...overrides,
  };
}

/** Denver's sales tax on every kind of line, exemptible, with some fields changed. */
export function testSalesTax(overrides: Partial<LocationCharge> = {}): LocationCharge {
  return {
    code: 'sales-tax',
    label: 'Sales tax',
    locationId: 'denver',
    basis: 'percent',
    ratePercent: 8.81,
    amountCents: null,
    appliesTo: ['base', 'season', 'surcharge', 'protection', 'extra', 'driver', 'fee'],
    taxable: false,
    exemptible: true,
    ...overrides,
  };
}
