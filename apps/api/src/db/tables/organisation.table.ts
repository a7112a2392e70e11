import type {
  CertificateStatus,
  OrganisationKind,
  TermsStatus,
} from '@convoy/domain/contracts/organisation.schema';

/** Row shape of `organisations` (migration 0018). Instants are epoch milliseconds. */
export interface OrganisationTable {
  id: string;
  code: string;
  name: string;
  kind: OrganisationKind;
  billing_name: string;
  billing_email: string;
  billing_phone: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  region: string;
  postal_code: string;
  /** SHA-256 (hex) of the access key; the key is never stored. */
  key_hash: string;
  /** When the key was issued (migration 0028): it expires ORGANISATION_KEY_DAYS later. */
  key_issued_at: number;
  /** When the key's expiry entered the audit log; null until then, and after a new key. */
  key_expired_at: number | null;
  terms_status: TermsStatus;
  requested_net_days: number | null;
  /** Granted net days; null unless approved. */
  net_days: number | null;
  po_required: number;
  /** 1 when it said, applying, that it pays by purchase order (migration 0031). */
  pays_by_purchase_order: number;
  created_at: number;
  terms_reviewed_at: number | null;
  terms_reviewed_by: string | null;
}

/** Row shape of `tax_certificates` (migration 0018): the file lives under DATA_DIR/certificates/`storage_key`. */
export interface TaxCertificateTable {
  id: string;
  organisation_id: string;
  state: string;
  number: string;
  /** Last day it is valid, "YYYY-MM-DD". */
  expires_on: string;
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
