import { randomUUID } from 'node:crypto';
import type { Location } from '@convoy/domain/content/locations';
import type { Payment, ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import { invoiceBalance } from '@convoy/domain/rules/receivables';
import { settle } from '@convoy/domain/rules/settlement';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { StoredInvoice } from '../invoices/invoice.repository.ts';
import type { InvoiceDocument } from '../invoices/invoice-document.ts';
import {
  type DocumentContext,
  invoiceDocument,
  invoiceSummary,
  issueInvoice,
  netReceived,
  paymentLabel,
  receiptDocument,
} from '../invoices/invoicing.ts';
import type { StoredOrganisation } from '../organisations/organisation.repository.ts';
import type { MoneySnapshot } from '../outbox/outbox-message.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { MoneyEffects } from '../reservations/reservation-money.ts';
import type { StoredOperation, StoredPayment } from './payment.repository.ts';

/**
 * A reservation's money inside a transaction (decision 014): what it received,
 * holds and still owes; its invoice issued; the provider calls a cancellation
 * needs, written as operations for the payments worker to carry out once.
 */

const held = (p: StoredPayment) => (p.status === 'authorised' ? p.authorisedCents : 0);

/** Pending operations take their amounts out of what a payment can still give. */
function effective(p: StoredPayment, pending: readonly StoredOperation[]) {
  const mine = pending.filter((o) => o.paymentId === p.id);
  const refunding = mine.filter((o) => o.kind === 'refund').reduce((s, o) => s + o.amountCents, 0);
  const settlingHold = mine.some((o) => o.kind === 'capture' || o.kind === 'release');
  return {
    id: p.id,
    netReceivedCents: Math.max(0, p.capturedCents - p.refundedCents - refunding),
    heldCents: settlingHold ? 0 : held(p),
  };
}

/** What the reservation received, holds, and owes against its current invoice (or its total). */
export async function moneyOf(
  repos: Repositories,
  r: StoredReservation,
): Promise<{
  payments: StoredPayment[];
  invoice: StoredInvoice | undefined;
  snapshot: Omit<MoneySnapshot, 'organisation'>;
}> {
  const [payments, invoice] = await Promise.all([
    repos.payments.forReservation(r.id),
    repos.invoices.current(r.id),
  ]);
  const received = netReceived(payments);
  const owed = invoice
    ? invoice.totalCents
    : r.status === 'cancelled'
      ? (r.cancellationFeeCents ?? 0)
      : r.pricing.totalCents;
  return {
    payments,
    invoice,
    snapshot: {
      method: r.paymentMethod,
      poNumber: r.poNumber,
      paidCents: received,
      heldCents: payments.reduce((s, p) => s + held(p), 0),
      balanceCents: r.status === 'expired' ? 0 : invoiceBalance(owed, received).balanceDueCents,
      dueOn: invoice?.dueOn ?? (r.status === 'confirmed' ? r.pickupDate : null),
      invoiceNumber: invoice?.number ?? null,
    },
  };
}

export async function organisationOf(
  repos: Repositories,
  r: StoredReservation,
): Promise<StoredOrganisation | null> {
  return r.organisationId ? ((await repos.organisations.findById(r.organisationId)) ?? null) : null;
}

/** The invoice document, and a receipt per payment received, for an e-mail's attachments. */
export async function documentsOf(
  repos: Repositories,
  r: StoredReservation,
  ctx: DocumentContext,
  receipts: 'all' | 'none' = 'all',
): Promise<InvoiceDocument[]> {
  const [invoice, payments] = await Promise.all([
    repos.invoices.current(r.id),
    repos.payments.forReservation(r.id),
  ]);
  const operations = await repos.payments.operationsFor(payments.map((p) => p.id));
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

/** Issues the invoice of `kind` and answers what the e-mail about it shows and attaches. */
export async function invoiceEffects(
  repos: Repositories,
  r: StoredReservation,
  location: Location,
  kind: 'booking' | 'cancellation',
  now: number,
  ctx: DocumentContext,
): Promise<MoneyEffects> {
  const organisation = await organisationOf(repos, r);
  await issueInvoice(repos, { reservation: r, organisation, location, kind, now });
  const { snapshot } = await moneyOf(repos, r);
  return {
    money: { ...snapshot, organisation: organisation?.name ?? null },
    documents: await documentsOf(repos, r, ctx),
  };
}

/**
 * The provider calls that settle a cancelled (or expired) reservation's card
 * payments against what it owes (rules/settlement.ts): refunds of money
 * received above it, captures from holds below it, releases of the rest.
 * Pending operations count as done, so settling twice adds nothing.
 */
export async function settlePayments(
  repos: Repositories,
  r: StoredReservation,
  owedCents: number,
  reason: string,
  now: number,
  by: string | null = null,
): Promise<number> {
  const payments = (await repos.payments.forReservation(r.id)).filter(
    (p) => p.paymentIntentId !== null && (p.capturedCents > 0 || held(p) > 0),
  );
  const pending = (await repos.payments.operationsFor(payments.map((p) => p.id))).filter(
    (o) => o.status === 'pending',
  );
  // Bank transfers count as received but are refunded by staff, not by the provider.
  const others = netReceived(
    (await repos.payments.forReservation(r.id)).filter((p) => p.paymentIntentId === null),
  );
  const plan = settle(
    payments.map((p) => effective(p, pending)),
    Math.max(0, owedCents - others),
  );
  const operation = (paymentId: string, kind: StoredOperation['kind'], amountCents: number) =>
    repos.payments.insertOperation({
      id: randomUUID(),
      paymentId,
      kind,
      amountCents,
      reason,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
      createdBy: by,
    });
  for (const refund of plan.refunds) await operation(refund.paymentId, 'refund', refund.amountCents);
  for (const capture of plan.captures) await operation(capture.paymentId, 'capture', capture.amountCents);
  for (const id of plan.releases) await operation(id, 'release', 0);
  return plan.refunds.length + plan.captures.length + plan.releases.length;
}

export function toApiPayment(p: StoredPayment, zone: string): Payment {
  return {
    id: p.id,
    kind: p.kind,
    status: p.status,
    amountCents: p.amountCents,
    authorisedCents: held(p),
    capturedCents: p.capturedCents,
    refundedCents: p.refundedCents,
    description: paymentLabel(p),
    createdAt: zonedIso(p.createdAt, zone),
    failureMessage: p.failureMessage,
  };
}

/** The payment part of an answer: how it is paid, what was received and is due, each payment and invoice. */
export async function paymentView(
  repos: Repositories,
  r: StoredReservation,
  checkoutUrl: string | null,
  collect: ReservationPayment['collect'],
): Promise<ReservationPayment> {
  const [{ payments, snapshot }, invoices, organisation] = await Promise.all([
    moneyOf(repos, r),
    repos.invoices.forReservation(r.id),
    organisationOf(repos, r),
  ]);
  const received = netReceived(payments);
  return {
    method: r.paymentMethod,
    collect: r.paymentMethod === 'card' ? collect : null,
    poNumber: r.poNumber,
    organisation: organisation?.name ?? null,
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
