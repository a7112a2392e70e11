import type { CertificateStatus } from '@convoy/domain/contracts/organisation.schema';

/**
 * Row shape of `insurance_certificates` (migration 0035): a booking's or an
 * organisation's; the file lives under DATA_DIR/certificates/`storage_key`.
 */
export interface InsuranceCertificateTable {
  id: string;
  reservation_id: string | null;
  organisation_id: string | null;
  insurer: string;
  policy_number: string;
  /** First and last day it is valid, "YYYY-MM-DD". */
  valid_from: string;
  valid_to: string;
  /** Integer cents (bigint: limits pass $21 million). */
  liability_limit_cents: number;
  /** 1 when the policy covers hired (non-owned) vehicles. */
  covers_hired_vehicles: number;
  status: CertificateStatus;
  rejection_reason: string | null;
  file_name: string;
  content_type: string;
  file_bytes: number;
  storage_key: string;
  uploaded_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
  /** When the 30-days-before-expiry reminder went out. */
  reminder_sent_at: number | null;
}

/** Row shape of `insurance_settings` (migration 0035): one row, id 'company'. */
export interface InsuranceSettingsTable {
  id: string;
  minimum_liability_cents: number;
  /** Bookings made from this instant on that decline protection need a certificate. */
  certificates_required_from: number;
}
