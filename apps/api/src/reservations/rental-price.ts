import type { VehicleClass } from '@convoy/domain/content/fleet';
import { type PricingBreakdown, priceMonthlyRental, priceRental } from '@convoy/domain/rules/pricing';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';

/** The price of `quantity` vehicles of a class over a window: SPEC §9 via the domain's pricing. */
export function priceFor(vehicle: VehicleClass, window: RentalWindow, quantity = 1): PricingBreakdown {
  if (window.rentalType === 'monthly') {
    return priceMonthlyRental({
      pickupAt: window.pickupAt,
      returnAt: window.returnAt,
      rentalMonths: window.rentalMonths ?? 1,
      monthlyRateCents: vehicle.monthlyRateCents,
      dailyRateCents: vehicle.dailyRateCents,
      weeklyRateCents: vehicle.weeklyRateCents,
      quantity,
    });
  }
  return priceRental({ pickupAt: window.pickupAt, returnAt: window.returnAt, rates: vehicle, quantity });
}
