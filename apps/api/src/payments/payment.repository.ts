import { randomUUID } from 'node:crypto';
import type { CollectMode } from '@convoy/domain/contracts/payment.schema';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { PaymentOperationTable, PaymentTable } from '../db/tables/payment.table.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { OperationRecord, PaymentRecord } from '../invoices/payment-record.ts';

/** A card holder's dispute of a payment, as the provider last reported it. */
export interface StoredDispute {
  id: string;
  status: string;
  amountCents: number;
  reason: string;
  updatedAt: number;
}

/** A payment as stored: what an invoice knows of it, and the provider's ids. */
export interface StoredPayment extends PaymentRecord {
  reservationId: string;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  customerId: string | null;
  paymentMethodId: string | null;
  createdBy: string | null;
  dispute: StoredDispute | null;
  /** The member of a split booking who paid it (decision 045); null for the organiser's own. */
  payerId: string | null;
}

/** A payment not yet made: nothing held, received or refunded, no provider ids yet. */
export function newPayment(
  fields: Pick<StoredPayment, 'id' | 'reservationId' | 'kind' | 'amountCents' | 'createdAt' | 'createdBy'> &
    Partial<StoredPayment>,
): StoredPayment {
  return {
    status: 'pending',
    authorisedCents: 0,
    capturedCents: 0,
    refundedCents: 0,
    checkoutSessionId: null,
    paymentIntentId: null,
    customerId: null,
    paymentMethodId: null,
    cardBrand: null,
    cardLast4: null,
    reference: null,
    receivedOn: null,
    failureMessage: null,
    updatedAt: fields.createdAt,
    dispute: null,
    payerId: null,
    ...fields,
  };
}

/** What the provider says of a payment now: written over our copy. */
export type PaymentState = Pick<
  StoredPayment,
  | 'status'
  | 'authorisedCents'
  | 'capturedCents'
  | 'refundedCents'
  | 'paymentIntentId'
  | 'customerId'
  | 'paymentMethodId'
  | 'cardBrand'
  | 'cardLast4'
  | 'failureMessage'
>;

export type OperationKind = PaymentOperationTable['kind'];

/** A provider call as stored: what an invoice knows of it, and how its attempts went. */
export interface StoredOperation extends OperationRecord {
  id: string;
  attempts: number;
  nextAttemptAt: number;
  providerRef: string | null;
  lastError: string | null;
  createdBy: string | null;
}

export interface PaymentSettingsRow {
  collectAtBooking: CollectMode;
  pendingPaymentMinutes: number;
  reminderDaysBefore: number;
}

