import type { AttributionColumns } from './attribution.table.ts';

/** Row shape of `quote_requests` (migration 0003). */
export interface QuoteRequestTable extends AttributionColumns {
  id: string;
  code: string;
  status: string;
  organisation: string | null;
  /** The organisation account it was asked for (migration 0018). */
  organisation_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  passengers: number;
  location_id: string;
  pickup_date: string;
  pickup_time: string;
  return_date: string;
  return_time: string;
  vehicle_type: string;
  /** The vehicle class asked for, if any (migration 0030). */
  class_id: string | null;
  rental_purpose: string | null;
  notes: string | null;
  /** JSON of the PricedTrip estimate (migration 0014); null without a vehicle. */
  estimate: string | null;
  created_at: number;
}
