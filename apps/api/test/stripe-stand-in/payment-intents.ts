import { authorize, decline } from './charge-attempts.ts';
import type { Params } from './params.ts';
import type { StandInState } from './stand-in-state.ts';
import { cardError, moneyText, stripeErrors } from './stripe-errors.ts';
import { newPaymentIntent, type PaymentIntent, type PaymentMethod, update } from './stripe-objects.ts';
import { authenticationRequired } from './test-cards.ts';

/**
 * PaymentIntents by the API (https://docs.stripe.com/api/payment_intents): capture a held
 * card (whole or part), cancel, and charge a saved card off-session.
 */

const cancellable = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
];

export function capture(state: StandInState, id: string, params: Params): PaymentIntent {
  params.only(['amount_to_capture']);
  const intent = state.paymentIntent(id);
  if (intent.status !== 'requires_capture') {
    throw stripeErrors.unexpectedState(
      `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      structuredClone(intent),
    );
  }
  const amount = params.integer('amount_to_capture') ?? intent.amount_capturable;
  if (amount < 1 || amount > intent.amount_capturable) {
    throw stripeErrors.invalid(
      `The amount to capture (${moneyText(amount, intent.currency)}) must be between 1 and the amount capturable (${moneyText(intent.amount_capturable, intent.currency)}).`,
      { code: 'amount_too_large', param: 'amount_to_capture' },
    );
  }
  const charge = state.charge(intent.latest_charge ?? '');
  // Stripe releases the rest of the hold at once and counts it as refunded on the charge.
  update(charge, { captured: true, amount_captured: amount, amount_refunded: charge.amount - amount });
  update(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
  finishCheckoutPayment(state, intent);
  state.emit('payment_intent.succeeded', intent);
  state.emit('charge.captured', charge);
  return intent;
}

/** A captured Checkout payment turns its session's payment_status to `paid`, as Stripe's does. */
function finishCheckoutPayment(state: StandInState, intent: PaymentIntent): void {
  const sessionId = state.intentSession.get(intent.id);
  if (sessionId) state.session(sessionId).payment_status = 'paid';
}

export function cancel(state: StandInState, id: string, params: Params): PaymentIntent {
  params.only(['cancellation_reason']);
  const reason = params.oneOf('cancellation_reason', [
    'duplicate',
    'fraudulent',
    'requested_by_customer',
    'abandoned',
  ]);
  const intent = state.paymentIntent(id);
  if (!cancellable.includes(intent.status)) {
    throw stripeErrors.unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      structuredClone(intent),
    );
  }
  const sessionId = state.intentSession.get(intent.id);
  // https://docs.stripe.com/api/payment_intents/cancel: only a held Checkout payment may be cancelled directly.
  if (sessionId && intent.status !== 'requires_capture') {
    throw stripeErrors.unexpectedState(
      `You cannot cancel the PaymentIntent of a Checkout Session unless it has a status of requires_capture. Expire the Checkout Session (${sessionId}) instead.`,
      structuredClone(intent),
    );
  }
  if (intent.status === 'requires_capture' && intent.latest_charge) {
    // The hold is released: the whole authorization counts as refunded on the charge.
    const charge = state.charge(intent.latest_charge);
    update(charge, { amount_refunded: charge.amount, refunded: true });
  }
  update(intent, {
    status: 'canceled',
    canceled_at: state.now(),
    cancellation_reason: reason ?? null,
    amount_capturable: 0,
    next_action: null,
  });
  state.emit('payment_intent.canceled', intent);
  return intent;
}

const createAccepted = [
  'amount',
  'currency',
  'customer',
  'payment_method',
  'off_session',
  'confirm',
  'capture_method',
  'metadata',
  'metadata.*',
  'description',
  'payment_method_types.*',
];

/** The saved card must be the customer's: Stripe refuses a card used once and never attached. */
function savedCard(state: StandInState, params: Params): PaymentMethod {
  const method = state.paymentMethod(params.requiredString('payment_method'));
  const customer = params.string('customer');
  if (customer !== undefined) state.customer(customer);
  if (method.customer === null) {
    throw stripeErrors.invalid(
      'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
      { param: 'payment_method' },
    );
  }
  if (method.customer !== customer) {
    throw stripeErrors.invalid(
      `The provided PaymentMethod ${method.id} belongs to Customer ${method.customer}; pass that Customer as \`customer\`.`,
      { param: 'customer' },
    );
  }
  return method;
}

/** POST /v1/payment_intents with confirm=true, off_session=true: a charge of a saved card. */
export function createOffSession(state: StandInState, params: Params): PaymentIntent {
  params.only(createAccepted);
  const amount = params.requiredInteger('amount');
  const currency = params.requiredString('currency').toLowerCase();
  if (params.boolean('confirm') !== true || params.boolean('off_session') !== true) {
    throw stripeErrors.unsupported(
      'confirm',
      'Only off-session charges of a saved card (confirm=true, off_session=true) are implemented.',
    );
  }
  if (currency === 'usd' && amount < 50) {
    throw stripeErrors.invalid('Amount must be at least $0.50 usd', {
      code: 'amount_too_small',
      param: 'amount',
    });
  }
  const captureMethod = params.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']);
  const metadata = params.metadata('metadata');
  const description = params.string('description') ?? null;
  const method = savedCard(state, params);
  const intent = newPaymentIntent(
    {
      amount,
      currency,
      captureMethod: captureMethod === 'manual' ? 'manual' : 'automatic',
      metadata,
      description,
      setupFutureUsage: null,
      customer: method.customer,
    },
    state.now(),
  );
  state.paymentIntents.set(intent.id, intent);
  const card = state.methodCards.get(method.id);
  const refusal = card?.outcome === 'three_d_secure' ? authenticationRequired : card?.decline;
  if (refusal) {
    const error = decline(state, intent, method, refusal);
    throw cardError({
      code: refusal.code,
      declineCode: refusal.declineCode,
      message: refusal.message,
      charge: error.charge ?? '',
      paymentIntent: structuredClone(intent),
      paymentMethod: structuredClone(method),
    });
  }
  authorize(state, intent, method);
  return intent;
}
