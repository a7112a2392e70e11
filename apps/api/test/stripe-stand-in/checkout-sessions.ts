import type { Params } from './params.ts';
import type { SessionTerms, StandInState } from './stand-in-state.ts';
import { moneyText, stripeErrors } from './stripe-errors.ts';
import { type CheckoutSession, newId, update } from './stripe-objects.ts';

/**
 * The API side of Checkout Sessions (https://docs.stripe.com/api/checkout/sessions): create in
 * `payment` mode with inline `price_data` line items, expire (by the API, or lazily once
 * `expires_at` has passed), and the cancelling of a waiting PaymentIntent that expiry implies.
 */

const accepted = [
  'mode',
  'line_items.*.price_data.currency',
  'line_items.*.price_data.unit_amount',
  'line_items.*.price_data.product_data.name',
  'line_items.*.price_data.product_data.description',
  'line_items.*.quantity',
  'payment_intent_data.capture_method',
  'payment_intent_data.description',
  'payment_intent_data.metadata',
  'payment_intent_data.metadata.*',
  'payment_intent_data.setup_future_usage',
  'payment_method_types.*',
  'customer_creation',
  'customer_email',
  'client_reference_id',
  'metadata',
  'metadata.*',
  'success_url',
  'cancel_url',
  'expires_at',
];

// Stripe's bounds on `expires_at`, counted from the session's creation.
const minimumLifetime = 30 * 60;
const maximumLifetime = 24 * 60 * 60;

interface Totals {
  amount: number;
  currency: string;
  lines: string[];
}

function readLineItems(params: Params): Totals {
  const count = params.count('line_items');
  if (count === 0) throw stripeErrors.missingParam('line_items');
  let amount = 0;
  let currency: string | undefined;
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const at = `line_items.${i}`;
    const lineCurrency = params.requiredString(`${at}.price_data.currency`).toLowerCase();
    const unitAmount = params.requiredInteger(`${at}.price_data.unit_amount`);
    const name = params.requiredString(`${at}.price_data.product_data.name`);
    const quantity = params.requiredInteger(`${at}.quantity`);
    if (unitAmount < 0)
      throw stripeErrors.invalidParam(
        `line_items[${i}][price_data][unit_amount]`,
        'This value must be greater than or equal to 0.',
      );
    if (quantity < 1)
      throw stripeErrors.invalidParam(
        `line_items[${i}][quantity]`,
        'This value must be greater than or equal to 1.',
      );
    if (currency !== undefined && currency !== lineCurrency) {
      throw stripeErrors.invalidParam(
        `line_items[${i}][price_data][currency]`,
        'All line items must be in the same currency.',
      );
    }
    currency = lineCurrency;
    amount += unitAmount * quantity;
    lines.push(quantity === 1 ? name : `${name} × ${quantity}`);
  }
  return { amount, currency: currency ?? 'usd', lines };
}

function readExpiry(params: Params, created: number): number {
  const expiresAt = params.integer('expires_at');
  if (expiresAt === undefined) return created + maximumLifetime;
  if (expiresAt > created + maximumLifetime) {
    throw stripeErrors.invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  }
  if (expiresAt < created + minimumLifetime) {
    throw stripeErrors.invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  }
  return expiresAt;
}

function readUrl(params: Params, name: 'success_url' | 'cancel_url'): string | null {
  const url = params.string(name);
  if (url === undefined) return null;
  if (!URL.canParse(url)) throw stripeErrors.invalidParam(name, 'Not a valid URL');
  return url;
}

function readTerms(params: Params, lines: string[]): SessionTerms {
  const captureMethod = params.oneOf('payment_intent_data.capture_method', [
    'automatic',
    'automatic_async',
    'manual',
  ]);
  return {
    captureMethod: captureMethod === 'manual' ? 'manual' : 'automatic',
    intentMetadata: params.metadata('payment_intent_data.metadata'),
    intentDescription: params.string('payment_intent_data.description') ?? null,
    setupFutureUsage:
      params.oneOf('payment_intent_data.setup_future_usage', ['off_session', 'on_session']) ?? null,
    lines,
  };
}

export function createSession(state: StandInState, params: Params, origin: string): CheckoutSession {
  params.only(accepted);
  const mode = params.requiredString('mode');
  if (mode !== 'payment') throw stripeErrors.unsupported('mode', 'Only mode=payment is implemented.');
  if (params.count('payment_method_types') > 0 && params.string('payment_method_types.0') !== 'card') {
    throw stripeErrors.unsupported('payment_method_types', 'Only card payments are implemented.');
  }
  const totals = readLineItems(params);
  if (totals.currency === 'usd' && totals.amount < 50) {
    throw stripeErrors.invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", {
      code: 'amount_too_small',
    });
  }
  const created = state.now();
  const id = newId('cs_test_', 58);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: totals.amount,
    amount_total: totals.amount,
    cancel_url: readUrl(params, 'cancel_url'),
    client_reference_id: params.string('client_reference_id') ?? null,
    created,
    currency: totals.currency,
    customer: null,
    customer_creation: params.oneOf('customer_creation', ['always', 'if_required']) ?? 'if_required',
    customer_details: null,
    customer_email: params.string('customer_email') ?? null,
    expires_at: readExpiry(params, created),
    livemode: false,
    locale: null,
    metadata: params.metadata('metadata'),
    mode: 'payment',
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    success_url: readUrl(params, 'success_url'),
    ui_mode: 'hosted',
    url: `${origin}/checkout/${id}`,
  };
  state.sessionTerms.set(id, readTerms(params, totals.lines));
  state.sessions.set(id, session);
  return session;
}

/** Expires an open session; its PaymentIntent, if one waits for a card, is cancelled with it. */
export function expireSession(state: StandInState, id: string): CheckoutSession {
  const session = state.session(id);
  if (session.status !== 'open') {
    throw stripeErrors.invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
    );
  }
  update(session, { status: 'expired', url: null });
  state.emit('checkout.session.expired', session);
  const intent = session.payment_intent ? state.paymentIntent(session.payment_intent) : undefined;
  if (intent && (intent.status === 'requires_payment_method' || intent.status === 'requires_action')) {
    update(intent, {
      status: 'canceled',
      canceled_at: state.now(),
      cancellation_reason: 'abandoned',
      next_action: null,
    });
    state.emit('payment_intent.canceled', intent);
  }
  return session;
}

/**
 * Stripe expires a session once `expires_at` has passed; the stand-in does so whenever it is
 * asked anything (and on `expireDueSessions()`), by the clock the tests may move.
 */
export function expireDueSessions(state: StandInState): void {
  const now = state.now();
  for (const session of state.sessions.values()) {
    if (session.status === 'open' && session.expires_at <= now) expireSession(state, session.id);
  }
}

/** The amount in words and what it pays for, for the hosted page. */
export function sessionSummary(
  state: StandInState,
  session: CheckoutSession,
): { amount: string; lines: string[] } {
  const terms = state.terms(session.id);
  const lines = terms.intentDescription ? [...terms.lines, terms.intentDescription] : terms.lines;
  return { amount: moneyText(session.amount_total ?? 0, session.currency ?? 'usd'), lines };
}
