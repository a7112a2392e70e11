import { addCalendarDays } from '@convoy/domain/rules/receivables';
import { dayOf } from '../analytics/period.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import type { PreArrivalLinks } from '../drivers/pre-arrival-links.ts';
import type { UnitAssignments } from '../fleet/assignment.service.ts';
import { insuranceReminders } from '../insurance/insurance-reminders.ts';
import { settleInvoiceStatus } from '../invoices/invoicing.ts';
import { taxCertificateReminders } from '../organisations/tax-certificate-reminders.ts';
import { defaultBackoff, retryDelay } from '../outbox/backoff.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { ExpiryReminders } from '../outbox/expiry-reminders.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { arrivalLocationOf, lockEveryLocationOf, replaceArrivalOf } from '../reservations/one-way-arrival.ts';
import { toApiReservation } from '../reservations/reservation.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { StoredOperation, StoredPayment } from './payment.repository.ts';
import { PaymentDeclined, type PaymentProvider } from './payment-provider.ts';
import type { PaymentSync } from './payment-sync.ts';
import type { PaymentsService } from './payments.service.ts';
import { PickupReminders } from './pickup-reminders.ts';
import type { SplitPaymentService } from './split-payment.service.ts';

export interface PaymentsWorkerOptions {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  provider: PaymentProvider | null;
  payments: PaymentsService;
  sync: PaymentSync | null;
  /** Texts the reminders to the numbers that opted in. */
  sms: SmsService;
  /** The drivers' pre-arrival links, sent again with the reminder days ahead. */
  preArrivalLinks: PreArrivalLinks;
  /** The site's origin, for the links the texts carry. */
  publicUrl: string;
  now: () => number;
  log: {
    info(o: object, m: string): void;
    warn(o: object, m: string): void;
    error(o: object, m: string): void;
  };
  /** Between rounds; a commit that wrote a provider call nudges the worker at once. 0: no timer (tests run rounds). */
  pollMs: number;
  afterCommit: () => void;
  /** A payment not heard of for this long is asked about (a webhook may have been missed). */
  reconcileAfterMs?: number;
  maxAttempts?: number;
  /** An expired one-way rental's arrival replaced by a relocation gets its unit (decision 031). */
  assignments: UnitAssignments;
  turnaroundMinutes: number;
  /** Split bookings' reminders to members who have not paid, and the due date's take-over (decision 045). */
  splitPayments?: Pick<SplitPaymentService, 'runDue'>;
}

const LEASE_MS = 120_000;

export interface RoundResult {
  expired: number;
  operations: number;
  reconciled: number;
  reminders: number;
  pickupDayReminders: number;
  certificateReminders: number;
  /** Members of split bookings reminded, and shares that fell to organisers at the due date. */
  splitReminders: number;
  sharesTakenOver: number;
}

/**
 * The payments' background work (decision 014), in rounds: bookings whose
 * card payment did not come in time are released (after the provider confirms
 * their page can no longer be paid); provider calls written by cancellations
 * and staff (refunds, captures, releases) are made, each once, retried with
 * backoff; payments not heard of lately are asked about (a missed webhook);
 * pickup reminders (pickup-reminders.ts: days ahead with the balance's
 * payment link, and a day ahead) and certificate expiry reminders go out. Every step is guarded in the database, so several
 * instances may run rounds at once.
 */
export class PaymentsWorker {
  readonly #o: PaymentsWorkerOptions & { reconcileAfterMs: number; maxAttempts: number };
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<RoundResult> | undefined;
  #again = false;
  readonly #reminders: PickupReminders;

  constructor(options: PaymentsWorkerOptions) {
    this.#o = { reconcileAfterMs: 10 * 60_000, maxAttempts: 10, ...options };
    this.#reminders = new PickupReminders(options);
  }

