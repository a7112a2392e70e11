import { demoLocationCharges } from '../content/demo-location-charges.ts';
import { fleetSeed } from '../content/fleet.ts';
import { locationSeed } from '../content/locations.ts';
import { policyClassCharges, rentalPolicy } from '../content/rental-policy.ts';
import type { CancellationPolicy } from './cancellation.schema.ts';
import { demoCancellationPolicy } from './demo-cancellation-policy.ts';

/**
 * GET /api/rental-charges, zod-free (the pages that print it load no schema,
 * decision 009; rental-charges.schema.ts checks the same shape): what the
 * company charges besides rates and extras, as the back office stored it.
 */
export interface ClassChargesEntry {
  classId: string;
  depositCents: number;
  /** Per vehicle per day when the renter is under 25 and the class admits them. */
  youngRenterPerDayCents: number;
  /** Miles included per vehicle per rental day; null: unlimited. */
  mileageAllowancePerDay: number | null;
  excessMileCents: number;
}

/** A tax or fee of a location as a renter reads it: a percent of the charges it applies to, or an amount per vehicle per day. */
export interface PublicLocationCharge {
  code: string;
  label: string;
  basis: 'percent' | 'per-day';
  ratePercent: number | null;
  amountCents: number | null;
}

export interface RentalCharges {
  classes: ClassChargesEntry[];
  /** Per additional driver per day; 0: additional drivers are free. */
  additionalDriverPerDayCents: number;
  locations: { locationId: string; charges: PublicLocationCharge[] }[];
}

/**
 * The whole answer: the charges and the cancellation policy (SPEC Part B §14), whose
 * words the terms and the guidelines print with the charges' tables (decision 012).
 */
export interface RentalChargesAnswer extends RentalCharges {
  cancellationPolicy: CancellationPolicy;
}

/** A stored tax or fee as the public answer gives it (what it applies to stays with the price book). */
export function publicCharge(charge: PublicLocationCharge): PublicLocationCharge {
  return {
    code: charge.code,
    label: charge.label,
    basis: charge.basis,
    ratePercent: charge.ratePercent,
    amountCents: charge.amountCents,
  };
}

/**
 * The demo price book's figures as GET /api/rental-charges answers them on a
 * freshly seeded database: what the prerendered pages print before they ask the API.
 */
export function demoRentalCharges(): RentalChargesAnswer {
  return {
    cancellationPolicy: demoCancellationPolicy,
    classes: fleetSeed.map((v) => ({ classId: v.id, ...policyClassCharges(v) })),
    additionalDriverPerDayCents: rentalPolicy.additionalDriverPerDayCents,
    locations: locationSeed.map((l) => ({
      locationId: l.id,
      charges: demoLocationCharges.filter((c) => c.locationId === l.id).map(publicCharge),
    })),
  };
}
