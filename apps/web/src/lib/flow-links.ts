import type { RentalPurposeId } from '@convoy/domain/content/audiences';
import type { VehicleCategory } from '@convoy/domain/content/fleet';

/** What a call to action can prefill in the reservation flow or the quote request. */
export interface FlowPrefill {
  vehicleType?: VehicleCategory;
  passengers?: number;
  purpose?: RentalPurposeId;
  rentalType?: 'daily' | 'monthly';
}

function query(prefill: FlowPrefill): string {
  const params = new URLSearchParams();
  if (prefill.vehicleType) params.set('vehicleType', prefill.vehicleType);
  if (prefill.passengers) params.set('passengers', String(prefill.passengers));
  if (prefill.purpose) params.set('purpose', prefill.purpose);
  if (prefill.rentalType) params.set('rentalType', prefill.rentalType);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** "Check availability": the first step of the flow, prefilled from the query (SPEC §2 "/"). */
export function availabilityHref(prefill: FlowPrefill = {}): string {
  return `/${query(prefill)}`;
}

/** "Request a quote", prefilled the same way. */
export function quoteHref(prefill: FlowPrefill = {}): string {
  return `/quote${query(prefill)}`;
}
