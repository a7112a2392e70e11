import { randomUUID } from 'node:crypto';
import type { AdminPaymentQuery, AdminPaymentRow } from '@convoy/domain/contracts/admin-money.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { type AdminList, adminList } from '../admin/admin-list.service.ts';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { moneyOf } from '../invoices/billing.ts';
import { toApiPayment } from '../invoices/invoicing.ts';
import { formatMoney } from '../mail/format.ts';
import { createRepositories } from '../repositories.ts';
import { newPayment, type StoredOperation, type StoredPayment } from './payment.repository.ts';
import { type PaymentListed, paymentAdminRows } from './payment-admin.repository.ts';
import { PaymentDeclined, type PaymentProvider } from './payment-provider.ts';
import type { PaymentSync } from './payment-sync.ts';

export interface PaymentAdminDependencies {
  db: Executor;
  dialect: DialectName;
  provider: PaymentProvider | null;
  sync: PaymentSync | null;
  now: () => number;
  /** Makes the provider calls just written (the payments worker's step), so staff see the outcome at once. */
  runOperations: () => Promise<number>;
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
    this.list = adminList(paymentAdminRows(deps.db), (rows) => this.#describe(rows));
  }

  async #describe(rows: PaymentListed[]): Promise<AdminPaymentRow[]> {
    const repos = createRepositories(this.#d.db, this.#d.dialect);
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
    }));
  }

  async row(paymentId: string): Promise<AdminPaymentRow> {
    const repos = createRepositories(this.#d.db, this.#d.dialect);
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

  async capture(paymentId: string, amountCents: number | undefined, by: string): Promise<AdminPaymentRow> {
    return this.#operate(paymentId, 'capture', 'Captured by staff', by, (payment, pending) => {
      const held = heldOf(payment, pending);
      const amount = amountCents ?? held;
      if (amount > held) {
        const message = `Only ${formatMoney(held)} is held: capture no more than that.`;
        throw new ApiError(422, 'amount_too_large', message, { amountCents: message });
      }
      return amount;
    });
  }

  async release(paymentId: string, by: string): Promise<AdminPaymentRow> {
    return this.#operate(paymentId, 'release', 'Released by staff', by, (payment, pending) => {
      heldOf(payment, pending);
      return 0;
    });
  }

  async refund(paymentId: string, amountCents: number, reason: string, by: string): Promise<AdminPaymentRow> {
    return this.#operate(paymentId, 'refund', reason, by, (payment, pending) => {
      if (!payment.paymentIntentId) {
        throw new ApiError(409, 'not_refundable', 'A bank transfer is refunded by bank transfer, not here.');
      }
      const refunding = pending.filter((o) => o.kind === 'refund').reduce((s, o) => s + o.amountCents, 0);
      const left = payment.capturedCents - payment.refundedCents - refunding;
      if (amountCents > left) {
        const message = `At most ${formatMoney(Math.max(0, left))} of this payment can be refunded: what was received and not refunded yet.`;
        throw new ApiError(422, 'amount_too_large', message, { amountCents: message });
      }
      return amountCents;
    });
  }

  /** The balance due charged to the card saved by an earlier payment of the reservation. */
  async chargeBalance(code: string, by: string): Promise<AdminPaymentRow> {
    const provider = this.#d.provider;
    if (!provider || !this.#d.sync) throw noProvider();
    const repos = createRepositories(this.#d.db, this.#d.dialect);
    const r = await repos.reservations.findByCode(code);
    if (!r) throw new ApiError(404, 'not_found', 'No booking has that code.');
    const { snapshot } = await moneyOf(repos, r);
    const payments = await repos.payments.forReservation(r.id);
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
    const now = this.#d.now();
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
        createdAt: now,
        createdBy: by,
      }),
    );
    try {
      const intent = await provider.chargeSaved({
        paymentId: id,
        reservationCode: r.code,
        customerId: saved.customerId,
        paymentMethodId: saved.paymentMethodId,
        amountCents: snapshot.balanceCents,
        description: `Balance of reservation ${r.code}`,
      });
      await this.#d.sync.apply(id, intent);
    } catch (error) {
      if (!(error instanceof PaymentDeclined)) throw error;
      await repos.payments.applyState(
        id,
        {
          ...saved,
          status: 'failed',
          authorisedCents: 0,
          capturedCents: 0,
          refundedCents: 0,
          paymentIntentId: null,
          failureMessage: error.message,
        },
        this.#d.now(),
      );
      throw new ApiError(
        402,
        'card_declined',
        `The saved card was declined: ${error.message} Send the renter the payment link instead.`,
      );
    }
    return this.row(id);
  }

  /**
   * A provider call staff asked for: checked and written under the
   * reservation's row lock (two refunds at once cannot both fit what is left),
   * then made at once (the worker retries it if the provider does not answer).
   */
  async #operate(
    paymentId: string,
    kind: 'capture' | 'release' | 'refund',
    reason: string,
    by: string,
    amountOf: (payment: StoredPayment, pending: StoredOperation[]) => number,
  ): Promise<AdminPaymentRow> {
    if (!this.#d.provider) throw noProvider();
    const first = await createRepositories(this.#d.db, this.#d.dialect).payments.find(paymentId);
    if (!first) throw new ApiError(404, 'not_found', 'No payment has that id.');
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx, this.#d.dialect);
      await repos.reservations.lock(first.reservationId);
      const payment = (await repos.payments.find(paymentId)) as StoredPayment;
      const pending = (await repos.payments.operationsFor([paymentId])).filter((o) => o.status === 'pending');
      const amountCents = amountOf(payment, pending);
      const now = this.#d.now();
      await repos.payments.insertOperation({
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
    });
    await this.#d.runOperations();
    return this.row(paymentId);
  }
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
