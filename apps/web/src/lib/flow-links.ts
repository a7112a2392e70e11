import type { RentalPurposeId } from '@convoy/domain/content/audiences';
import type { VehicleCategory } from '@convoy/domain/content/fleet';

/** What a call to action can prefill in the reservation flow or the quote request. */
export interface FlowPrefill {
  vehicleType?: VehicleCategory;
  passengers?: number;
  /** Suitcases: carried into the search, not into the quote request. */
  luggage?: number;
  purpose?: RentalPurposeId;
  rentalType?: 'daily' | 'monthly';
}

function query(prefill: FlowPrefill): string {
  const params = new URLSearchParams();
  if (prefill.vehicleType) params.set('vehicleType', prefill.vehicleType);
  if (prefill.passengers) params.set('passengers', String(prefill.passengers));
  if (prefill.luggage) params.set('luggage', String(prefill.luggage));
  if (prefill.purpose) params.set('purpose', prefill.purpose);
  if (prefill.rentalType) params.set('rentalType', prefill.rentalType);
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

/** "Request a quote", prefilled the same way. */
export function quoteHref({ luggage: _notAsked, ...prefill }: FlowPrefill = {}): string {
  return `/quote${query(prefill)}`;
}
