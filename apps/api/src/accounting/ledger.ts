import { randomUUID } from 'node:crypto';
import { dayOf } from '../analytics/period.ts';
import type { InvoiceContent } from '../invoices/invoice.repository.ts';
import type { PaymentRecord } from '../invoices/payment-record.ts';
import type { Repositories } from '../repositories.ts';
import type { LedgerDocument } from './ledger-entry.ts';

/**
 * The ledger's writers (decision 040), called inside the transaction of the
 * money event, so an entry exists exactly when what it books does. Each is
 * recorded once per (kind, source): the database's unique key, not a read
 * first. Nothing here books money held: an authorisation is not a payment,
 * only a capture is (SPEC Part B §15).
 */

/** What the ledger reads of an invoice. */
interface BookedInvoice {
  id: string;
  number: string;
  reservationId: string;
  totalCents: number;
  content: Pick<InvoiceContent, 'lines' | 'taxes'>;
}

function invoiceDocument(kind: 'invoice' | 'void', i: BookedInvoice): LedgerDocument {
  return {
    kind,
    number: i.number,
    lines: i.content.lines.map((l) => ({ label: l.label, amountCents: l.amountCents, taxable: l.taxable })),
    taxes: i.content.taxes
      .filter((t) => t.amountCents > 0)
      .map((t) => ({ code: t.code, label: t.label, amountCents: t.amountCents })),
  };
}

async function locationOf(repos: Repositories, reservationId: string): Promise<string> {
  const locationId = await repos.reservations.locationIdOf(reservationId);
  if (!locationId) throw new Error(`ledger: no reservation ${reservationId}`);
  return locationId;
}

async function bookInvoice(
  repos: Repositories,
  kind: 'invoice' | 'void',
  invoice: BookedInvoice,
  now: number,
): Promise<void> {
  await repos.accounting.record({
    id: randomUUID(),
    kind,
    sourceId: invoice.id,
    reservationId: invoice.reservationId,
    locationId: await locationOf(repos, invoice.reservationId),
    invoiceId: invoice.id,
    reference: invoice.number,
    amountCents: invoice.totalCents,
    document: invoiceDocument(kind, invoice),
    occurredAt: now,
    occurredOn: dayOf(now),
  });
}

/** An invoice issued (a first one, a reissue after a change, a cancellation fee, a supplement). */
export const bookInvoiceIssued = (repos: Repositories, invoice: BookedInvoice, now: number) =>
  bookInvoice(repos, 'invoice', invoice, now);

/** An invoice voided (replaced by a reissue, or its booking cancelled): what it booked, reversed. */
export const bookInvoiceVoided = (repos: Repositories, invoice: BookedInvoice, now: number) =>
  bookInvoice(repos, 'void', invoice, now);

/** What the ledger reads of a payment before and after a change. */
type PaymentAmounts = Pick<PaymentRecord, 'capturedCents' | 'refundedCents'>;

/**
 * A payment's amounts changed: money captured beyond what was, and money
 * refunded beyond what was, each booked once. The source is the payment and
 * the amount it reached, so the same state applied twice books nothing more,
 * and a second partial refund is an entry of its own. A hold (authorised
 * only) or its release moves neither amount: no entry.
 */
export async function bookPaymentChange(
  repos: Repositories,
  payment: { id: string; reservationId: string; kind: PaymentRecord['kind'] },
  before: PaymentAmounts | null,
  after: PaymentAmounts,
  now: number,
): Promise<void> {
  const captured = after.capturedCents - (before?.capturedCents ?? 0);
  const refunded = after.refundedCents - (before?.refundedCents ?? 0);
  if (captured <= 0 && refunded <= 0) return;
  const locationId = await locationOf(repos, payment.reservationId);
  const invoice = await repos.invoices.current(payment.reservationId);
  const method = payment.kind === 'bank_transfer' ? 'bank_transfer' : 'card';
  const short = payment.id.slice(0, 8).toUpperCase();
  const common = {
    reservationId: payment.reservationId,
    locationId,
    invoiceId: invoice?.id ?? null,
    occurredAt: now,
    occurredOn: dayOf(now),
  };
  if (captured > 0) {
    await repos.accounting.record({
      ...common,
      id: randomUUID(),
      kind: 'payment',
      sourceId: `${payment.id}:${after.capturedCents}`,
      // A second capture of one payment (none today) would be a journal of its own.
      reference: before?.capturedCents ? `PAY-${short}-${after.capturedCents}` : `PAY-${short}`,
      amountCents: captured,
      document: { kind: 'payment', method, paymentId: payment.id },
    });
  }
  if (refunded > 0) {
    await repos.accounting.record({
      ...common,
      id: randomUUID(),
      kind: 'refund',
      sourceId: `${payment.id}:${after.refundedCents}`,
      reference: `REF-${short}-${after.refundedCents}`,
      amountCents: refunded,
      document: { kind: 'refund', method, paymentId: payment.id },
    });
  }
}
