import type { VehicleClass } from '@convoy/domain/content/fleet';
import type { PricingBreakdown } from '@convoy/domain/rules/pricing';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import { priceVehicles } from '@convoy/domain/rules/total-price';

/** The price of `quantity` vehicles of a class over a window: SPEC §9 via the domain's pricing. */
export function priceFor(vehicle: VehicleClass, window: RentalWindow, quantity = 1): PricingBreakdown {
  return priceVehicles({ ...window, quantity }, vehicle);
}
