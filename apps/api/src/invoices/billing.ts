import type { Location } from '@convoy/domain/content/locations';
import { invoiceBalance } from '@convoy/domain/rules/receivables';
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
  issueInvoice,
  netReceived,
  type PaymentRecord,
  receiptDocument,
} from './invoicing.ts';

/**
 * A reservation's money inside a transaction (decision 014): what it received,
 * holds and still owes against its current invoice; its invoice issued; the
 * documents an e-mail about it attaches.
 */

/** What the reservation received, holds, and owes against its current invoice (or its total). */
export async function moneyOf(
  repos: Repositories,
  r: StoredReservation,
): Promise<{
  payments: PaymentRecord[];
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
      heldCents: payments.reduce((s, p) => s + heldCents(p), 0),
      balanceCents: r.status === 'expired' ? 0 : invoiceBalance(owed, received).balanceDueCents,
      dueOn: invoice?.dueOn ?? (r.status === 'confirmed' ? r.pickupDate : null),
      invoiceNumber: invoice?.number ?? null,
    },
  };
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
