import type { Location } from '@convoy/domain/content/locations';
import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import { invoiceBalance } from '@convoy/domain/rules/receivables';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { InvoiceDocument } from '../mail/invoice-document.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { MoneySnapshot } from '../outbox/outbox-message.ts';
import type { Repositories } from '../repositories.ts';
import { type StoredReservation, toApiReservation } from '../reservations/reservation.ts';
import type { MoneyEffects } from '../reservations/reservation-money.ts';
import type { StoredInvoice } from './invoice.repository.ts';
import {
  type AddedCharges,
  type BilledOrganisation,
  type DocumentContext,
  heldCents,
  invoiceDocument,
  invoiceSummary,
  issueInvoice,
  netReceived,
  receiptDocument,
  receivedToward,
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
  /** The invoice that is not void (at most one), not counting a final invoice's supplements (decision 032). */
  invoice: StoredInvoice | undefined;
}

/** The main invoice among a reservation's: not void, not a supplement. */
export const mainInvoice = (invoices: readonly StoredInvoice[]) =>
  invoices.find((i) => i.status !== 'void' && i.supplementOf === null);

/** What the supplements of a final invoice bill, in all (decision 032). */
export const supplementsCents = (invoices: readonly StoredInvoice[] | undefined) =>
  (invoices ?? [])
    .filter((i) => i.status !== 'void' && i.supplementOf !== null)
    .reduce((sum, i) => sum + i.totalCents, 0);

export async function moneyRecords(repos: Repositories, r: StoredReservation): Promise<MoneyRecords> {
  const [payments, invoices] = await Promise.all([
    repos.payments.forReservation(r.id),
    repos.invoices.forReservation(r.id),
  ]);
  return { payments, invoices, invoice: mainInvoice(invoices) };
}

/** What the reservation received, holds, and owes against its current invoice (or its total). */
export function moneySnapshot(
  r: StoredReservation,
  { payments, invoice, invoices }: Pick<MoneyRecords, 'payments' | 'invoice'> & Partial<MoneyRecords>,
): Omit<MoneySnapshot, 'organisation'> {
  const received = netReceived(payments);
  const owed = invoice
    ? invoice.totalCents + supplementsCents(invoices)
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
  read?: Pick<MoneyRecords, 'payments' | 'invoice'> & Partial<MoneyRecords>,
): Promise<InvoiceDocument[]> {
  const records = read ?? (await moneyRecords(repos, r));
  const { invoice, payments } = records;
  // Refunds are operations of payments received: none to read when nothing was.
  const operations = payments.some((p) => p.capturedCents > 0)
    ? await repos.payments.operationsFor(payments.map((p) => p.id))
    : [];
  const docs: InvoiceDocument[] = [];
  if (invoice) docs.push(invoiceDocument(invoice, r, payments, operations, ctx, records.invoices));
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
    invoices: invoices.map((i) => invoiceSummary(i, receivedToward(i, invoices, received))),
  };
}

/**
 * Queues an e-mail of one of the reservation's invoices, its PDF attached, to
 * whoever pays it (the organisation's billing contact, else the renter), in
 * the caller's transaction; answers the address.
 */
export async function emailInvoice(
  repos: Repositories,
  r: StoredReservation,
  location: Location,
  invoice: StoredInvoice,
  ctx: DocumentContext,
  now: number,
): Promise<string> {
  const organisation = await organisationOf(repos, r);
  const records = await moneyRecords(repos, r);
  const recipient = organisation?.billingContact.email ?? r.contact.email;
  const documents = (await documentsOf(repos, r, ctx, 'none', { ...records, invoice })).filter(
    (d) => d.number === invoice.number,
  );
  await enqueueEmails(
    repos.outbox,
    [
      {
        to: recipient,
        reference: r.code,
        payload: {
          kind: 'invoice_issued',
          reservation: toApiReservation(r),
          pricing: r.pricing,
          location,
          money: {
            ...moneySnapshot(r, records),
            organisation: organisation?.name ?? null,
            invoiceNumber: invoice.number,
          },
          documents,
        },
      },
    ],
    now,
  );
  return recipient;
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
  added?: AddedCharges,
): Promise<MoneyEffects> {
  const organisation = await organisationOf(repos, r);
  const records = known ?? (await moneyRecords(repos, r));
  const { payments } = records;
  const previous = mainInvoice(records.invoices);
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
