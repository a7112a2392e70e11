import { randomUUID } from 'node:crypto';
import type { AdminPaymentQuery, AdminPaymentRow } from '@convoy/domain/contracts/admin-money.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { type AdminList, adminList } from '../admin/admin-list.service.ts';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { moneyOf } from '../invoices/billing.ts';
import { toApiPayment } from '../invoices/invoicing.ts';
import { createRepositories } from '../repositories.ts';
import { newPayment, type StoredPayment } from './payment.repository.ts';
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
    const payment = await this.#held(paymentId);
    const amount = amountCents ?? payment.authorisedCents;
    if (amount > payment.authorisedCents) {
      throw new ApiError(
        422,
        'amount_too_large',
        `At most ${payment.authorisedCents / 100} dollars is held.`,
        {
          amountCents: 'Capture no more than is held.',
        },
      );
    }
    return this.#operate(payment, 'capture', amount, 'Captured by staff', by);
  }

  async release(paymentId: string, by: string): Promise<AdminPaymentRow> {
    return this.#operate(await this.#held(paymentId), 'release', 0, 'Released by staff', by);
  }

  async refund(paymentId: string, amountCents: number, reason: string, by: string): Promise<AdminPaymentRow> {
    const repos = createRepositories(this.#d.db, this.#d.dialect);
    const payment = await repos.payments.find(paymentId);
    if (!payment) throw new ApiError(404, 'not_found', 'No payment has that id.');
    if (!payment.paymentIntentId) {
      throw new ApiError(409, 'not_refundable', 'A bank transfer is refunded by bank transfer, not here.');
    }
    const pending = (await repos.payments.operationsFor([payment.id]))
      .filter((o) => o.kind === 'refund' && o.status === 'pending')
      .reduce((s, o) => s + o.amountCents, 0);
    const left = payment.capturedCents - payment.refundedCents - pending;
    if (amountCents > left) {
      throw new ApiError(
        422,
        'amount_too_large',
        `At most $${(left / 100).toFixed(2)} of this payment can be refunded.`,
        {
          amountCents: 'Refund no more than was received and not refunded yet.',
        },
      );
    }
    return this.#operate(payment, 'refund', amountCents, reason, by);
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

  async #held(paymentId: string): Promise<StoredPayment> {
    if (!this.#d.provider) throw noProvider();
    const payment = await createRepositories(this.#d.db, this.#d.dialect).payments.find(paymentId);
    if (!payment) throw new ApiError(404, 'not_found', 'No payment has that id.');
    if (payment.status !== 'authorised' || payment.authorisedCents === 0) {
      throw new ApiError(409, 'not_held', 'This payment holds nothing on the card to capture or release.');
    }
    return payment;
  }

  async #operate(
    payment: StoredPayment,
    kind: 'capture' | 'release' | 'refund',
    amountCents: number,
    reason: string,
    by: string,
  ): Promise<AdminPaymentRow> {
    const now = this.#d.now();
    await createRepositories(this.#d.db, this.#d.dialect).payments.insertOperation({
      id: randomUUID(),
      paymentId: payment.id,
      kind,
      amountCents,
      reason,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
      createdBy: by,
    });
    await this.#d.runOperations();
    return this.row(payment.id);
  }
}
