/**
 * Row shape of `do_not_rent_entries` (migration 0033, decision 021): keyed
 * hashes to match by, the person's details sealed (`v1.…`, licence-cipher.ts)
 * to show masked, the licence number never in clear. `lapses_on` is a day
 * ("YYYY-MM-DD") from which the entry no longer matches. Instants are epoch
 * milliseconds.
 */
export interface DoNotRentEntryTable {
  id: string;
  person_hash: string;
  licence_hash: string | null;
  email_hash: string | null;
  phone_hash: string | null;
  details_sealed: string;
  licence_state: string | null;
  reason: string;
  /** The staff account that added it. */
  created_by: string;
  created_at: number;
  updated_at: number;
  lapses_on: string | null;
}

/** Row shape of `do_not_rent_overrides`: one booking let through after a manager's review. */
export interface DoNotRentOverrideTable {
  reservation_id: string;
  /** JSON array of the entry ids that matched when it was recorded. */
  entry_ids: string;
  created_by: string;
  created_at: number;
  /** Why it may go ahead, in the manager's words (migration 0039); null for overrides recorded before. */
  reason: string | null;
}
