import type { ColumnType } from 'kysely';

/** Row shape of `handovers` (migration 0023): a booked vehicle going out or coming back. */
export interface HandoverTable {
  reservation_id: string;
  class_id: string;
  seq: number;
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

/** Row shape of `handover_photos` (migration 0024): a photo of a booked vehicle going out or coming back. */
export interface HandoverPhotoTable {
  id: string;
  reservation_id: string;
  class_id: string;
  seq: number;
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