  start(): void {
    if (this.#o.pollMs > 0) this.#schedule(this.#o.pollMs);
  }

  async stop(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    while (this.#running) await this.#running.catch(() => undefined);
  }

  nudge(): void {
    if (!this.#timer) return;
    if (this.#running) this.#again = true;
    else this.#schedule(0);
  }

  /** One round of every job; waits for a round already running. */
  async runOnce(): Promise<RoundResult> {
    while (this.#running) await this.#running.catch(() => undefined);
    this.#running = this.#round().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  #schedule(delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      void this.runOnce()
        .catch((error: unknown) => this.#o.log.error({ err: error }, 'payments round failed'))
        .finally(() => {
          if (!this.#timer) return;
          const again = this.#again;
          this.#again = false;
          this.#schedule(again ? 0 : this.#o.pollMs);
        });
    }, delay);
    this.#timer.unref();
  }

  async #round(): Promise<RoundResult> {
    const result = {
      expired: 0,
      operations: 0,
      reconciled: 0,
      reminders: 0,
      pickupDayReminders: 0,
      certificateReminders: 0,
      splitReminders: 0,
      sharesTakenOver: 0,
    };
    const step = async (name: keyof RoundResult, job: () => Promise<number>) => {
      try {
        result[name] = await job();
      } catch (error) {
        this.#o.log.warn({ err: error, job: name }, 'payments job failed; tried again next round');
      }
    };
    await step('operations', () => this.runOperations());
    await step('expired', () => this.expireOverdue());
    await step('reconciled', () => this.reconcile());
    await step('reminders', () => this.remindPickups());
    await step('pickupDayReminders', () => this.remindPickupDay());
    await step('certificateReminders', () => this.remindCertificates());
    const split = this.#o.splitPayments;
    if (split) {
      try {
        const { reminded, takenOver } = await split.runDue();
        result.splitReminders = reminded;
        result.sharesTakenOver = takenOver;
      } catch (error) {
        this.#o.log.warn({ err: error, job: 'splitPayments' }, 'payments job failed; tried again next round');
      }
    }
    return result;
  }

  /**
   * Bookings waiting past their time for a card payment: their page is closed
   * at the provider first. A page already paid is applied (the booking is
   * confirmed after all); otherwise the booking expires and its vehicles are
   * free. A provider that does not answer leaves the booking waiting until the
   * next round: vehicles are never released while a payment may still land.
   */
  async expireOverdue(): Promise<number> {
    const repos = this.#o.repositories(this.#o.db);
    let expired = 0;
    for (const { id } of await repos.reservations.pendingPastDue(this.#o.now(), 50)) {
      const payments = await repos.payments.forReservation(id);
      if (this.#o.provider && this.#o.sync) {
        for (const p of payments.filter((x) => x.checkoutSessionId && x.kind !== 'balance')) {
          const checkout = await this.#o.provider.expireCheckout(p.checkoutSessionId as string);
          if (checkout.intent) await this.#o.sync.apply(p.id, checkout.intent);
        }
      }
      if (await this.#expire(id, payments)) expired++;
    }
    return expired;
  }

  async #expire(id: string, payments: readonly StoredPayment[]): Promise<boolean> {
    const catalog = await this.#o.catalog.get();
    const done = await this.#o.db.transaction().execute(async (trx) => {
      const repos = this.#o.repositories(trx);
      const r = await repos.reservations.findById(id);
      if (!r || !(await repos.reservations.expire(id))) return false;
      const now = this.#o.now();
      // An unpaid one-way rental held its arrival too: a later booking there may rely on it (decision 031).
      const arrivesAt = arrivalLocationOf(r);
      if (arrivesAt) {
        await lockEveryLocationOf(repos, catalog, r);
        const deps = {
          catalog,
          assignments: this.#o.assignments,
          now,
          turnaroundMs: this.#o.turnaroundMinutes * 60_000,
        };
        await replaceArrivalOf(repos, trx, deps, r, arrivesAt);
      }
      for (const p of payments) await repos.payments.markExpired(p.id, now);
      const location = catalog.locationById.get(r.locationId);
      if (location) {
        const expired = { ...r, status: 'expired' as const, payBy: null };
        await enqueueEmails(
          repos.outbox,
          [
            {
              to: r.contact.email,
              reference: r.code,
              payload: {
                kind: 'reservation_expired',
                reservation: toApiReservation(expired),
                pricing: r.pricing,
                location,
              },
            },
          ],
          now,
        );
      }
      return true;
    });
    if (done) this.#o.afterCommit();
    return done;
  }

  /** Provider calls due: each claimed, made with its id as the idempotency key, then the payment synced. */
  async runOperations(): Promise<number> {
    const provider = this.#o.provider;
    if (!provider) return 0;
    const repos = this.#o.repositories(this.#o.db);
    const now = this.#o.now();
    let done = 0;
    for (const op of await repos.payments.dueOperations(now, 20)) {
      if (!(await repos.payments.claimOperation(op.id, now, LEASE_MS))) continue;
      const payment = await repos.payments.find(op.paymentId);
      if (!payment?.paymentIntentId) {
        await repos.payments.finishOperation(op.id, {
          status: 'failed',
          error: 'no card payment to act on',
          nextAttemptAt: now,
        });
        continue;
      }
      let ref: string | null;
      try {
        ref = await this.#call(provider, op, payment.paymentIntentId);
      } catch (error) {
        const last = op.attempts + 1 >= this.#o.maxAttempts;
        const message = error instanceof Error ? error.message : String(error);
        await repos.payments.finishOperation(op.id, {
          status: last ? 'failed' : 'pending',
          error: message,
          nextAttemptAt: this.#o.now() + retryDelay(op.attempts + 1, defaultBackoff),
        });
        this.#o.log[last ? 'error' : 'warn'](
          { err: error, operation: op.id, kind: op.kind },
          'payment call failed',
        );
        continue;
      }
      // Marked done in the transaction that applies the provider's word (two
      // refunds at once must not both fit what is left). Should the sync fail,
      // the claim runs out and the call is made again under the same
      // idempotency key.
      const finished = { operationId: op.id, providerRef: ref };
      if (this.#o.sync) await this.#o.sync.sync(payment, finished);
      else
        await repos.payments.finishOperation(op.id, { status: 'done', providerRef: ref, at: this.#o.now() });
      done++;
      await settleInvoiceStatus(repos, payment.reservationId, this.#o.now());
    }
    return done;
  }

  async #call(provider: PaymentProvider, op: StoredOperation, intentId: string): Promise<string | null> {
    if (op.kind === 'refund') return (await provider.refund(intentId, op.amountCents, op.id, op.reason)).id;
    if (op.kind === 'capture') return (await provider.capture(intentId, op.amountCents, op.id)).id;
    return (await provider.cancel(intentId, op.id)).id;
  }

  /** Payments not heard of lately, asked about: what a missed webhook would have told. */
  async reconcile(): Promise<number> {
    if (!this.#o.sync) return 0;
    const repos = this.#o.repositories(this.#o.db);
    let asked = 0;
    for (const p of await repos.payments.open(this.#o.now() - this.#o.reconcileAfterMs, 50)) {
      if (p.kind === 'charge' && !p.paymentIntentId) {
        // A saved card's charge whose provider call never answered: made again under its own key.
        const r = await repos.reservations.findById(p.reservationId);
        if (r)
          await this.#o.sync.makeCharge(p, r.code).catch((error: unknown) => this.#declined(error, r.code));
        asked++;
        continue;
      }
      if (!p.checkoutSessionId && !p.paymentIntentId) continue;
      await this.#o.sync.sync(p);
      asked++;
    }
    return asked;
  }

  #declined(error: unknown, code: string): void {
    if (!(error instanceof PaymentDeclined)) throw error;
    this.#o.log.info({ reservation: code }, 'saved card declined when its charge was made again');
  }

  /** The pickup reminder, `reminderDaysBefore` days ahead: drivers still needed or still to finish, the balance and its link. */
  async remindPickups(): Promise<number> {
    const { reminderDaysBefore } = await this.#o.payments.settings();
    const sent = await this.#reminders.daysBefore(reminderDaysBefore);
    if (sent > 0) this.#o.afterCommit();
    return sent;
  }

  /** The pickup reminder a day ahead: where, when, the hours and what to bring. */
  async remindPickupDay(): Promise<number> {
    const sent = await this.#reminders.dayBefore();
    if (sent > 0) this.#o.afterCommit();
    return sent;
  }

  /**
   * 30 days before a verified certificate ends, its holder is reminded once:
   * an organisation's tax-exemption certificates, and the certificates of
   * insurance of bookings and organisations (decision 023).
   */
  async remindCertificates(): Promise<number> {
    const sent =
      (await this.#remindExpiring(taxCertificateReminders)) +
      (await this.#remindExpiring(insuranceReminders));
    if (sent > 0) this.#o.afterCommit();
    return sent;
  }

  async #remindExpiring<C extends { id: string }>(kind: ExpiryReminders<C>): Promise<number> {
    const today = dayOf(this.#o.now());
    const repos = this.#o.repositories(this.#o.db);
    let sent = 0;
    for (const c of await kind.due(repos, today, addCalendarDays(today, 30), 50)) {
      const claimed = await this.#o.db.transaction().execute(async (trx) => {
        const tx = this.#o.repositories(trx);
        const email = await kind.email(tx, c);
        if (!email || !(await kind.claim(tx, c.id, this.#o.now()))) return false;
        await enqueueEmails(tx.outbox, [email], this.#o.now());
        return true;
      });
      if (claimed) sent++;
    }
    return sent;
  }
}