/** Reads and writes payments, their provider calls, events and settings; takes the database or a transaction. */
export class PaymentRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(p: StoredPayment): Promise<void> {
    await this.#db
      .insertInto('payments')
      .values({
        id: p.id,
        reservation_id: p.reservationId,
        kind: p.kind,
        status: p.status,
        amount_cents: p.amountCents,
        authorised_cents: p.authorisedCents,
        captured_cents: p.capturedCents,
        refunded_cents: p.refundedCents,
        checkout_session_id: p.checkoutSessionId,
        payment_intent_id: p.paymentIntentId,
        customer_id: p.customerId,
        payment_method_id: p.paymentMethodId,
        card_brand: p.cardBrand,
        card_last4: p.cardLast4,
        reference: p.reference,
        received_on: p.receivedOn,
        failure_message: p.failureMessage,
        created_at: p.createdAt,
        updated_at: p.updatedAt,
        created_by: p.createdBy,
        payer_id: p.payerId,
      })
      .execute();
  }

  /** A bank transfer staff recorded: money received, nothing held, nothing from the provider. */
  async insertBankTransfer(t: {
    id: string;
    reservationId: string;
    amountCents: number;
    reference: string;
    receivedOn: string;
    at: number;
    by: string;
  }): Promise<void> {
    await this.insert(
      newPayment({
        id: t.id,
        reservationId: t.reservationId,
        kind: 'bank_transfer',
        status: 'succeeded',
        amountCents: t.amountCents,
        capturedCents: t.amountCents,
        reference: t.reference,
        receivedOn: t.receivedOn,
        createdAt: t.at,
        createdBy: t.by,
      }),
    );
  }

  async find(id: string): Promise<StoredPayment | undefined> {
    const row = await this.#db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    return row && fromRow(row);
  }

  async findBySession(sessionId: string): Promise<StoredPayment | undefined> {
    const row = await this.#db
      .selectFrom('payments')
      .selectAll()
      .where('checkout_session_id', '=', sessionId)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  async findByIntent(intentId: string): Promise<StoredPayment | undefined> {
    const row = await this.#db
      .selectFrom('payments')
      .selectAll()
      .where('payment_intent_id', '=', intentId)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** A reservation's payments in the order they were made. */
  async forReservation(reservationId: string): Promise<StoredPayment[]> {
    const rows = await this.#db
      .selectFrom('payments')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(fromRow);
  }

  /** The payments of several reservations at once (an organisation's page). */
  async forReservations(reservationIds: readonly string[]): Promise<StoredPayment[]> {
    if (reservationIds.length === 0) return [];
    const rows = await this.#db
      .selectFrom('payments')
      .selectAll()
      .where('reservation_id', 'in', reservationIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(fromRow);
  }

  async setSession(id: string, sessionId: string, at: number): Promise<void> {
    await this.#db
      .updateTable('payments')
      .set({ checkout_session_id: sessionId, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async applyState(id: string, state: PaymentState, at: number): Promise<void> {
    await this.#db
      .updateTable('payments')
      .set({
        status: state.status,
        authorised_cents: state.authorisedCents,
        captured_cents: state.capturedCents,
        refunded_cents: state.refundedCents,
        payment_intent_id: state.paymentIntentId,
        customer_id: state.customerId,
        payment_method_id: state.paymentMethodId,
        card_brand: state.cardBrand,
        card_last4: state.cardLast4,
        failure_message: state.failureMessage,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
  }

  /** The provider's word on a dispute of this payment, written over what we had. */
  async recordDispute(id: string, dispute: StoredDispute): Promise<void> {
    await this.#db
      .updateTable('payments')
      .set({
        dispute_id: dispute.id,
        dispute_status: dispute.status,
        dispute_amount_cents: dispute.amountCents,
        dispute_reason: dispute.reason,
        dispute_updated_at: dispute.updatedAt,
      })
      .where('id', '=', id)
      .execute();
  }

  /** A payment that will never be made (its reservation's hold expired before it was). */
  async markExpired(id: string, at: number): Promise<void> {
    await this.#db
      .updateTable('payments')
      .set({ status: 'expired', updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'requires_action', 'failed', 'canceled'])
      .execute();
  }

  /** Payments still waiting on the provider, not touched since `before`: what reconciliation asks about. */
  async open(before: number, limit: number): Promise<StoredPayment[]> {
    const rows = await this.#db
      .selectFrom('payments')
      .selectAll()
      .where(sql.ref('status'), 'in', sql`('pending', 'requires_action', 'authorised')`)
      .where('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
    return rows.map(fromRow);
  }

  async insertOperation(
    o: Omit<StoredOperation, 'attempts' | 'providerRef' | 'lastError' | 'doneAt'>,
  ): Promise<void> {
    await this.#db
      .insertInto('payment_operations')
      .values({
        id: o.id,
        payment_id: o.paymentId,
        kind: o.kind,
        amount_cents: o.amountCents,
        reason: o.reason,
        status: o.status,
        attempts: 0,
        next_attempt_at: o.nextAttemptAt,
        created_at: o.createdAt,
        created_by: o.createdBy,
      })
      .execute();
  }

  /** A provider call to make as soon as the worker can (pending, due now); answers its id, the provider's key. */
  async queueOperation(
    o: Pick<StoredOperation, 'paymentId' | 'kind' | 'amountCents' | 'reason' | 'createdBy'>,
    now: number,
  ): Promise<string> {
    const id = randomUUID();
    await this.insertOperation({ ...o, id, status: 'pending', nextAttemptAt: now, createdAt: now });
    return id;
  }

  async dueOperations(now: number, limit: number): Promise<StoredOperation[]> {
    const rows = await this.#db
      .selectFrom('payment_operations')
      .selectAll()
      .where(sql.ref('status'), '=', sql.lit('pending'))
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();
    return rows.map(fromOperationRow);
  }

  /** Claims a due operation for one attempt (pushes its next attempt out by `leaseMs`); false when another took it. */
  async claimOperation(id: string, now: number, leaseMs: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('payment_operations')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: now + leaseMs }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async finishOperation(
    id: string,
    outcome:
      | { status: 'done'; providerRef: string | null; at: number }
      | { status: 'pending' | 'failed'; error: string; nextAttemptAt: number },
  ): Promise<void> {
    await this.#db
      .updateTable('payment_operations')
      .set(
        outcome.status === 'done'
          ? { status: 'done', provider_ref: outcome.providerRef, done_at: outcome.at, last_error: null }
          : {
              status: outcome.status,
              last_error: outcome.error.slice(0, 500),
              next_attempt_at: outcome.nextAttemptAt,
            },
      )
      .where('id', '=', id)
      .execute();
  }

  async operationsFor(paymentIds: readonly string[]): Promise<StoredOperation[]> {
    if (paymentIds.length === 0) return [];
    const rows = await this.#db
      .selectFrom('payment_operations')
      .selectAll()
      .where('payment_id', 'in', paymentIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(fromOperationRow);
  }

  /** Records a provider event as handled; false when it was handled before. */
  async recordEvent(eventId: string, type: string, objectId: string | null, at: number): Promise<boolean> {
    try {
      await this.#db
        .insertInto('payment_events')
        .values({ event_id: eventId, type, object_id: objectId, received_at: at })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error, 'payment_events')) return false;
      throw error;
    }
  }

  async eventSeen(eventId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async settings(): Promise<PaymentSettingsRow | undefined> {
    const row = await this.#db
      .selectFrom('payment_settings')
      .selectAll()
      .where('id', '=', 'company')
      .executeTakeFirst();
    return (
      row && {
        collectAtBooking: row.collect_at_booking,
        pendingPaymentMinutes: row.pending_payment_minutes,
        reminderDaysBefore: row.reminder_days_before,
      }
    );
  }

  async saveSettings(s: PaymentSettingsRow): Promise<void> {
    const values = {
      collect_at_booking: s.collectAtBooking,
      pending_payment_minutes: s.pendingPaymentMinutes,
      reminder_days_before: s.reminderDaysBefore,
    };
    await this.#db
      .insertInto('payment_settings')
      .values({ id: 'company', ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}

export function fromRow(r: Selectable<PaymentTable>): StoredPayment {
  return {
    id: r.id,
    reservationId: r.reservation_id,
    kind: r.kind,
    status: r.status,
    amountCents: Number(r.amount_cents),
    authorisedCents: Number(r.authorised_cents),
    capturedCents: Number(r.captured_cents),
    refundedCents: Number(r.refunded_cents),
    checkoutSessionId: r.checkout_session_id,
    paymentIntentId: r.payment_intent_id,
    customerId: r.customer_id,
    paymentMethodId: r.payment_method_id,
    cardBrand: r.card_brand,
    cardLast4: r.card_last4,
    reference: r.reference,
    receivedOn: r.received_on,
    failureMessage: r.failure_message,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    createdBy: r.created_by,
    payerId: r.payer_id ?? null,
    dispute:
      r.dispute_id === null
        ? null
        : {
            id: r.dispute_id,
            status: r.dispute_status ?? 'needs_response',
            amountCents: Number(r.dispute_amount_cents ?? 0),
            reason: r.dispute_reason ?? '',
            updatedAt: Number(r.dispute_updated_at ?? 0),
          },
  };
}

function fromOperationRow(r: Selectable<PaymentOperationTable>): StoredOperation {
  return {
    id: r.id,
    paymentId: r.payment_id,
    kind: r.kind,
    amountCents: Number(r.amount_cents),
    reason: r.reason,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: Number(r.next_attempt_at),
    providerRef: r.provider_ref,
    lastError: r.last_error,
    createdAt: Number(r.created_at),
    doneAt: r.done_at === null ? null : Number(r.done_at),
    createdBy: r.created_by,
  };
}
