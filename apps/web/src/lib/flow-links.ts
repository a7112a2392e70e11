import type { VehicleCategory } from '@convoy/domain/content/fleet';
import type { RentalPurposeId } from '@convoy/domain/content/rental-purposes';
import type { ChosenLine } from '@convoy/domain/contracts/trip-draft';

/** What a call to action can prefill in the reservation flow or the quote request. */
export interface FlowPrefill {
  vehicleType?: VehicleCategory;
  passengers?: number;
  /** Suitcases: carried into the search, not into the quote request. */
  luggage?: number;
  /** A convoy picked for the group (the group-size advisor): chosen on the results when free. */
  convoy?: readonly ChosenLine[];
  purpose?: RentalPurposeId;
  rentalType?: 'daily' | 'monthly';
  /** The pickup location chosen in the search (a location's page). */
  pickupLocationId?: string;
  /** A one-way trip's return location (a location page's one-way destinations, decision 028). */
  returnLocationId?: string;
}

// In this order in the link; the convoy as `classId:count,…` (read back by lib/flow/url-prefill.ts).
const keys = [
  'pickupLocationId',
  'returnLocationId',
  'vehicleType',
  'passengers',
  'luggage',
  'convoy',
  'purpose',
  'rentalType',
] as const;

function query(prefill: FlowPrefill, leave: readonly (keyof FlowPrefill)[] = []): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = prefill[key];
    if (!value || leave.includes(key)) continue;
    params.set(
      key,
      typeof value === 'object' ? value.map((l) => `${l.classId}:${l.count}`).join(',') : `${value}`,
    );
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * "Check availability": the first step of the flow, prefilled from the query (SPEC §2 "/"), at the
 * search form itself (`#reserve`): the home page's first screen is its header, not the form.
 */
export function availabilityHref(prefill: FlowPrefill = {}): string {
  return `/${query(prefill)}#reserve`;
}

/** "Request a quote", prefilled the same way but for what only the search takes. */
export function quoteHref(prefill: FlowPrefill = {}): string {
  return `/quote${query(prefill, ['luggage', 'convoy', 'returnLocationId'])}`;
}
