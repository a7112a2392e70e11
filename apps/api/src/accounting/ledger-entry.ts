import type { AccountingEntryKind, AccountingEntryStatus } from '../db/tables/accounting.table.ts';

/** One line an invoice bills, as the ledger keeps it: what QuickBooks' invoice lists. */
export interface LedgerLine {
  label: string;
  amountCents: number;
  taxable: boolean;
}

/** One tax an invoice charges, by the price book's code (the mapping's key, with the location). */
export interface LedgerTax {
  code: string;
  label: string;
  amountCents: number;
}

/**
 * What an entry books (decision 040), kept as it was when the money moved: an
 * invoice's (or a voided invoice's) lines and taxes, or how money came in or
 * went back. No person's name: the customer is read from the invoice when pushed.
 */
export type LedgerDocument =
  | InvoiceDocument<'invoice'>
  | InvoiceDocument<'void'>
  | MoneyDocument<'payment'>
  | MoneyDocument<'refund'>;

interface InvoiceDocument<K> {
  kind: K;
  number: string;
  lines: LedgerLine[];
  taxes: LedgerTax[];
}

interface MoneyDocument<K> {
  kind: K;
  method: 'card' | 'bank_transfer';
  paymentId: string;
}

/** A ledger entry as stored. */
export interface LedgerEntry {
  id: string;
  kind: AccountingEntryKind;
  sourceId: string;
  reservationId: string;
  locationId: string;
  invoiceId: string | null;
  reference: string;
  amountCents: number;
  document: LedgerDocument;
  occurredAt: number;
  occurredOn: string;
  status: AccountingEntryStatus;
  attempts: number;
  lastError: string | null;
  remoteId: string | null;
  remoteToken: string | null;
  pushedAt: number | null;
}

/** A new entry, before the worker has touched it. */
export type NewLedgerEntry = Pick<
  LedgerEntry,
  | 'id'
  | 'kind'
  | 'sourceId'
  | 'reservationId'
  | 'locationId'
  | 'invoiceId'
  | 'reference'
  | 'amountCents'
  | 'document'
  | 'occurredAt'
  | 'occurredOn'
>;

/** The accounts a location books to; `taxes` by the price book's tax code. */
export interface AccountMapping {
  incomeAccount: string;
  receivableAccount: string;
  depositAccount: string;
  refundsAccount: string;
  taxes: Record<string, { remoteTaxCode: string; account: string }>;
}

/** What a location books to until staff map it (decision 040): QuickBooks' own default account names. */
export const defaultAccounts: Omit<AccountMapping, 'taxes'> = {
  incomeAccount: 'Sales',
  receivableAccount: 'Accounts Receivable (A/R)',
  depositAccount: 'Undeposited Funds',
  refundsAccount: 'Sales Refunds',
};

/** A tax with no mapping: QuickBooks' US "taxable" code, booked to its default liability account. */
export const defaultTax = { remoteTaxCode: 'TAX', account: 'Sales Tax Payable' };

/** A location's accounts: as staff mapped them, else the defaults. */
export const mappingOf = (
  mappings: ReadonlyMap<string, AccountMapping>,
  locationId: string,
): AccountMapping => mappings.get(locationId) ?? { ...defaultAccounts, taxes: {} };
