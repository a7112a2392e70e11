import type { StandInState } from './stand-in-state.ts';
import {
  type LastPaymentError,
  newCharge,
  type PaymentIntent,
  type PaymentMethod,
  update,
} from './stripe-objects.ts';
import { authenticationFailed, type Decline } from './test-cards.ts';

/**
 * What one payment attempt does to a PaymentIntent and its charge, shared by the hosted
 * checkout page and the off-session API charge. Each emits the PaymentIntent's events; the
 * Checkout Session's own event comes after, from its caller (Stripe's order).
 */

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`;

/** The card was charged: captured at once, or held (`requires_capture`) for a manual capture. */
export function authorize(state: StandInState, intent: PaymentIntent, method: PaymentMethod): void {
  const charge = newCharge(intent, method, null, state.now());
  state.charges.set(charge.id, charge);
  update(intent, {
    payment_method: method.id,
    latest_charge: charge.id,
    last_payment_error: null,
    next_action: null,
  });
  if (intent.capture_method === 'manual') {
    update(intent, { status: 'requires_capture', amount_capturable: intent.amount });
    state.emit('payment_intent.amount_capturable_updated', intent);
    return;
  }
  update(intent, { status: 'succeeded', amount_received: intent.amount });
  state.emit('payment_intent.succeeded', intent);
  state.emit('charge.succeeded', charge);
}

/** The bank refused: a failed charge, and the PaymentIntent waits for another card. */
export function decline(
  state: StandInState,
  intent: PaymentIntent,
  method: PaymentMethod,
  reason: Decline,
): LastPaymentError {
  const error: LastPaymentError = {
    type: 'card_error',
    code: reason.code,
    decline_code: reason.declineCode,
    message: reason.message,
    doc_url: docUrl(reason.code),
    payment_method: structuredClone(method),
  };
  const charge = newCharge(intent, method, error, state.now());
  state.charges.set(charge.id, charge);
  error.charge = charge.id;
  waitForAnotherCard(intent, error);
  intent.latest_charge = charge.id;
  state.emit('payment_intent.payment_failed', intent);
  return error;
}

/** 3-D Secure: the customer must authenticate on `url` before the card is charged. */
export function requireAction(
  state: StandInState,
  intent: PaymentIntent,
  method: PaymentMethod,
  url: string,
  returnUrl: string | null,
): void {
  update(intent, {
    status: 'requires_action',
    payment_method: method.id,
    last_payment_error: null,
    next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } },
  });
  state.emit('payment_intent.requires_action', intent);
}

/** The customer failed (or abandoned) 3-D Secure: no charge was made. */
export function failAuthentication(state: StandInState, intent: PaymentIntent, method: PaymentMethod): void {
  waitForAnotherCard(intent, {
    type: 'invalid_request_error',
    code: authenticationFailed.code,
    message: authenticationFailed.message,
    doc_url: docUrl(authenticationFailed.code),
    payment_method: structuredClone(method),
  });
  state.emit('payment_intent.payment_failed', intent);
}

function waitForAnotherCard(intent: PaymentIntent, error: LastPaymentError): void {
  update(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: error,
  });
}
