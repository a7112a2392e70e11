/** Row shape of `claims` (migration 0051): a damage claim on one booked vehicle's unit (decision 036). */
export interface ClaimTable {
  id: string;
  reservation_id: string;
  class_id: string;
  seq: number;
  /** The booked vehicle's leg the damage came back from (decision 035): 0 unless it was swapped. */
  leg: number;
  unit_id: string;
  location_id: string;
  state: string;
  status: 'open' | 'estimated' | 'letter_sent' | 'settled' | 'waived';
  cover: 'waiver' | 'certificate' | 'none';
  /** JSON: the damage marks the check-out did not have (counter.schema.ts `damageMarkSchema`). */
  marks: string;
  daily_rate_cents: number;
  /** JSON: the repair estimate's lines (claim.schema.ts `estimateLineSchema`). */
  lines: string;
  loss_of_use_days: number;
  admin_fee_cents: number;
  /** JSON: the split as settled (rules/claim-split.ts `ClaimSplit`); null until then. */
  split: string | null;
  /** When staff marked the insurer letter sent: the claim's amounts are fixed from then on. */
  letter_sent_at: number | null;
  invoice_id: string | null;
  waive_reason: string | null;
  opened_at: number;
  opened_by: string;
  updated_at: number;
}

/** Row shape of `claim_limits` (migration 0051): what a claim may charge a renter in a state (`*`: elsewhere). */
export interface ClaimLimitsTable {
  state: string;
  deductible_cents: number;
  loss_of_use_max_days: number;
  admin_fee_max_cents: number;
  renter_max_cents: number | null;
  updated_at: number;
}
