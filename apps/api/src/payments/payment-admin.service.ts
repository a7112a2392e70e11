import { randomUUID } from 'node:crypto';
import type { AdminPaymentQuery, AdminPaymentRow } from '@convoy/domain/contracts/admin-money.schema';
import { stillRefundableCents } from '@convoy/domain/rules/refundable';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { bookPaymentChange } from '../accounting/ledger.ts';
import { type AdminList, adminList } from '../back-office/admin-list.service.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { moneyOf } from '../invoices/billing.ts';
import { settleInvoiceStatus, toApiPayment } from '../invoices/invoicing.ts';
import { formatMoney } from '../mail/format.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { type KeyedRequest, runKeyed } from '../reservations/keyed-action.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { paymentEvents, recordWebhookEvents } from '../webhooks/webhook-events.ts';
import { newPayment, type StoredOperation, type StoredPayment } from './payment.repository.ts';
import type { PaymentListed } from './payment-admin.repository.ts';
import { PaymentDeclined, type PaymentProvider } from './payment-provider.ts';
import type { PaymentSync } from './payment-sync.ts';

export interface PaymentAdminDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  provider: PaymentProvider | null;
  sync: PaymentSync | null;
  now: () => number;
  /** Makes the provider calls just written (the payments worker's step), so staff see the outcome at once. */
  runOperations: () => Promise<number>;
  log: { warn(o: object, m: string): void };
}

/** A payment as staff see it after their action, and whether the action's key had been answered before. */
export interface KeyedRow {
  row: AdminPaymentRow;
  replayed: boolean;
}

const noProvider = () => new ApiError(409, 'payments_unavailable', 'No card payment provider is configured.');

/**
 * Staff's hand on card payments (SPEC Part B §15): the list with refunds,
 * capturing a held deposit (all or part: the rest is released), releasing it,
 * refunding money received, and charging the balance to the card saved at
 * booking. Each provider call is written as an operation first (made once,
 * retried by the worker if the provider does not answer), then made at once.
 */
export class PaymentAdminService {
  readonly #d: PaymentAdminDependencies;
  readonly list: AdminList<AdminPaymentQuery, AdminPaymentRow>;

  constructor(deps: PaymentAdminDependencies) {
    this.#d = deps;
    this.list = adminList(deps.repositories(deps.db).paymentAdminRows, (rows) => this.#describe(rows));
  }

  async #describe(rows: PaymentListed[]): Promise<AdminPaymentRow[]> {
    const repos = this.#d.repositories(this.#d.db);
    const operations = await repos.payments.operationsFor(rows.map((r) => r.payment.id));
    return rows.map(({ payment: p, reservationCode, renterName, timezone }) => ({
      ...toApiPayment(p, timezone),
      reservationCode,
      renterName,
      createdBy: p.createdBy,
      operations: operations
        .filter((o) => o.paymentId === p.id)
        .map((o) => ({
          kind: o.kind,
          amountCents: o.amountCents,
          status: o.status,
          reason: o.reason,
          at: zonedIso(o.doneAt ?? o.createdAt, timezone),
          by: o.createdBy,
          error: o.lastError,
        })),
      dispute: p.dispute && {
        status: p.dispute.status,
        amountCents: p.dispute.amountCents,
        reason: p.dispute.reason,
        at: zonedIso(p.dispute.updatedAt, timezone),
      },
    }));
  }

