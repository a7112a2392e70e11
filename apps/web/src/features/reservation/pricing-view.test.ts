import { describe, expect, it } from 'vitest';
import { testBreakdown } from '../../test/flow-fixtures';
import { groupBreakdown, priceLines, quantityBreakdown } from './pricing-view';

describe('quantityBreakdown', () => {
  it('multiplies the one-vehicle price and recomputes the effective daily rate', () => {
    const unit = testBreakdown({ unitSubtotalCents: 35801, subtotalCents: 35801, displayDays: 2 });
    expect(quantityBreakdown(unit, 3)).toMatchObject({
      quantity: 3,
      unitSubtotalCents: 35801,
      subtotalCents: 107403,
      effectiveDailyRateCents: 53702, // 53701.5 rounded half-up
    });
  });

  it('is the unit price for one vehicle', () => {
    const unit = testBreakdown();
    expect(quantityBreakdown(unit, 1)).toEqual(unit);
  });
});

describe('priceLines', () => {
  it('lists weeks, remaining days and the part-day charge of a long daily rental', () => {
    const b = testBreakdown({
      fullDays: 9,
      weeks: 1,
      extraDays: 2,
      weeklyRateApplied: true,
      leftoverMinutes: 150,
      leftoverHours: 2.5,
      partialDayCharge: 'two-thirds',
      partialDayCents: 11933,
    });
    expect(priceLines(b)).toEqual([
      { label: '1 week at $1,074.00', cents: 107400 },
      { label: '2 days at $179.00', cents: 35800 },
      { label: '2.5 extra hours: two thirds of a day', cents: 11933 },
    ]);
  });

  it('shows a free last hour, and the per-vehicle price times the number of vehicles', () => {
    const b = quantityBreakdown(testBreakdown({ leftoverMinutes: 30, leftoverHours: 0.5 }), 3);
    expect(priceLines(b)).toEqual([
      { label: '2 days at $179.00', cents: 35800 },
      { label: '0.5 extra hours: free', cents: 0 },
      { label: 'One vehicle', cents: 35800 },
      { label: '× 3 vehicles', cents: 107400 },
    ]);
  });

  it('prices a monthly rental by the month', () => {
    const b = testBreakdown({ rentalType: 'monthly', rentalMonths: 2, baseCents: 719800, extraDays: 0 });
    expect(priceLines(b)).toEqual([{ label: '2 months at $3,599.00', cents: 719800 }]);
  });
});

describe('groupBreakdown', () => {
  it('prices one class of a convoy at its own rates over the trip’s period', () => {
    // Nine days: the van's weekly rate applies, the cargo van (no weekly rate) pays nine days.
    const trip = testBreakdown({
      fullDays: 9,
      weeks: 1,
      extraDays: 2,
      weeklyRateApplied: true,
      totalMinutes: 9 * 1440,
    });
    const cargo = {
      ...trip,
      vehicleId: 'cargo-van-box-truck',
      vehicleName: 'Cargo Van / Box Truck',
      quantity: 1,
      dailyRateCents: 12900,
      weeklyRateCents: 0,
      weeklyRateApplied: false,
      baseCents: 9 * 12900,
      unitSubtotalCents: 9 * 12900,
      subtotalCents: 9 * 12900,
      lines: [],
      chargesCents: 9 * 12900,
      mileageAllowancePerDay: null,
    };
    expect(priceLines(groupBreakdown(trip, cargo))).toEqual([{ label: '9 days at $129.00', cents: 116100 }]);
  });
});
