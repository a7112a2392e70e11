/** Row shape of `driver_rules` (migration 0016); flags are 0/1 on both dialects. */
export interface DriverRuleTable {
  class_id: string;
  min_age: number;
  cdl_required: number;
  passenger_endorsement_required: number;
  min_years_licensed: number;
}

/**
 * Row shape of `reservation_drivers` (migration 0016). `licence_number` is
 * sealed (licence-cipher.ts); it and `licence_mask` are null once erased.
 * `vehicle_number` (migration 0032): which vehicle of the class, 1 up; null
 * for any of them. Migration 0036: the licence fields are null until given (a
 * driver named by e-mail fills them in on the pre-arrival page); the link's
 * token is kept as its SHA-256 hash only; each step's time. Migration 0053:
 * `home_address`, the address given at pre-arrival, sealed (decision 018) and
 * erased with the licence number.
 */
export interface ReservationDriverTable {
  id: string;
  reservation_id: string;
  class_id: string;
  vehicle_number: number | null;
  name: string;
  date_of_birth: string | null;
  licence_country: string | null;
  licence_state: string | null;
  licence_number: string | null;
  licence_mask: string | null;
  licence_expiry: string | null;
  licence_class: string | null;
  passenger_endorsement: number | null;
  years_licensed: number | null;
  created_at: number;
  erased_at: number | null;
  email: string | null;
  phone: string | null;
  link_token_hash: string | null;
  link_sent_at: number | null;
  identity_confirmed_at: number | null;
  licence_entered_at: number | null;
  safety_acknowledged_at: number | null;
  safety_version: string | null;
  home_address?: string | null;
}

/** Row shape of `driver_licence_photos` (migration 0036): the image sealed, one per side. */
export interface DriverLicencePhotoTable {
  driver_id: string;
  side: 'front' | 'back';
  content_type: string;
  width: number;
  height: number;
  sealed: Buffer;
  taken_at: number;
}

/**
 * Row shape of `remote_signatures` (migration 0036): a driver's acknowledgement
 * (`subject` their id) or the renter's rental agreement (`subject` `renter`),
 * with its evidence.
 */
export interface RemoteSignatureTable {
  id: string;
  reservation_id: string;
  subject: string;
  kind: 'driver_acknowledgement' | 'rental_agreement';
  signer_name: string;
  consent_text: string;
  consent_version: string;
  document_sha256: string;
  pdf: Buffer;
  signed_at: number;
  ip: string;
  user_agent: string;
}
