/**
 * Row shapes of customer records (migration 0059, decision 043). A person's key is their normalised e-mail
 * sealed deterministically; instants are epoch milliseconds.
 */
export interface CustomerMergeTable {
  /** The person joined to another: every row of this e-mail now shows on `into_key`'s record. */
  from_key: string;
  into_key: string;
  merged_by: string;
  merged_at: number;
}

/** A staff note on a person or an organisation (exactly one); pinned (1) shows on their bookings. */
export interface CustomerNoteTable {
  id: string;
  person_key: string | null;
  organisation_id: string | null;
  text: string;
  pinned: number;
  author: string;
  created_at: number;
}
