import { randomUUID } from 'node:crypto';
import type { Location } from '@convoy/domain/content/locations';
import type { AdminListFilter } from '@convoy/domain/contracts/admin-lists.schema';
import { adminExportMaxRows } from '@convoy/domain/contracts/admin-lists.schema';
import type {
  AdminInvoicePage,
  AdminInvoiceQuery,
  AdminInvoiceRow,
} from '@convoy/domain/contracts/admin-money.schema';
import type { BankTransferInput } from '@convoy/domain/contracts/payment.schema';
import { agedReceivables, daysBetween, invoiceBalance } from '@convoy/domain/rules/receivables';
import { zonedToday } from '@convoy/domain/rules/zoned-time';
import { bookPaymentChange } from '../accounting/ledger.ts';
import { dayOf } from '../analytics/period.ts';
import { exportBatchSize, listPage } from '../back-office/admin-list.service.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { formatMoney } from '../mail/format.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { type KeyedRequest, runKeyed } from '../reservations/keyed-action.ts';
import { type StoredReservation, toApiReservation } from '../reservations/reservation.ts';
import { validationError } from '../validation-error.ts';
import { paymentEvent, recordWebhookEvent } from '../webhooks/webhook-events.ts';
import { documentsOf, emailInvoice, moneyOf, organisationOf } from './billing.ts';
import type { InvoiceListed, invoiceAdminRows } from './invoice-admin.repository.ts';
import { type DocumentContext, netReceived, settleInvoiceStatus } from './invoicing.ts';

export interface InvoiceAdminDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  documents: DocumentContext;
  now: () => number;
  afterCommit: () => void;
}

const notFound = () => new ApiError(404, 'not_found', 'There is no invoice with that number.');

/**
 * The back office's invoices (SPEC Part B §15): the list with aged
 * receivables, its CSV export, a bank transfer recorded against an invoice
 * (the invoice is paid when what its reservation received covers it), and an
 * invoice e-mailed again with its PDF.
 */
export class InvoiceAdminService {
  readonly #d: InvoiceAdminDependencies;
  readonly #rows: ReturnType<typeof invoiceAdminRows>;

  constructor(deps: InvoiceAdminDependencies) {
    this.#d = deps;
    this.#rows = deps.repositories(deps.db).invoiceAdminRows(() => dayOf(deps.now()));
  }

