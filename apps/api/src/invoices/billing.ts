import type { Location } from '@convoy/domain/content/locations';
import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import type { PriceLine } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { invoiceBalance } from '@convoy/domain/rules/receivables';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { InvoiceDocument } from '../mail/invoice-document.ts';
import type { MoneySnapshot } from '../outbox/outbox-message.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { MoneyEffects } from '../reservations/reservation-money.ts';
import type { StoredInvoice } from './invoice.repository.ts';
import {
  type BilledOrganisation,
  type DocumentContext,
  heldCents,
  invoiceDocument,
  invoiceSummary,
  issueInvoice,
  netReceived,
  receiptDocument,
  toApiPayment,
} from './invoicing.ts';
import type { PaymentRecord } from './payment-record.ts';

/**
 * A reservation's money inside a transaction (decision 014): what it received,
 * holds and still owes against its current invoice; its invoice issued; the
 * documents an e-mail about it attaches.
 */

/** A reservation's payments and invoices, read once, newest invoice first. */
export interface MoneyRecords {
  payments: PaymentRecord[];
  invoices: StoredInvoice[];
  /** The invoice that is not void (at most one). */
  invoice: StoredInvoice | undefined;
}

export async function moneyRecords(repos: Repositories, r: StoredReservation): Promise<MoneyRecords> {
  const [payments, invoices] = await Promise.all([
    repos.payments.forReservation(r.id),
    repos.invoices.forReservation(r.id),
  ]);
  return { payments, invoices, invoice: invoices.find((i) => i.status !== 'void') };
}

/** What the reservation received, holds, and owes against its current invoice (or its total). */
export function moneySnapshot(
  r: StoredReservation,
  { payments, invoice }: Pick<MoneyRecords, 'payments' | 'invoice'>,
): Omit<MoneySnapshot, 'organisation'> {
  const received = netReceived(payments);
  const owed = invoice
    ? invoice.totalCents
    : r.status === 'cancelled'
      ? (r.cancellationFeeCents ?? 0)
      : r.pricing.totalCents;
  return {
    method: r.paymentMethod,
    poNumber: r.poNumber,
    paidCents: received,
    heldCents: payments.reduce((s, p) => s + heldCents(p), 0),
    balanceCents: r.status === 'expired' ? 0 : invoiceBalance(owed, received).balanceDueCents,
    dueOn: invoice?.dueOn ?? (r.status === 'confirmed' ? r.pickupDate : null),
    invoiceNumber: invoice?.number ?? null,
  };
}

/** The reservation's money read now: its records and what they come to. */
export async function moneyOf(
  repos: Repositories,
  r: StoredReservation,
): Promise<MoneyRecords & { snapshot: Omit<MoneySnapshot, 'organisation'> }> {
  const records = await moneyRecords(repos, r);
  return { ...records, snapshot: moneySnapshot(r, records) };
}

export async function organisationOf(
  repos: Repositories,
  r: StoredReservation,
): Promise<BilledOrganisation | null> {
  return r.organisationId ? ((await repos.organisations.findById(r.organisationId)) ?? null) : null;
}

/** The invoice document, and a receipt per payment received, for an e-mail's attachments. */
export async function documentsOf(
  repos: Repositories,
  r: StoredReservation,
  ctx: DocumentContext,
  receipts: 'all' | 'none' = 'all',
  read?: Pick<MoneyRecords, 'payments' | 'invoice'>,
): Promise<InvoiceDocument[]> {
  const { invoice, payments } = read ?? (await moneyRecords(repos, r));
  // Refunds are operations of payments received: none to read when nothing was.
  const operations = payments.some((p) => p.capturedCents > 0)
    ? await repos.payments.operationsFor(payments.map((p) => p.id))
    : [];
  const docs: InvoiceDocument[] = [];
  if (invoice) docs.push(invoiceDocument(invoice, r, payments, operations, ctx));
  if (receipts === 'all') {
    const billTo = invoice?.billTo ?? {
      name: `${r.contact.firstName} ${r.contact.lastName}`,
      lines: [r.contact.email],
    };
    for (const p of payments.filter((x) => x.capturedCents > 0))
      docs.push(receiptDocument(p, r, invoice, billTo));
  }
  return docs;
}

/** The payment part of an answer from what was read: how it is paid, what was received and is due, each payment and invoice. */
export function paymentViewOf(
  r: StoredReservation,
  records: MoneyRecords,
  organisation: string | null,
  checkoutUrl: string | null,
  collect: ReservationPayment['collect'],
): ReservationPayment {
  const { payments, invoices } = records;
  const snapshot = moneySnapshot(r, records);
  const received = netReceived(payments);
  return {
    method: r.paymentMethod,
    collect: r.paymentMethod === 'card' ? collect : null,
    poNumber: r.poNumber,
    organisation,
    payBy: r.status === 'pending_payment' && r.payBy !== null ? zonedIso(r.payBy, r.timezone) : null,
    checkoutUrl,
    paidCents: Math.max(0, received),
    heldCents: snapshot.heldCents,
    refundedCents: payments.reduce((s, p) => s + p.refundedCents, 0),
    balanceCents: snapshot.balanceCents,
    payments: payments.map((p) => toApiPayment(p, r.timezone)),
    invoices: invoices.map((i) => invoiceSummary(i, received)),
  };
}

/** Issues the invoice of `kind` and answers what the e-mail about it shows and attaches. */
export async function invoiceEffects(
  repos: Repositories,
  r: StoredReservation,
  location: Location,
  kind: 'booking' | 'cancellation',
  now: number,
  ctx: DocumentContext,
  /** What the caller knows already (a booking just made has no payment and no invoice). */
  known?: Pick<MoneyRecords, 'payments' | 'invoices'>,
  /** Charges a return added, billed after the stored lines (the final invoice). */
  added?: readonly PriceLine[],
): Promise<MoneyEffects> {
  const organisation = await organisationOf(repos, r);
  const records = known ?? (await moneyRecords(repos, r));
  const { payments } = records;
  const previous = records.invoices.find((i) => i.status !== 'void');
  const invoice = await issueInvoice(repos, {
    reservation: r,
    organisation,
    location,
    kind,
    now,
    payments,
    previous,
    ...(added ? { added } : {}),
  });
  const read = { payments, invoice };
  const invoices = [
    invoice,
    ...records.invoices.map((i): StoredInvoice => (i.id === previous?.id ? { ...i, status: 'void' } : i)),
  ];
  const name = organisation?.name ?? null;
  return {
    money: { ...moneySnapshot(r, read), organisation: name },
    documents: await documentsOf(repos, r, ctx, 'all', read),
    view: paymentViewOf(r, { payments, invoices, invoice }, name, null, r.collectAtBooking),
  };
}
