import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { TestCard } from './test-cards.ts';

/**
 * The Stripe objects the stand-in holds: each a subset of the SDK's own type (`Pick`), so a
 * field we write has Stripe's name and type. References to other objects are stored as ids
 * (Stripe's unexpanded form); `expand` swaps them for the objects on the way out.
 */

type Ids<T, K extends keyof T> = Omit<T, K> & { [P in K]: string | null };

/** The card part of a PaymentMethod or a Charge's payment_method_details. */
export interface CardDetails {
  brand: string;
  country: string;
  display_brand: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: 'credit';
  last4: string;
  networks: { available: string[]; preferred: null };
  wallet: null;
}

export type PaymentMethod = Ids<
  Pick<
    Stripe.PaymentMethod,
    'id' | 'object' | 'billing_details' | 'created' | 'customer' | 'livemode' | 'metadata' | 'type'
  >,
  'customer'
> & { card: CardDetails; allow_redisplay: 'unspecified' };

export interface LastPaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  doc_url: string;
  charge?: string;
  payment_method?: PaymentMethod;
}

export type PaymentIntent = Ids<
  Pick<
    Stripe.PaymentIntent,
    | 'id'
    | 'object'
    | 'amount'
    | 'amount_capturable'
    | 'amount_received'
    | 'canceled_at'
    | 'cancellation_reason'
    | 'capture_method'
    | 'client_secret'
    | 'confirmation_method'
    | 'created'
    | 'currency'
    | 'customer'
    | 'description'
    | 'latest_charge'
    | 'livemode'
    | 'metadata'
    | 'next_action'
    | 'payment_method'
    | 'payment_method_types'
    | 'receipt_email'
    | 'setup_future_usage'
    | 'status'
  >,
  'customer' | 'latest_charge' | 'payment_method'
> & { last_payment_error: LastPaymentError | null };

export type Charge = Ids<
  Pick<
    Stripe.Charge,
    | 'id'
    | 'object'
    | 'amount'
    | 'amount_captured'
    | 'amount_refunded'
    | 'captured'
    | 'created'
    | 'currency'
    | 'customer'
    | 'description'
    | 'failure_code'
    | 'failure_message'
    | 'livemode'
    | 'metadata'
    | 'paid'
    | 'payment_intent'
    | 'payment_method'
    | 'refunded'
    | 'status'
  >,
  'customer' | 'payment_intent' | 'payment_method'
> & { payment_method_details: { type: 'card'; card: CardDetails } };

export type Refund = Ids<
  Pick<
    Stripe.Refund,
    | 'id'
    | 'object'
    | 'amount'
    | 'charge'
    | 'created'
    | 'currency'
    | 'metadata'
    | 'payment_intent'
    | 'reason'
    | 'status'
  >,
  'charge' | 'payment_intent'
>;

export type Customer = Pick<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'balance'
  | 'created'
  | 'default_source'
  | 'description'
  | 'email'
  | 'livemode'
  | 'metadata'
> & { name: string | null; phone: string | null };

export type CheckoutSession = Ids<
  Pick<
    Stripe.Checkout.Session,
    | 'id'
    | 'object'
    | 'amount_subtotal'
    | 'amount_total'
    | 'cancel_url'
    | 'client_reference_id'
    | 'created'
    | 'currency'
    | 'customer'
    | 'customer_creation'
    | 'customer_details'
    | 'customer_email'
    | 'expires_at'
    | 'livemode'
    | 'locale'
    | 'metadata'
    | 'mode'
    | 'payment_intent'
    | 'payment_method_types'
    | 'payment_status'
    | 'status'
    | 'success_url'
    | 'ui_mode'
    | 'url'
  >,
  'customer' | 'payment_intent'
>;

export type Dispute = Ids<
  Pick<
    Stripe.Dispute,
    | 'id'
    | 'object'
    | 'amount'
    | 'charge'
    | 'created'
    | 'currency'
    | 'livemode'
    | 'metadata'
    | 'payment_intent'
    | 'reason'
    | 'status'
  >,
  'charge' | 'payment_intent'
>;

/** Any object the stand-in holds, found by id for `expand`. */
export type StripeObject =
  | CheckoutSession
  | PaymentIntent
  | Charge
  | Refund
  | Customer
  | PaymentMethod
  | Dispute;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: prefix + random letters and digits (`pi_3Qx…`, `cs_test_a1…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export function cardDetails(card: TestCard, year: number): CardDetails {
  return {
    brand: card.brand,
    country: 'US',
    display_brand: card.brand,
    exp_month: 12,
    exp_year: year + 3,
    fingerprint: `fp${card.number.slice(-8)}`,
    funding: 'credit',
    last4: card.number.slice(-4),
    networks: { available: [card.brand], preferred: null },
    wallet: null,
  };
}

export function newPaymentMethod(card: TestCard, created: number, customer: string | null): PaymentMethod {
  const year = new Date(created * 1000).getUTCFullYear();
  return {
    id: newId('pm_'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    card: cardDetails(card, year),
    created,
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export function newCustomer(email: string | null, created: number): Customer {
  return {
    id: newId('cus_', 14),
    object: 'customer',
    balance: 0,
    created,
    default_source: null,
    description: null,
    email,
    livemode: false,
    metadata: {},
    name: null,
    phone: null,
  };
}

export interface IntentFields {
  amount: number;
  currency: string;
  captureMethod: 'automatic' | 'manual';
  metadata: Record<string, string>;
  description: string | null;
  setupFutureUsage: 'off_session' | 'on_session' | null;
  customer: string | null;
}

export function newPaymentIntent(fields: IntentFields, created: number): PaymentIntent {
  const id = newId('pi_');
  return {
    id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: fields.captureMethod,
    client_secret: `${id}_secret_${newId('', 25)}`,
    confirmation_method: 'automatic',
    created,
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata,
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: fields.setupFutureUsage,
    status: 'requires_payment_method',
  };
}

/** The charge of one payment attempt: authorized (captured or not) or failed. */
export function newCharge(
  intent: PaymentIntent,
  method: PaymentMethod,
  failure: LastPaymentError | null,
  created: number,
): Charge {
  const captured = failure === null && intent.capture_method !== 'manual';
  return {
    id: newId('ch_'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    captured,
    created,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    livemode: false,
    metadata: intent.metadata,
    paid: failure === null,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: { type: 'card', card: method.card },
    refunded: false,
    status: failure === null ? 'succeeded' : 'failed',
  };
}

/** Object.assign that checks the changes against the object's type. */
export function update<T extends object>(target: T, changes: Partial<T>): T {
  return Object.assign(target, changes);
}
