import type { VehicleClass } from '../content/fleet.ts';
import type { ineligibleCodes } from '../contracts/availability.schema.ts';

/**
 * Whether a renter may book a vehicle class online (classes a renter
 * cannot book are flagged with a plain-language reason, not hidden).
 *
 * - **Minimum age**: the main driver must be at least the class's `minAge`.
 * - **CDL classes** (25, 33 and 44 passenger buses): every driver needs a
 *   commercial driver's license with a passenger endorsement. We cannot check a
 *   licence class online, and a group that turns up without one has no vehicle,
 *   so these are not booked online: the visitor is sent to the quote form, where
 *   staff confirm the licence before the booking. The API refuses to book them
 *   (422 `ineligible`), consistently with what the search shows.
 *
 * When both apply, the age reason wins: a quote cannot fix it.
 */
export type IneligibleCode = (typeof ineligibleCodes)[number];

export type Eligibility = { eligible: true } | { eligible: false; code: IneligibleCode; reason: string };

export type EligibilityClass = Pick<VehicleClass, 'name' | 'minAge' | 'requiresCdl'>;

/** The reason shown beside a CDL class; it points to the quote form, which is how such a class is booked. */
export const cdlReason =
  'Needs a driver with a commercial driver’s license (CDL) with a passenger endorsement. Request a quote and we will confirm the license and book it with you.';

/** Plain words for a renter below the class's minimum age. */
export function minAgeReason(vehicle: Pick<VehicleClass, 'name' | 'minAge'>): string {
  return `Drivers of this ${vehicle.name} must be ${vehicle.minAge} or older.`;
}

/** Decides whether `renterAge` (the main driver's age in years) may book `vehicle` online. */
export function checkEligibility(vehicle: EligibilityClass, renterAge: number): Eligibility {
  if (renterAge < vehicle.minAge) {
    return { eligible: false, code: 'under_min_age', reason: minAgeReason(vehicle) };
  }
  if (vehicle.requiresCdl) return { eligible: false, code: 'cdl_required', reason: cdlReason };
  return { eligible: true };
}
