import Stripe from 'stripe';
import { stripeErrors } from './stripe-errors.ts';
import {
  type Charge,
  type CheckoutSession,
  type Customer,
  type Dispute,
  newId,
  type PaymentIntent,
  type PaymentMethod,
  type Refund,
  type StripeObject,
} from './stripe-objects.ts';
import type { TestCard } from './test-cards.ts';

/** The API version the installed SDK pins (2026-10-28.endive for 23.1.0); events carry it as Stripe's do. */
export const apiVersion: string = Stripe.API_VERSION;

export interface StandInEvent
  extends Pick<
    Stripe.EventBase,
    'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks'
  > {
  type: Stripe.Event.Type;
  data: { object: StripeObject };
  request: { id: string | null; idempotency_key: string | null };
}

/** What a Checkout Session was created with that its object does not show. */
export interface SessionTerms {
  captureMethod: 'automatic' | 'manual';
  intentMetadata: Record<string, string>;
  intentDescription: string | null;
  setupFutureUsage: 'off_session' | 'on_session' | null;
  /** One line per line item, for the hosted page. */
  lines: string[];
}

/**
 * Everything the stand-in holds, in memory, and the one place events are made: each state
 * change calls `emit` with the object as it now is (the event keeps a copy of that moment).
 */
export class StandInState {
  readonly sessions = new Map<string, CheckoutSession>();
  readonly sessionTerms = new Map<string, SessionTerms>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  /** The Checkout Session a PaymentIntent was created by (Stripe forbids cancelling it while open). */
  readonly intentSession = new Map<string, string>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly disputes = new Map<string, Dispute>();
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly methodCards = new Map<string, TestCard>();
  readonly events: StandInEvent[] = [];
  /** The API request being answered: its events name it, as Stripe's do; null for the customer's actions. */
  request: StandInEvent['request'] = { id: null, idempotency_key: null };

  constructor(
    private readonly clock: () => number,
    private readonly onEvent: (event: StandInEvent) => void,
  ) {}

  /** Unix seconds, Stripe's time unit, from the clock the tests may move. */
  now(): number {
    return Math.floor(this.clock() / 1000);
  }

  emit(type: Stripe.Event.Type, object: StripeObject): StandInEvent {
    const event: StandInEvent = {
      id: newId('evt_'),
      object: 'event',
      api_version: apiVersion,
      created: this.now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { ...this.request },
      type,
    };
    this.events.push(event);
    this.onEvent(event);
    return event;
  }

  /** Runs `work` as the API request `id` (with its Idempotency-Key): events it emits name it. */
  asRequest<T>(id: string, idempotencyKey: string | null, work: () => T): T {
    this.request = { id, idempotency_key: idempotencyKey };
    try {
      return work();
    } finally {
      this.request = { id: null, idempotency_key: null };
    }
  }

  session(id: string): CheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw stripeErrors.noSuch('checkout.session', id, 'session');
    return session;
  }

  terms(sessionId: string): SessionTerms {
    const terms = this.sessionTerms.get(sessionId);
    if (!terms) throw stripeErrors.noSuch('checkout.session', sessionId, 'session');
    return terms;
  }

  paymentIntent(id: string, param = 'intent'): PaymentIntent {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw stripeErrors.noSuch('payment_intent', id, param);
    return intent;
  }

  charge(id: string, param = 'charge'): Charge {
    const charge = this.charges.get(id);
    if (!charge) throw stripeErrors.noSuch('charge', id, param);
    return charge;
  }

  refund(id: string): Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw stripeErrors.noSuch('refund', id, 'refund');
    return refund;
  }

  dispute(id: string): Dispute {
    const dispute = this.disputes.get(id);
    if (!dispute) throw stripeErrors.noSuch('dispute', id, 'dispute');
    return dispute;
  }

  customer(id: string, param = 'customer'): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw stripeErrors.noSuch('customer', id, param);
    return customer;
  }

  paymentMethod(id: string, param = 'payment_method'): PaymentMethod {
    const method = this.paymentMethods.get(id);
    if (!method) throw stripeErrors.noSuch('PaymentMethod', id, param);
    return method;
  }

  /** Any held object by id, for `expand`; undefined for an id the stand-in never made. */
  find(id: string): StripeObject | undefined {
    for (const store of [
      this.sessions,
      this.paymentIntents,
      this.charges,
      this.refunds,
      this.disputes,
      this.customers,
      this.paymentMethods,
    ] as Map<string, StripeObject>[]) {
      const found = store.get(id);
      if (found) return found;
    }
    return undefined;
  }
}
