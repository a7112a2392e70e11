import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { PricingBreakdown } from '@convoy/domain/contracts/pricing-breakdown.schema';

/** A two-day daily rental of one vehicle at $179/day, as the API prices it. */
export function testBreakdown(overrides: Partial<PricingBreakdown> = {}): PricingBreakdown {
  return {
    rentalType: 'daily',
    totalMinutes: 2880,
    totalHours: 48,
    fullDays: 2,
    leftoverMinutes: 0,
    leftoverHours: 0,
    partialDayCharge: 'none',
    partialDayCents: 0,
    weeks: 0,
    extraDays: 2,
    weeklyRateApplied: false,
    dailyRateCents: 17900,
    weeklyRateCents: 107400,
    monthlyRateCents: 359900,
    rentalMonths: null,
    baseCents: 35800,
    unitSubtotalCents: 35800,
    quantity: 1,
    subtotalCents: 35800,
    effectiveDailyRateCents: 17900,
    unitEffectiveDailyRateCents: 17900,
    displayDays: 2,
    currency: 'USD',
    ...overrides,
  };
}

/** The 15 passenger van as POST /api/availability lists it. */
export function testVehicle(overrides: Partial<VehicleAvailability> = {}): VehicleAvailability {
  return {
    id: '15-passenger-van',
    name: '15 Passenger Van',
    category: 'van',
    passengers: 15,
    luggage: 4,
    requiresCdl: false,
    minAge: 25,
    dailyRateCents: 17900,
    weeklyRateCents: 107400,
    monthlyRateCents: 359900,
    availableUnits: 3,
    eligible: true,
    pricingBreakdown: testBreakdown(),
    ...overrides,
  };
}
