import type { Location } from '@convoy/domain/content/locations';
import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import type { PaymentStatus } from '@convoy/domain/contracts/payment.schema';
import { bookPaymentChange } from '../accounting/ledger.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { documentsOf, moneyOf, organisationOf, supplementsCents } from '../invoices/billing.ts';
import { settleInvoiceStatus } from '../invoices/invoicing.ts';
import { formatMoney } from '../mail/format.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import { enqueueBookingEvent } from '../outbox/event-emails.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { cancellationWords } from '../reservations/cancellation-terms.ts';
import {
  returnLocationForMail,
  type StoredReservation,
  toApiReservation,
} from '../reservations/reservation.ts';
import { paymentEvents, recordWebhookEvents } from '../webhooks/webhook-events.ts';
import { failedState, refundExcess, settlePayments, tellStaff } from './billing.ts';
import type { PaymentState, StoredPayment } from './payment.repository.ts';
import {
  PaymentDeclined,
  type PaymentProvider,
  type ProviderDispute,
  type ProviderIntent,
} from './payment-provider.ts';
import type { PaymentsService } from './payments.service.ts';

export interface PaymentSyncDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  provider: PaymentProvider;
  payments: PaymentsService;
  staffEmail: string;
  now: () => number;
  /** After a commit that wrote e-mails or provider calls: wake the outbox and the payments worker. */
  afterCommit: () => void;
  log: { warn(o: object, m: string): void };
  /**
   * What a booking keeps beyond its invoices: the deposit a damage claim not
   * yet settled holds on to (decision 036), never refunded as an excess.
   */
  keptBeyondInvoices?: (repos: Repositories, r: StoredReservation) => Promise<number>;
}

/** A provider call made for one of our payment operations, to be marked done with the state it led to. */
export interface FinishedCall {
  operationId: string;
  providerRef: string | null;
}

/** What the provider says of a PaymentIntent, as our payment row keeps it. */
export function stateOf(intent: ProviderIntent, before: StoredPayment): PaymentState {
  const status: PaymentStatus =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'requires_capture'
        ? 'authorised'
        : intent.status === 'canceled'
          ? 'canceled'
          : intent.status === 'requires_action'
            ? 'requires_action'
            : intent.status === 'requires_payment_method' && intent.failureMessage
              ? 'failed'
              : 'pending';
  return {
    status,
    authorisedCents: status === 'authorised' ? intent.capturableCents : 0,
    capturedCents: intent.receivedCents,
    refundedCents: Math.max(intent.refundedCents, before.refundedCents),
    paymentIntentId: intent.id,
    customerId: intent.customerId ?? before.customerId,
    paymentMethodId: intent.paymentMethodId ?? before.paymentMethodId,
    cardBrand: intent.cardBrand ?? before.cardBrand,
    cardLast4: intent.cardLast4 ?? before.cardLast4,
    failureMessage: status === 'failed' ? intent.failureMessage : null,
  };
}

/** What staff are told of a dispute: what is at stake and what to do. */
function disputeWords(d: ProviderDispute, opened: boolean): string {
  const what = `${formatMoney(d.amountCents)} (reason: ${d.reason.replaceAll('_', ' ')})`;
  if (opened) {
    return `The card holder disputed ${what}. Answer it with evidence in the payment provider's dashboard before its deadline.`;
  }
  if (d.status === 'won') return `The dispute of ${what} was decided in our favour: the money stays.`;
  if (d.status === 'lost') return `The dispute of ${what} was lost: the money goes back to the card holder.`;
  return `The dispute of ${what} is now ${d.status.replaceAll('_', ' ')}.`;
}

/** How long the provider keeps an idempotency key (Stripe: 24 hours), less an hour's margin. */
const keyLifetimeMs = 23 * 3_600_000;

/** The money a booking's payment must bring before the reservation is confirmed. */
const satisfies = (p: StoredPayment, state: PaymentState) =>
  p.kind === 'deposit'
    ? state.status === 'authorised' || state.status === 'succeeded'
    : state.status === 'succeeded';

/**
 * Brings our payments in line with the provider's (decision 014). Whatever
 * told us something changed (a webhook, the success page, reconciliation),
 * we ask the provider for the object's state now and apply it: events that
 * come twice or out of order change nothing more. Applying it settles the
 * reservation in one transaction under its row lock: a booking waiting for
 * its payment is confirmed (invoice, confirmation e-mail with the invoice and
 * receipt); money that comes for a reservation cancelled or expired meanwhile
 * is refunded or released (never a charge without a booking); a balance paid
 * marks the invoice paid and sends its receipt.
 */
