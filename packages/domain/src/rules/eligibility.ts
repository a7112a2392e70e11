import type { VehicleClass } from '../content/fleet.ts';
import type { ineligibleCodes } from '../contracts/availability.schema.ts';

/**
 * Whether a renter may book a vehicle class online (classes a renter
 * cannot book are flagged with a plain-language reason, not hidden).
 *
 * - **Minimum age**: the main driver must be at least the class's `minAge`.
 * - **CDL classes** (25, 33 and 44 passenger buses) are booked online like any
 *   other since drivers are named with their licence (decision 013): every driver
 *   assigned to one needs a commercial driver's license with a passenger
 *   endorsement, checked against the class's driver rule (driver-rules.ts) when
 *   the driver is named, at booking or later. `cdl_required` is no longer
 *   answered; `cdlNote` says what such a class asks.
 */
export type IneligibleCode = (typeof ineligibleCodes)[number];

export type Eligibility = { eligible: true } | { eligible: false; code: IneligibleCode; reason: string };

export type EligibilityClass = Pick<VehicleClass, 'name' | 'minAge' | 'requiresCdl'>;

/** What a CDL class asks, shown beside it: the licence is checked when each driver is named. */
export const cdlNote =
  'Every driver needs a commercial driver’s license (CDL) with a passenger (P) endorsement; you name the drivers with their license when booking or later.';

/** @deprecated CDL classes are booked online now (decision 013); kept for pages that still quote it. */
export const cdlReason = cdlNote;

/** Plain words for a renter below the class's minimum age. */
export function minAgeReason(vehicle: Pick<VehicleClass, 'name' | 'minAge'>): string {
  return `Drivers of this ${vehicle.name} must be ${vehicle.minAge} or older.`;
}

/** Decides whether `renterAge` (the main driver's age in years) may book `vehicle` online. */
export function checkEligibility(vehicle: EligibilityClass, renterAge: number): Eligibility {
  if (renterAge < vehicle.minAge) {
    return { eligible: false, code: 'under_min_age', reason: minAgeReason(vehicle) };
  }
  return { eligible: true };
}
