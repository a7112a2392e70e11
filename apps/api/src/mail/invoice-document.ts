/**
 * What an invoice or a receipt says, in the words and cents printed on it:
 * made from the stored invoice (its lines and taxes as issued, never priced
 * again) and the payments received, then drawn as a PDF (invoice-pdf.ts).
 * Dates are local calendar dates ("2026-07-06"); money is integer cents.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'receipt';
  /** "INV-2026-000123" for an invoice; a receipt carries its payment's reference, e.g. "RCT-2026-…". */
  number: string;
  /** The day it was issued (an invoice) or the payment was received (a receipt). */
  issuedOn: string;
  /** Invoices only: when payment is due (net terms, or the pickup day). */
  dueOn: string | null;
  /** Net days of an organisation's terms ("Net 30"), or null (due at pickup / paid online). */
  terms: string | null;
  status: 'open' | 'paid' | 'void';
  /** The company that issues it (the brand's owner company and address). */
  seller: { name: string; lines: string[] };
  /** Who pays: the organisation's billing contact and address, or the renter. */
  billTo: { name: string; lines: string[] };
  reservation: {
    code: string;
    /** "2 × 15 Passenger Van + 1 × Cargo Van" */
    vehicles: string;
    location: string;
    /** "Mon, Jul 6, 2026, 9:00 AM" at the location. */
    pickup: string;
    return: string;
  };
  poNumber: string | null;
  /** The stored price lines, as booked. */
  lines: { label: string; quantity: number; unitCents: number; amountCents: number }[];
  /** Each tax or fee as booked; an exempt one carries the certificate that exempts it (amount 0). */
  taxes: {
    label: string;
    /** Percent, e.g. 8.9 */
    rate: number | null;
    baseCents: number;
    amountCents: number;
    exemption: { state: string; certificateNumber: string } | null;
  }[];
  totalCents: number;
  /** Payments received and refunds (negative), in order. */
  payments: { date: string; label: string; amountCents: number }[];
  paidCents: number;
  balanceDueCents: number;
  /** Bank transfer details from configuration, one line each; null when none are configured. */
  bankTransfer: string[] | null;
  /** Short notes printed at the end (how to pay, the exemption in words, a void notice). */
  notes: string[];
}