  async page(query: AdminInvoiceQuery): Promise<AdminInvoicePage> {
    const today = dayOf(this.#d.now());
    const [page, open] = await Promise.all([
      listPage(query, {
        list: async (filter, limit, offset) =>
          (await this.#rows.list(filter, limit, offset)).map((r) => toRow(r, today)),
        count: (filter) => this.#rows.count(filter),
      }),
      this.#d.repositories(this.#d.db).invoices.openWithReceived(),
    ]);
    const balances = open.map(({ invoice, receivedCents }) => ({
      dueOn: invoice.dueOn,
      balanceDueCents: invoiceBalance(invoice.totalCents, receivedCents).balanceDueCents,
    }));
    return { ...page, aged: agedReceivables(balances, today) };
  }

  async *forExport(filter: AdminListFilter<AdminInvoiceQuery>): AsyncGenerator<AdminInvoiceRow[]> {
    const today = dayOf(this.#d.now());
    for await (const batch of this.#rows.batches(filter, exportBatchSize, adminExportMaxRows)) {
      yield batch.map((r) => toRow(r, today));
    }
  }

  /**
   * A bank transfer received against the invoice: a payment of its
   * reservation, with its reference, once per Idempotency-Key, under the
   * reservation's lock (two transfers recorded at once cannot both fit the
   * balance). Dated on a day the money could have come: no earlier than the
   * invoice, no later than today where the reservation is.
   */
  async recordBankTransfer(
    number: string,
    input: BankTransferInput,
    by: string,
    keyed: KeyedRequest,
  ): Promise<{ row: AdminInvoiceRow; replayed: boolean }> {
    const catalog = await this.#d.catalog.get();
    const found = await this.#d.repositories(this.#d.db).invoices.findByNumber(number);
    if (!found) throw notFound();
    const outcome = await runKeyed(this.#d, keyed, {
      lock: (repos) => repos.reservations.lock(found.reservationId),
      act: async (repos) => {
        const invoice = (await repos.invoices.findByNumber(number)) ?? found;
        if (invoice.status === 'void') {
          throw new ApiError(
            409,
            'invoice_void',
            `${number} is void; record the payment against the invoice that replaced it.`,
          );
        }
        const r = await repos.reservations.findById(invoice.reservationId);
        if (!r) throw notFound();
        const now = this.#d.now();
        checkReceivedOn(input.receivedOn, invoice.issuedOn, zonedToday(now, r.timezone), number);
        const received = netReceived(await repos.payments.forReservation(r.id));
        const due = invoiceBalance(invoice.totalCents, received).balanceDueCents;
        if (due === 0) {
          throw new ApiError(409, 'invoice_paid', `${number} is paid already: nothing is due on it.`);
        }
        if (input.amountCents > due) {
          const message = `Only ${formatMoney(due)} is due on ${number}: record the transfer up to that and return the rest to the payer.`;
          throw new ApiError(422, 'amount_too_large', message, { amountCents: message });
        }
        const paymentId = randomUUID();
        await repos.payments.insertBankTransfer({
          id: paymentId,
          reservationId: r.id,
          amountCents: input.amountCents,
          reference: input.reference,
          receivedOn: input.receivedOn,
          at: now,
          by,
        });
        const transfer = { id: paymentId, reservationId: r.id, kind: 'bank_transfer' as const };
        const amounts = { capturedCents: input.amountCents, refundedCents: 0 };
        await bookPaymentChange(repos, transfer, null, amounts, now);
        await recordWebhookEvent(
          repos,
          paymentEvent('payment.succeeded', r.code, {
            ...transfer,
            amountCents: input.amountCents,
            ...amounts,
          }),
          now,
        );
        await settleInvoiceStatus(repos, r.id, now);
        const location = catalog.locationById.get(r.locationId);
        if (location)
          await this.#receipt(repos, r, location, { number, paymentId, reference: input.reference }, now);
        return { number, paymentId };
      },
    });
    if (!outcome.replayed) this.#d.afterCommit();
    return { row: await this.row(number), replayed: outcome.replayed };
  }

  /** The payer's receipt of a bank transfer, with the invoice as it stands. */
  async #receipt(
    repos: Repositories,
    r: StoredReservation,
    location: Location,
    transfer: { number: string; paymentId: string; reference: string },
    now: number,
  ): Promise<void> {
    const organisation = await organisationOf(repos, r);
    const { snapshot } = await moneyOf(repos, r);
    const all = await documentsOf(repos, r, this.#d.documents, 'all');
    const receipt = `-${transfer.paymentId.slice(0, 8).toUpperCase()}`;
    await enqueueEmails(
      repos.outbox,
      [
        {
          to: organisation?.billingContact.email ?? r.contact.email,
          reference: r.code,
          payload: {
            kind: 'payment_receipt',
            note: `We received your bank transfer (reference ${transfer.reference}) against invoice ${transfer.number}.`,
            reservation: toApiReservation(r),
            pricing: r.pricing,
            location,
            money: { ...snapshot, organisation: organisation?.name ?? null },
            documents: all.filter((d) => d.kind === 'invoice' || d.number.endsWith(receipt)),
          },
        },
      ],
      now,
    );
  }

  /** The invoice e-mailed again, with its PDF, to whoever pays it. */
  async resend(number: string): Promise<{ to: string }> {
    const catalog = await this.#d.catalog.get();
    const to = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const invoice = await repos.invoices.findByNumber(number);
      const r = invoice && (await repos.reservations.findById(invoice.reservationId));
      const location = r && catalog.locationById.get(r.locationId);
      if (!invoice || !r || !location) throw notFound();
      return emailInvoice(repos, r, location, invoice, this.#d.documents, this.#d.now());
    });
    this.#d.afterCommit();
    return { to };
  }

  async row(number: string): Promise<AdminInvoiceRow> {
    const [found] = await this.#rows.list({ number }, 1);
    if (!found) throw notFound();
    return toRow(found, dayOf(this.#d.now()));
  }
}

/** A transfer is dated between the invoice's issue and today where the reservation is (422 on `receivedOn`). */
function checkReceivedOn(receivedOn: string, issuedOn: string, today: string, number: string): void {
  if (receivedOn > today) {
    throw validationError({ receivedOn: `A transfer cannot be received after today (${today}).` });
  }
  if (receivedOn < issuedOn) {
    throw validationError({
      receivedOn: `${number} was issued on ${issuedOn}: a transfer against it is received on that day or later.`,
    });
  }
}

function toRow(
  { invoice: i, receivedCents, reservationCode, organisationCode }: InvoiceListed,
  today: string,
): AdminInvoiceRow {
  const { paidCents, balanceDueCents } =
    i.status === 'void' ? { paidCents: 0, balanceDueCents: 0 } : invoiceBalance(i.totalCents, receivedCents);
  return {
    number: i.number,
    status: i.status,
    kind: i.kind,
    issuedOn: i.issuedOn,
    dueOn: i.dueOn,
    reservationCode,
    billTo: i.billTo.name,
    organisationCode,
    poNumber: i.poNumber,
    totalCents: i.totalCents,
    paidCents,
    balanceDueCents,
    daysOverdue: i.status === 'open' && balanceDueCents > 0 ? Math.max(0, daysBetween(i.dueOn, today)) : 0,
  };
}
