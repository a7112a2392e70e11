import type { ColumnType } from 'kysely';

/**
 * Row shape of `handovers` (migrations 0023, 0050): a booked vehicle going out or coming back on one unit;
 * `leg` counts the units it has had (0 first, one more at each swap, decision 035).
 */
export interface HandoverTable {
  reservation_id: string;
  class_id: string;
  seq: number;
  leg: ColumnType<number, number | undefined, never>;
  kind: 'out' | 'in';
  unit_id: string;
  at: number;
  odometer_miles: number;
  fuel_eighths: number;
  /** JSON: the damage marks (counter.schema.ts `damageMarkSchema`). */
  damage: string;
  notes: string;
  /** JSON, check-in only: the charges its return added (return-charges.ts). */
  charges: string | null;
  recorded_by: string;
  /** On an `out` row: the named driver who takes that unit (`reservation_drivers.id`); null when not said. */
  driver_id: ColumnType<string | null, string | null | undefined, never>;
}

/** Row shape of `vehicle_swaps` (migration 0050, decision 035): a swap mid-rental and the addendum acknowledged. */
export interface VehicleSwapTable {
  reservation_id: string;
  class_id: string;
  seq: number;
  /** The leg the swap began (the new unit's), 1 up. */
  leg: number;
  from_unit_id: string;
  to_unit_id: string;
  at: number;
  reason: string;
  /** 0/1: a unit of a bigger class at no charge. */
  upgrade: number;
  /** 0/1: the old unit broke down and went into maintenance. */
  broke_down: number;
  text_version: string;
  /** The addendum's PDF; null once the retention sweep took it. */
  pdf: Buffer | null;
  document_sha256: string;
  recorded_by: string;
}

/**
 * Row shape of `reservation_fees` (migration 0047, decision 032): an
 * incidental fee added to a booking, its price line as added (JSON), the
 * booked vehicle it is for (null: the booking) and the invoice billing it
 * (null until the final invoice).
 */
export interface ReservationFeeTable {
  id: string;
  reservation_id: string;
  class_id: string | null;
  seq: number | null;
  /** Its place among the booking's fees, 0 up: the order they were added. */
  position: number;
  fee_id: string;
  line: string;
  amount_cents: number;
  note: string;
  added_at: number;
  added_by: string;
  invoice_id: string | null;
}

/** Row shape of `handover_photos` (migrations 0024, 0050): a photo of a booked vehicle going out or coming back. */
export interface HandoverPhotoTable {
  id: string;
  reservation_id: string;
  class_id: string;
  seq: number;
  /** The leg of that side (decision 035): 0 but for a swap's return and replacement photos. */
  leg: ColumnType<number, number | undefined, never>;
  kind: 'out' | 'in';
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
  taken_at: number;
  taken_by: string;
}

/**
 * Row shape of `rental_agreements` (migrations 0024, 0037): what the renter signed at check-out, one per
 * reservation: the agreement signed on the tablet, or the addendum of readings acknowledged with one tap
 * when they signed the agreement before pickup (decision 027).
 */
export interface RentalAgreementTable {
  reservation_id: string;
  kind: ColumnType<'signed' | 'addendum', 'signed' | 'addendum' | undefined, never>;
  signer_name: string;
  signed_at: number;
  /** The staff member at the counter. */
  witnessed_by: string;
  /** The PNG drawn on the tablet; null for an addendum. */
  signature: Buffer | null;
  pdf: Buffer;
  emailed_to: string;
  /** An addendum's text version (content/check-out-addendum.ts) and its PDF's SHA-256; null for a signed one. */
  text_version: string | null;
  document_sha256: string | null;
}