export class PaymentSync {
  readonly #d: PaymentSyncDependencies;

  constructor(deps: PaymentSyncDependencies) {
    this.#d = deps;
  }

  /**
   * A webhook: its signature verified over the raw body (InvalidSignature
   * otherwise, and nothing read), then handled once per event id. The event
   * only says which payment to ask about. When the provider cannot be asked
   * now, the event is not recorded as handled: reconciliation asks later.
   */
  async webhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<'handled' | 'duplicate' | 'deferred'> {
    const event = this.#d.provider.parseEvent(rawBody, signature);
    const repos = this.#d.repositories(this.#d.db);
    if (await repos.payments.eventSeen(event.id)) return 'duplicate';
    try {
      if (event.disputeId) await this.syncDispute(event.disputeId);
      else if (event.checkoutSessionId) await this.syncBySession(event.checkoutSessionId);
      else if (event.paymentIntentId) await this.syncByIntent(event.paymentIntentId);
    } catch (error) {
      this.#d.log.warn(
        { err: error, event: event.id, type: event.type },
        'webhook not applied; reconciliation will',
      );
      return 'deferred';
    }
    const first = await repos.payments.recordEvent(
      event.id,
      event.type,
      event.checkoutSessionId ?? event.paymentIntentId,
      this.#d.now(),
    );
    return first ? 'handled' : 'duplicate';
  }

  /** A booking waiting for its payment, asked about now (the renter is back from the payment page). */
  async refreshPending(reservation: StoredReservation): Promise<void> {
    if (reservation.status !== 'pending_payment') return;
    const payments = await this.#d.repositories(this.#d.db).payments.forReservation(reservation.id);
    for (const p of payments.filter(
      (x) => x.kind !== 'balance' && (x.checkoutSessionId || x.paymentIntentId),
    )) {
      await this.sync(p).catch((error: unknown) =>
        this.#d.log.warn({ err: error, reservation: reservation.code }, 'payment not refreshed'),
      );
    }
  }

  /**
   * Asks the provider about one of our payments and applies what it says;
   * with `finished`, the provider call that changed it is marked done in the
   * same transaction.
   */
  async sync(payment: StoredPayment, finished?: FinishedCall): Promise<void> {
    const { provider } = this.#d;
    let intent: ProviderIntent | null = null;
    if (payment.paymentIntentId) {
      intent = await provider.retrieveIntent(payment.paymentIntentId);
    } else if (payment.checkoutSessionId) {
      const checkout = await provider.retrieveCheckout(payment.checkoutSessionId);
      intent = checkout.intent;
      if (!intent && checkout.status === 'expired') {
        await this.#d.repositories(this.#d.db).payments.markExpired(payment.id, this.#d.now());
        return;
      }
    }
    if (intent) await this.apply(payment.id, intent, finished);
  }

  /**
   * Makes a pending charge of a saved card at the provider and applies what it
   * says. The provider's idempotency key is the payment's id, made once under
   * the reservation's lock (the one pending charge of a reservation), so a
   * second click, a retry by reconciliation or a request whose answer was lost
   * never charges twice. A decline marks the payment failed and is rethrown.
   * Past `keyLifetimeMs` (the provider keeps keys 24 hours) a charge never
   * confirmed is not tried again: staff look at the provider's dashboard.
   */
  async makeCharge(asked: StoredPayment, reservationCode: string): Promise<void> {
    // Read again: a cancellation since may have dropped it (billing.ts dropUnsentCharges).
    const payment = await this.#d.repositories(this.#d.db).payments.find(asked.id);
    if (payment?.kind !== 'charge' || payment.status !== 'pending' || payment.paymentIntentId) return;
    if (!payment.customerId || !payment.paymentMethodId) return;
    if (this.#d.now() - payment.createdAt > keyLifetimeMs) {
      await this.#fail(
        payment.id,
        'The provider never confirmed this charge within a day: check its dashboard.',
      );
      return;
    }
    let intent: ProviderIntent;
    try {
      intent = await this.#d.provider.chargeSaved({
        paymentId: payment.id,
        reservationCode,
        customerId: payment.customerId,
        paymentMethodId: payment.paymentMethodId,
        amountCents: payment.amountCents,
        description: `Balance of reservation ${reservationCode}`,
      });
    } catch (error) {
      if (error instanceof PaymentDeclined) await this.#fail(payment.id, error.message);
      throw error;
    }
    await this.apply(payment.id, intent);
  }

  /**
   * A card holder's dispute, as the provider reports it now, recorded on the
   * payment it is about under the reservation's lock; staff are e-mailed when
   * it opens and whenever its status changes (answer it at the provider, then
   * won or lost). False when it is about no payment of ours.
   */
  async syncDispute(disputeId: string): Promise<boolean> {
    const dispute = await this.#d.provider.retrieveDispute(disputeId);
    if (!dispute.paymentIntentId) return false;
    const found = await this.#d.repositories(this.#d.db).payments.findByIntent(dispute.paymentIntentId);
    if (!found) return false;
    const catalog = await this.#d.catalog.get();
    const wrote = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      await repos.reservations.lock(found.reservationId);
      const payment = (await repos.payments.find(found.id)) as StoredPayment;
      const now = this.#d.now();
      const { id, status, amountCents, reason } = dispute;
      await repos.payments.recordDispute(payment.id, { id, status, amountCents, reason, updatedAt: now });
      const r = await repos.reservations.findById(payment.reservationId);
      const location = r && catalog.locationById.get(r.locationId);
      if (!r || !location || payment.dispute?.status === status) return false;
      await tellStaff(
        repos,
        this.#d.staffEmail,
        r,
        location,
        disputeWords(dispute, payment.dispute === null),
        now,
      );
      return true;
    });
    if (wrote) this.#d.afterCommit();
    return true;
  }

  /** A charge the provider refused or never made: failed, under its reservation's lock. */
  async #fail(paymentId: string, message: string): Promise<void> {
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const first = await repos.payments.find(paymentId);
      if (!first) return;
      await repos.reservations.lock(first.reservationId);
      const payment = (await repos.payments.find(paymentId)) as StoredPayment;
      if (payment.status !== 'pending') return;
      const now = this.#d.now();
      await repos.payments.applyState(paymentId, failedState(payment, message), now);
    });
  }

  async syncBySession(sessionId: string): Promise<boolean> {
    const payment = await this.#d.repositories(this.#d.db).payments.findBySession(sessionId);
    if (payment) await this.sync(payment);
    return payment !== undefined;
  }

  async syncByIntent(intentId: string): Promise<boolean> {
    const repos = this.#d.repositories(this.#d.db);
    let payment = await repos.payments.findByIntent(intentId);
    if (!payment) {
      // The first word of a PaymentIntent may come before its checkout's: find our payment by the metadata we set.
      const intent = await this.#d.provider.retrieveIntent(intentId);
      payment = intent.paymentId ? await repos.payments.find(intent.paymentId) : undefined;
      if (payment) await this.apply(payment.id, intent);
      return payment !== undefined;
    }
    await this.sync(payment);
    return true;
  }

  /**
   * Applies the provider's state of a payment and settles its reservation, in
   * one transaction. A finished call is marked done in it too: whoever checks
   * a refund or release under the reservation's lock sees that call either
   * pending or in the payment's amounts, never in neither (nor in both).
   */
  async apply(paymentId: string, intent: ProviderIntent, finished?: FinishedCall): Promise<void> {
    // Read before the transaction opens: a cold catalogue loads through the root database, which on
    // SQLite waits for ever for the connection this transaction holds (decision 003).
    const catalog = await this.#d.catalog.get();
    const wrote = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const first = await repos.payments.find(paymentId);
      if (!first) return false;
      await repos.reservations.lock(first.reservationId);
      const now = this.#d.now();
      if (finished) {
        await repos.payments.finishOperation(finished.operationId, {
          status: 'done',
          providerRef: finished.providerRef,
          at: now,
        });
      }
      // Read again under the lock: another sync may have applied this state already.
      const before = (await repos.payments.find(paymentId)) as StoredPayment;
      const state = stateOf(intent, before);
      await repos.payments.applyState(paymentId, state, now);
      const r = await repos.reservations.findById(before.reservationId);
      if (!r) return true;
      await recordWebhookEvents(repos, paymentEvents(r.code, before, state), now);
      const at = {
        location: catalog.locationById.get(r.locationId),
        ...returnLocationForMail(catalog.locationById, r),
        policy: catalog.priceBook.cancellationPolicy,
      };
      const wrote = await this.#settle(trx, repos, r, at, before, state, now);
      // Money captured or refunded is booked with it, a hold is not (decision 040); after settling, so
      // a payment that confirms its booking is applied to the invoice that confirmation issued.
      await bookPaymentChange(repos, before, before, state, now);
      return wrote;
    });
    if (wrote) this.#d.afterCommit();
  }

  async #settle(
    trx: Executor,
    repos: Repositories,
    r: StoredReservation,
    {
      location,
      returnLocation,
      policy,
    }: { location: Location | undefined; returnLocation?: Location; policy: CancellationPolicy },
    before: StoredPayment,
    state: PaymentState,
    now: number,
  ): Promise<boolean> {
    const isBookingPayment = before.kind === 'deposit' || before.kind === 'full';
    if (r.status === 'pending_payment' && isBookingPayment && satisfies(before, state)) {
      if (!(await repos.reservations.confirmPaid(r.id)) || !location) return false;
      const confirmed = { ...r, status: 'confirmed' as const, payBy: null };
      const effects = await this.#d.payments.confirmed(trx, confirmed, location);
      const snapshot = {
        reservation: toApiReservation(confirmed),
        pricing: r.pricing,
        location,
        ...(returnLocation ? { returnLocation } : {}),
        cancellation: cancellationWords(confirmed, policy, confirmed.locale),
      };
      await enqueueBookingEvent(
        repos.outbox,
        { kind: 'reservation_confirmation', snapshot },
        { to: r.contact.email, staff: this.#d.staffEmail },
        effects,
        now,
      );
      return true;
    }
    if (r.status === 'cancelled' || r.status === 'expired') {
      // Money for a reservation that no longer holds vehicles is settled against what it owes, at
      // once (settling twice adds nothing): never a charge without a booking.
      const owed = r.status === 'cancelled' ? (r.cancellationFeeCents ?? 0) : 0;
      const { calls } = await settlePayments(
        repos,
        r,
        owed,
        `Payment received after ${r.code} was ${r.status}`,
        now,
      );
      if (calls > 0 && location) {
        await tellStaff(
          repos,
          this.#d.staffEmail,
          r,
          location,
          `A payment came after the reservation was ${r.status}; it is being refunded or released.`,
          now,
        );
      }
      return calls > 0;
    }
    if (r.status === 'confirmed' && state.capturedCents > before.capturedCents) {
      await settleInvoiceStatus(repos, r.id, now);
      const { snapshot: money, invoice, invoices } = await moneyOf(repos, r);
      // The final invoice and its supplements (decision 032), and what a damage claim keeps (decision 036).
      const owed =
        (invoice ? invoice.totalCents + supplementsCents(invoices) : r.pricing.totalCents) +
        ((await this.#d.keptBeyondInvoices?.(repos, r)) ?? 0);
      const reason = `Paid beyond the total of ${r.code}: refunded automatically`;
      const excess = await refundExcess(repos, r, owed, reason, now, before.id);
      if (!location) return excess > 0;
      if (excess > 0) {
        await tellStaff(
          repos,
          this.#d.staffEmail,
          r,
          location,
          `A payment brought more than the booking's total: ${formatMoney(excess)} is being refunded to the card automatically.`,
          now,
        );
      }
      // The invoice as it stands now, and the receipt of this payment; a member of a split booking
      // (decision 045) gets the receipt of their own payment alone.
      const all = await documentsOf(repos, r, this.#d.payments.documents, 'all');
      const receipt = `-${before.id.slice(0, 8).toUpperCase()}`;
      const payer = before.payerId ? await repos.payers.find(before.payerId) : undefined;
      if (payer) {
        if (payer.email) {
          await enqueueEmails(
            repos.outbox,
            [
              {
                to: payer.email,
                reference: r.code,
                payload: {
                  kind: 'split_payment_receipt',
                  locale: r.locale,
                  code: r.code,
                  payerName: payer.name ?? '',
                  organiserName: `${r.contact.firstName} ${r.contact.lastName}`,
                  amountCents: state.capturedCents - before.capturedCents,
                  documents: all.filter((d) => d.number.endsWith(receipt)),
                },
              },
            ],
            now,
          );
        }
        return true;
      }
      const organisation = await organisationOf(repos, r);
      const docs = all.filter((d) => d.kind === 'invoice' || d.number.endsWith(receipt));
      await enqueueEmails(
        repos.outbox,
        [
          {
            to: r.contact.email,
            reference: r.code,
            payload: {
              kind: 'payment_receipt',
              note: `We received a payment for reservation ${r.code}. Its receipt and the invoice as it stands are attached.`,
              reservation: toApiReservation(r),
              pricing: r.pricing,
              location,
              money: { ...money, organisation: organisation?.name ?? null },
              documents: docs,
            },
          },
        ],
        now,
      );
      return true;
    }
    return false;
  }
}
