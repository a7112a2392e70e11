import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { VehicleTypeFilter } from '@convoy/domain/contracts/trip-draft';
import { maxSuggestedVehicles, passengerCategories } from '@convoy/domain/rules/group-size';

/** How the results are ordered (sort by price or capacity). */
export const sortKeys = ['price', 'capacity'] as const;
export type SortKey = (typeof sortKeys)[number];

export function isSortKey(value: string | null): value is SortKey {
  return sortKeys.includes(value as SortKey);
}

/** Free for the dates and open to this renter online. */
export function isBookable(vehicle: VehicleAvailability): boolean {
  return vehicle.eligible && vehicle.availableUnits > 0;
}

/** How many of a class one booking can take: what is free, up to the per-booking maximum. */
export function maxQuantity(vehicle: VehicleAvailability): number {
  return Math.max(0, Math.min(vehicle.availableUnits, maxSuggestedVehicles));
}

/**
 * How many of a class a card starts with: enough to seat the group when that
 * many are free, else one (a price for vehicles that still leave people behind
 * would mislead). Classes that do not carry groups start at one.
 */
export function quantityFor(vehicle: VehicleAvailability, passengers: number | null): number {
  if (!passengers || !passengerCategories.includes(vehicle.category)) return 1;
  const needed = Math.ceil(passengers / vehicle.passengers);
  return needed <= maxQuantity(vehicle) ? needed : 1;
}

/**
 * The classes of the chosen type, bookable ones first, then by price (lowest
 * first) or capacity (most seats first, cheaper first among equals).
 */
export function arrangeVehicles(
  vehicles: readonly VehicleAvailability[],
  type: VehicleTypeFilter,
  sort: SortKey,
): VehicleAvailability[] {
  const price = (v: VehicleAvailability) => v.pricingBreakdown.unitSubtotalCents;
  return vehicles
    .filter((v) => type === 'all' || v.category === type)
    .sort(
      (a, b) =>
        Number(isBookable(b)) - Number(isBookable(a)) ||
        (sort === 'capacity' ? b.passengers - a.passengers : 0) ||
        price(a) - price(b) ||
        a.name.localeCompare(b.name),
    );
}