  async row(paymentId: string): Promise<AdminPaymentRow> {
    const repos = this.#d.repositories(this.#d.db);
    const payment = await repos.payments.find(paymentId);
    const r = payment && (await repos.reservations.findById(payment.reservationId));
    if (!payment || !r) throw new ApiError(404, 'not_found', 'No payment has that id.');
    const [row] = await this.#describe([
      {
        payment,
        reservationCode: r.code,
        renterName: `${r.contact.firstName} ${r.contact.lastName}`,
        timezone: r.timezone,
      },
    ]);
    return row as AdminPaymentRow;
  }

  async capture(
    paymentId: string,
    amountCents: number | undefined,
    by: string,
    keyed: KeyedRequest,
  ): Promise<KeyedRow> {
    return this.#operate(paymentId, 'capture', 'Captured by staff', by, keyed, (payment, pending) => {
      const held = heldOf(payment, pending);
      const amount = amountCents ?? held;
      if (amount > held) {
        const message = `Only ${formatMoney(held)} is held: capture no more than that.`;
        throw new ApiError(422, 'amount_too_large', message, { amountCents: message });
      }
      return amount;
    });
  }

  async release(paymentId: string, by: string, keyed: KeyedRequest): Promise<KeyedRow> {
    return this.#operate(paymentId, 'release', 'Released by staff', by, keyed, (payment, pending) => {
      heldOf(payment, pending);
      return 0;
    });
  }

  async refund(
    paymentId: string,
    amountCents: number,
    reason: string,
    by: string,
    keyed: KeyedRequest,
  ): Promise<KeyedRow> {
    const first = await this.#d.repositories(this.#d.db).payments.find(paymentId);
    if (first && !first.paymentIntentId) return this.#refundTransfer(first, amountCents, reason, by, keyed);
    return this.#operate(paymentId, 'refund', reason, by, keyed, (payment, pending) =>
      refundable(amountCents, stillRefundableCents(payment, pending)),
    );
  }

  /**
   * A bank transfer given back by bank transfer: the provider has no part in
   * it, so staff record what they sent and it counts at once (an operation
   * done, the payment's refunded amount, the invoice's status).
   */
  async #refundTransfer(
    first: StoredPayment,
    amountCents: number,
    reason: string,
    by: string,
    keyed: KeyedRequest,
  ): Promise<KeyedRow> {
    const outcome = await runKeyed(this.#d, keyed, {
      lock: (repos) => repos.reservations.lock(first.reservationId),
      act: async (repos) => {
        const payment = (await repos.payments.find(first.id)) as StoredPayment;
        // A bank transfer's refunds are recorded done at once: none is ever on its way.
        const amount = refundable(amountCents, stillRefundableCents(payment, []));
        const now = this.#d.now();
        const operation = {
          paymentId: payment.id,
          kind: 'refund' as const,
          amountCents: amount,
          reason: `${reason} (sent back by bank transfer)`,
          createdBy: by,
        };
        const operationId = await repos.payments.queueOperation(operation, now);
        await repos.payments.finishOperation(operationId, { status: 'done', providerRef: null, at: now });
        const after = { ...payment, refundedCents: payment.refundedCents + amount };
        await repos.payments.applyState(payment.id, after, now);
        await bookPaymentChange(repos, payment, payment, after, now);
        const r = await repos.reservations.findById(payment.reservationId);
        if (r) await recordWebhookEvents(repos, paymentEvents(r.code, payment, after), now);
        await settleInvoiceStatus(repos, payment.reservationId, now);
        return { paymentId: payment.id, operationId };
      },
    });
    return { row: await this.row(first.id), replayed: outcome.replayed };
  }

  /**
   * The balance due charged to the card saved by an earlier payment of the
   * reservation. Under the reservation's lock there is at most one pending
   * charge: a request that finds one answers it rather than charging again
   * (a double click, a second member of staff), and its provider call is
   * keyed by that payment, so both clicks make one charge. A provider that
   * does not answer leaves the charge pending; reconciliation tries again.
   */
  async chargeBalance(code: string, by: string, keyed: KeyedRequest): Promise<KeyedRow> {
    const provider = this.#d.provider;
    const sync = this.#d.sync;
    if (!provider || !sync) throw noProvider();
    const found = await this.#d.repositories(this.#d.db).reservations.findByCode(code);
    if (!found) throw new ApiError(404, 'not_found', 'No booking has that code.');
    const outcome = await runKeyed(this.#d, keyed, {
      lock: (repos) => repos.reservations.lock(found.id),
      act: async (repos) => {
        const payments = await repos.payments.forReservation(found.id);
        const pending = payments.find((p) => p.kind === 'charge' && p.status === 'pending');
        if (pending) return { paymentId: pending.id };
        const r = (await repos.reservations.findById(found.id)) as StoredReservation;
        const { snapshot } = await moneyOf(repos, r);
        if (snapshot.balanceCents <= 0)
          throw new ApiError(409, 'nothing_due', 'Nothing is due on this reservation.');
        const saved = [...payments].reverse().find((p) => p.customerId && p.paymentMethodId);
        if (!saved?.customerId || !saved.paymentMethodId) {
          throw new ApiError(
            409,
            'no_saved_card',
            'No card was saved with this reservation: send the renter the payment link instead.',
          );
        }
        const id = randomUUID();
        await repos.payments.insert(
          newPayment({
            id,
            reservationId: r.id,
            kind: 'charge',
            amountCents: snapshot.balanceCents,
            customerId: saved.customerId,
            paymentMethodId: saved.paymentMethodId,
            cardBrand: saved.cardBrand,
            cardLast4: saved.cardLast4,
            createdAt: this.#d.now(),
            createdBy: by,
          }),
        );
        return { paymentId: id };
      },
    });
    const { paymentId } = outcome.value;
    const payment = await this.#d.repositories(this.#d.db).payments.find(paymentId);
    if (payment) {
      await sync.makeCharge(payment, found.code).catch((error: unknown) => {
        if (!(error instanceof PaymentDeclined)) {
          this.#d.log.warn({ err: error, reservation: found.code }, 'saved card charge not confirmed yet');
        }
      });
    }
    return { row: await this.row(paymentId), replayed: outcome.replayed };
  }

  /**
   * A provider call staff asked for: checked and written under the
   * reservation's row lock (two refunds at once cannot both fit what is left),
   * once per Idempotency-Key, then made at once (the worker retries it if the
   * provider does not answer), with the operation's id as the provider's key.
   */
  async #operate(
    paymentId: string,
    kind: 'capture' | 'release' | 'refund',
    reason: string,
    by: string,
    keyed: KeyedRequest,
    amountOf: (payment: StoredPayment, pending: StoredOperation[]) => number,
  ): Promise<KeyedRow> {
    if (!this.#d.provider) throw noProvider();
    const first = await this.#d.repositories(this.#d.db).payments.find(paymentId);
    if (!first) throw new ApiError(404, 'not_found', 'No payment has that id.');
    const outcome = await runKeyed(this.#d, keyed, {
      lock: (repos) => repos.reservations.lock(first.reservationId),
      act: async (repos) => {
        const payment = (await repos.payments.find(paymentId)) as StoredPayment;
        const pending = (await repos.payments.operationsFor([paymentId])).filter(
          (o) => o.status === 'pending',
        );
        const amountCents = amountOf(payment, pending);
        const operation = { paymentId, kind, amountCents, reason, createdBy: by };
        const operationId = await repos.payments.queueOperation(operation, this.#d.now());
        return { paymentId, operationId };
      },
    });
    await this.#d.runOperations();
    return { row: await this.row(paymentId), replayed: outcome.replayed };
  }
}

/** `amountCents` when no more than is `left` to refund; 422 on the amount otherwise. */
function refundable(amountCents: number, left: number): number {
  if (amountCents > left) {
    const message = `At most ${formatMoney(left)} of this payment can be refunded: what was received and not refunded yet.`;
    throw new ApiError(422, 'amount_too_large', message, { amountCents: message });
  }
  return amountCents;
}

/** What the payment holds on the card; 409 when nothing (not a held deposit, or already captured or released). */
function heldOf(payment: StoredPayment, pending: readonly StoredOperation[]): number {
  if (payment.status !== 'authorised' || payment.authorisedCents === 0) {
    throw new ApiError(409, 'not_held', 'This payment holds nothing on the card to capture or release.');
  }
  if (pending.some((o) => o.kind !== 'refund')) {
    throw new ApiError(
      409,
      'in_progress',
      'A capture or release of this hold is on its way to the provider already.',
    );
  }
  return payment.authorisedCents;
}
