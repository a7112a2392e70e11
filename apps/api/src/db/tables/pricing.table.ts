/**
 * Row shapes of the price book (migration 0013, decision 012). Money is integer
 * cents; percentages are percent × 10⁴ (`*_e4`); booleans are 0/1 (SQLite).
 */
export interface ClassChargesTable {
  class_id: string;
  deposit_cents: number;
  young_renter_per_day_cents: number;
  mileage_allowance_per_day: number | null;
  excess_mile_cents: number;
}

export interface PricingSettingsTable {
  id: string;
  additional_driver_per_day_cents: number;
  /** JSON of CancellationPolicy (migration 0017); null: the demo policy. */
  cancellation_policy: string | null;
  /** JSON of the one-way routes (migration 0042, decision 028); null (or absent): the demo routes. */
  one_way_routes?: string | null;
  /** JSON of the delivery zones (migration 0043, decision 030); null (or absent): the demo zones. */
  delivery_zones?: string | null;
}

export interface SeasonTable {
  id: string;
  label: string;
  start_date: string;
  end_date: string;
  class_id: string;
  location_id: string | null;
  daily_rate_cents: number;
  weekly_rate_cents: number;
  monthly_rate_cents: number;
  min_rental_days: number | null;
}

export interface BlackoutTable {
  id: string;
  reason: string;
  start_date: string;
  end_date: string;
  scope: 'pickup' | 'rental';
  class_id: string | null;
  location_id: string | null;
}

export interface ExtraTable {
  id: string;
  label: string;
  description: string;
  charge: 'per-day' | 'per-rental';
  price_cents: number;
  cap_cents: number | null;
  max_quantity: number;
  stocked: number;
  taxable: number;
  active: number;
  position: number;
}

/** Units of a stocked extra at a location; the row is also the lock a booking of it takes. */
export interface ExtraStockTable {
  location_id: string;
  extra_id: string;
  count: number;
}

export interface ProtectionProductTable {
  id: string;
  label: string;
  description: string;
  per_day_cents: number;
  taxable: number;
  active: number;
  position: number;
}

/** An incidental fee of the catalogue (migration 0047, decision 032). */
export interface IncidentalFeeTable {
  id: string;
  label: string;
  charge: 'per-occurrence' | 'per-hour' | 'per-item';
  price_cents: number;
  taxable: number;
  active: number;
  position: number;
}

export interface LocationChargeTable {
  location_id: string;
  code: string;
  label: string;
  basis: 'percent' | 'per-day';
  rate_e4: number | null;
  amount_cents: number | null;
  /** Comma-separated line kinds. */
  applies_to: string;
  taxable: number;
  /** A sales tax an exemption certificate waives (migration 0018). */
  exemptible: number;
  position: number;
}

export interface PromoCodeTable {
  code: string;
  label: string;
  kind: 'percent' | 'amount';
  percent_off_e4: number | null;
  amount_off_cents: number | null;
  valid_from: string | null;
  valid_to: string | null;
  /** Comma-separated class ids; empty: every class. */
  class_ids: string;
  min_days: number | null;
  usage_limit: number | null;
  uses: number;
  active: number;
}

export interface ReservationExtraTable {
  reservation_id: string;
  extra_id: string;
  quantity: number;
}
