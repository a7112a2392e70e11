import type { VehicleClass } from './fleet.ts';

/**
 * The rental policy in numbers: one place for the figures the rental guidelines,
 * the terms and the FAQs quote, so the API (mileage, deposits) and the copy
 * cannot drift apart. The cancellation policy is stored by the back office
 * (contracts/demo-cancellation-policy.ts is the demo one) and the copy prints
 * it with a `cancellation-policy` block or `{cancellationPolicy}` and `{freeCancellation}`. Rates live in
 * fleet.ts; these are policy, not prices.
 */
export type PolicyTier = 'car' | 'van' | 'bus' | 'cdl-bus' | 'commercial';
export const policyTiers: readonly PolicyTier[] = ['car', 'van', 'bus', 'cdl-bus', 'commercial'];

export const policyTierLabels: Record<PolicyTier, string> = {
  car: 'Minivans, SUVs and pickup trucks',
  van: '9, 12 and 15 passenger vans',
  bus: '15 passenger activity and comfort buses',
  'cdl-bus': '25, 33 and 44 passenger buses (CDL)',
  commercial: 'Cargo vans, box trucks and flatbed trucks',
};

/** Which policy tier a fleet class falls in. */
export function policyTier(v: Pick<VehicleClass, 'category' | 'requiresCdl'>): PolicyTier {
  if (v.requiresCdl) return 'cdl-bus';
  if (v.category === 'bus') return 'bus';
  if (v.category === 'van') return 'van';
  if (v.category === 'cargo' || v.category === 'flatbed') return 'commercial';
  return 'car';
}

export const rentalPolicy = {
  /** SPEC §9: a leftover of one hour or less over the last full day is free. */
  freeLeftoverHours: 1,
  /** Every driver's license must have been held at least this long. */
  minLicenseHeldMonths: 12,
  /** Longest monthly rental or lease on one agreement (the flow allows 1–12 months). */
  maxMonths: 12,
  /** Security deposit held on a credit card at pickup. */
  depositCents: { car: 25_000, van: 50_000, bus: 75_000, 'cdl-bus': 150_000, commercial: 50_000 },
  /**
   * Miles included per vehicle per rental day on daily and weekly rentals; null means unlimited.
   * The price book's class charges are seeded from these (and the deposits above), so the
   * guidelines, the vehicle pages and the total a search prices say the same.
   */
  dailyMileAllowance: { car: null, van: 150, bus: 150, 'cdl-bus': 150, commercial: 200 },
  /** Per vehicle per day for a renter under 25, on the classes that admit them (minimum age under 25). */
  youngRenterPerDayCents: 2_500,
  /** Per additional driver per day (the first driver is included). */
  additionalDriverPerDayCents: 1_200,
  /** Miles included per month on monthly rentals and leases, every class. */
  monthlyMileAllowance: 2_500,
  /** Charge per mile over the allowance. */
  excessMileCents: { car: 25, van: 35, bus: 45, 'cdl-bus': 95, commercial: 49 },
  fees: {
    /** Added to the fuel itself (charged at the local pump price) when a vehicle comes back short. */
    refuelServiceCents: 3_500,
    /** Only for returns that need more than a normal turnaround clean. */
    cleaningCents: 15_000,
    smokingCents: 25_000,
    /** Per toll or camera notice we process, on top of the toll or fine itself. */
    tollAdminCents: 1_000,
    citationAdminCents: 2_500,
  },
} as const satisfies {
  depositCents: Record<PolicyTier, number>;
  dailyMileAllowance: Record<PolicyTier, number | null>;
  excessMileCents: Record<PolicyTier, number>;
  [key: string]: unknown;
};

/**
 * What a class adds to its rates under this policy: the demo price book's class
 * charges (the back office edits the stored ones; the pages print the stored ones after hydration).
 */
export function policyClassCharges(v: Pick<VehicleClass, 'category' | 'requiresCdl' | 'minAge'>): {
  depositCents: number;
  youngRenterPerDayCents: number;
  mileageAllowancePerDay: number | null;
  excessMileCents: number;
} {
  const tier = policyTier(v);
  return {
    depositCents: rentalPolicy.depositCents[tier],
    youngRenterPerDayCents: v.minAge < 25 ? rentalPolicy.youngRenterPerDayCents : 0,
    mileageAllowancePerDay: rentalPolicy.dailyMileAllowance[tier],
    excessMileCents: rentalPolicy.excessMileCents[tier],
  };
}

// Each formatter is made once, on first use: making one costs more than formatting with it, and
// the first loads the locale's data (4–9 ms on a phone's first page), which at module evaluation
// ran in the task that evaluates the site's shared code (decision 009).
let counts: Intl.NumberFormat | undefined;
let dollars: Intl.NumberFormat | undefined;

/** 1500 → "1,500": miles and other counts as the copy quotes them. */
export function formatCount(n: number): string {
  counts ??= new Intl.NumberFormat('en-US');
  return counts.format(n);
}

/** 25000 → "$250", 35 → "$0.35": whole dollars without cents, otherwise two decimals. */
export function formatUsd(cents: number): string {
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    trailingZeroDisplay: 'stripIfInteger',
  });
  return dollars.format(cents / 100);
}

/**
 * What the demo company asks of each class's drivers (decision 013; the back
 * office changes it): the class's minimum age; a CDL with a passenger
 * endorsement for the buses of 16 or more seats; and three years licensed for
 * the 15 passenger van, whose handling when full is the reason most fleets set
 * an experience rule for it.
 */
export function policyDriverRule(v: Pick<VehicleClass, 'id' | 'minAge' | 'requiresCdl'>): {
  minAge: number;
  cdlRequired: boolean;
  passengerEndorsementRequired: boolean;
  minYearsLicensed: number;
} {
  return {
    minAge: v.minAge,
    cdlRequired: v.requiresCdl,
    passengerEndorsementRequired: v.requiresCdl,
    minYearsLicensed: v.id === '15-passenger-van' ? 3 : 0,
  };
}
