import { randomBytes, randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@convoy/domain/contracts/webhook.schema';
import type { StoredInvoice } from '../invoices/invoice.repository.ts';
import type { StoredPayment } from '../payments/payment.repository.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';

/** A delivery is retried for a day after its event (or its replay), then failed (decision 038). */
export const retryWindowMs = 24 * 3_600_000;

/** A `webhook-id`: `msg_` and 32 random hex digits, the same on every attempt and replay. */
export const newWebhookId = () => `msg_${randomBytes(16).toString('hex')}`;

/** One event: what a partner is told, small and without a renter's or driver's name or contact. */
export interface WebhookEvent {
  type: WebhookEventType;
  data: Record<string, unknown>;
}

/**
 * Writes one delivery per enabled endpoint that wants each event (decision
 * 038). Call it with the repositories of the transaction that makes the
 * change: the delivery exists exactly when the change does, as the outbox's
 * e-mails do (outbox/enqueue.ts). Each event's body is written once, as it
 * will be signed: `{ type, timestamp, data }` (Standard Webhooks).
 */
export async function recordWebhookEvents(
  repos: Repositories,
  events: readonly WebhookEvent[],
  at: number,
): Promise<void> {
  if (events.length === 0) return;
  const endpoints = (await repos.webhooks.endpoints()).filter((e) => e.enabled);
  if (endpoints.length === 0) return;
  const timestamp = new Date(at).toISOString();
  const deliveries = events.flatMap((event) => {
    const eventId = randomUUID();
    const payload = JSON.stringify({ type: event.type, timestamp, data: event.data });
    return endpoints
      .filter((e) => e.events.includes(event.type))
      .map((e) => ({ id: newWebhookId(), endpointId: e.id, eventId, eventType: event.type, payload }));
  });
  await repos.webhooks.enqueue(deliveries, at, at + retryWindowMs);
}

export function recordWebhookEvent(repos: Repositories, event: WebhookEvent, at: number): Promise<void> {
  return recordWebhookEvents(repos, [event], at);
}

const iso = (at: number) => new Date(at).toISOString();

/** A booking as a partner sees it: code, status, where and when, the vehicles by class, the total in cents. */
export function bookingEvent(
  type: 'booking.created' | 'booking.changed' | 'booking.cancelled',
  r: StoredReservation,
): WebhookEvent {
  return {
    type,
    data: {
      code: r.code,
      status: r.status,
      locationId: r.locationId,
      returnLocationId: r.returnLocationId ?? r.locationId,
      pickupAt: iso(r.pickupAt),
      returnAt: iso(r.returnAt),
      vehicles: r.lines.map((l) => ({ classId: l.classId, quantity: l.quantity })),
      totalCents: r.pricing.totalCents,
      ...(type === 'booking.cancelled' ? { cancellationFeeCents: r.cancellationFeeCents ?? 0 } : {}),
    },
  };
}

/** A payment's money: kind and amounts in cents, never the card or who paid. */
export function paymentEvent(
  type: 'payment.succeeded' | 'payment.refunded',
  bookingCode: string,
  p: Pick<StoredPayment, 'id' | 'kind' | 'amountCents'> & { capturedCents: number; refundedCents: number },
  refundCents?: number,
): WebhookEvent {
  return {
    type,
    data: {
      bookingCode,
      paymentId: p.id,
      kind: p.kind,
      amountCents: p.amountCents,
      capturedCents: p.capturedCents,
      refundedCents: p.refundedCents,
      ...(refundCents === undefined ? {} : { refundCents }),
    },
  };
}

/**
 * What a payment's new state tells partners: `payment.succeeded` when it has
 * just succeeded, `payment.refunded` when more of it went back; none else.
 */
export function paymentEvents(
  bookingCode: string,
  before: Pick<StoredPayment, 'id' | 'kind' | 'amountCents' | 'status' | 'capturedCents' | 'refundedCents'>,
  after: Pick<StoredPayment, 'status' | 'capturedCents' | 'refundedCents'>,
): WebhookEvent[] {
  const now = { ...before, ...after };
  const events: WebhookEvent[] = [];
  if (before.status !== 'succeeded' && after.status === 'succeeded') {
    events.push(paymentEvent('payment.succeeded', bookingCode, now));
  }
  if (after.refundedCents > before.refundedCents) {
    events.push(
      paymentEvent('payment.refunded', bookingCode, now, after.refundedCents - before.refundedCents),
    );
  }
  return events;
}

/** An invoice's number and total, never whom it bills. */
export function invoiceEvent(bookingCode: string, invoice: StoredInvoice): WebhookEvent {
  return {
    type: 'invoice.issued',
    data: {
      bookingCode,
      number: invoice.number,
      kind: invoice.supplementOf ? 'supplementary' : invoice.kind,
      totalCents: invoice.totalCents,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
    },
  };
}

/** Each booked vehicle handed over: its class and number on the booking, the odometer read, when. */
export function handoverEvents(
  type: 'vehicle.checked_out' | 'vehicle.checked_in',
  bookingCode: string,
  vehicles: readonly { classId: string; seq: number; odometerMiles: number }[],
  at: number,
): WebhookEvent[] {
  return vehicles.map((v) => ({
    type,
    data: { bookingCode, classId: v.classId, seq: v.seq, odometerMiles: v.odometerMiles, at: iso(at) },
  }));
}
