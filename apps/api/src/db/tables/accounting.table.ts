/** What a ledger entry books (decision 040): an invoice issued, an invoice voided, money captured, money refunded. */
export type AccountingEntryKind = 'invoice' | 'void' | 'payment' | 'refund';
export type AccountingEntryStatus = 'pending' | 'sending' | 'retrying' | 'pushed' | 'failed';

/**
 * Row shape of `accounting_entries` (migration 0056): one money event to book,
 * UNIQUE on (kind, source_id); `document` is the JSON of what it books
 * (LedgerDocument). Delivered like the outbox: status, attempts, lease.
 */
export interface AccountingEntryTable {
  id: string;
  kind: AccountingEntryKind;
  /** The invoice's id; a payment's id and the cumulative amount captured or refunded. */
  source_id: string;
  reservation_id: string;
  location_id: string;
  /** The invoice an entry books or voids, or a payment applies to; null: none yet. */
  invoice_id: string | null;
  /** What the journal's reference column says: the invoice number, or the receipt. */
  reference: string;
  amount_cents: number;
  document: string;
  occurred_at: number;
  /** YYYY-MM-DD in the back office's zone: the journal's date. */
  occurred_on: string;
  status: AccountingEntryStatus;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  locked_by: string | null;
  last_error: string | null;
  /** QuickBooks' Id and SyncToken of what the push made. */
  remote_id: string | null;
  remote_token: string | null;
  pushed_at: number | null;
}

/** Row shape of `accounting_accounts` (migration 0056): the accounts a location books to. */
export interface AccountingAccountsTable {
  location_id: string;
  income_account: string;
  receivable_account: string;
  deposit_account: string;
  refunds_account: string;
  updated_at: number;
  updated_by: string;
}

/** Row shape of `accounting_tax_codes` (migration 0056): a location's tax, its QuickBooks code and liability account. */
export interface AccountingTaxCodeTable {
  location_id: string;
  tax_code: string;
  remote_tax_code: string;
  tax_account: string;
}

/**
 * Row shape of `accounting_connections` (migration 0056): one row, id 'quickbooks'.
 * `tokens` is the sealed JSON of the access and refresh tokens; `state_hash`
 * the SHA-256 of the OAuth state of a connection under way.
 */
export interface AccountingConnectionTable {
  id: string;
  realm_id: string | null;
  company_name: string | null;
  tokens: string | null;
  access_expires_at: number | null;
  refresh_expires_at: number | null;
  state_hash: string | null;
  connected_at: number | null;
  connected_by: string | null;
  /** Why Intuit last refused to renew the tokens; null: it did not. */
  last_error: string | null;
  updated_at: number;
}
