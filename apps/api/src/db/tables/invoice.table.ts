import type { InvoiceStatus } from '@convoy/domain/contracts/payment.schema';

/** Row shape of `invoice_sequences` (migration 0018): the last number issued in a year, locked to issue the next. */
export interface InvoiceSequenceTable {
  year: number;
  last_number: number;
}

/**
 * Row shape of `invoices` (migration 0018). `document` is the JSON of the lines
 * and taxes as issued (InvoiceContent), `bill_to` who pays: an invoice never
 * changes once issued; a changed booking voids it and a new one is issued.
 */
export interface InvoiceTable {
  id: string;
  /** "INV-2026-000123": the year and `seq`, unique. */
  number: string;
  year: number;
  seq: number;
  reservation_id: string;
  organisation_id: string | null;
  /** The booking's charges, or the fee of its cancellation. */
  kind: 'booking' | 'cancellation';
  status: InvoiceStatus;
  issued_at: number;
  issued_on: string;
  due_on: string;
  net_days: number | null;
  po_number: string | null;
  bill_to: string;
  document: string;
  total_cents: number;
  paid_at: number | null;
  voided_at: number | null;
  void_reason: string | null;
  /** The final invoice this one supplements with fees added after it (migration 0047); null: none. */
  supplement_of: string | null;
}
