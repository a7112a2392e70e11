import { authorize, decline, failAuthentication, requireAction } from './charge-attempts.ts';
import { expireDueSessions } from './checkout-sessions.ts';
import type { StandInState } from './stand-in-state.ts';
import {
  type CheckoutSession,
  newCustomer,
  newPaymentIntent,
  newPaymentMethod,
  type PaymentIntent,
  type PaymentMethod,
  update,
} from './stripe-objects.ts';
import { findTestCard } from './test-cards.ts';

/**
 * The customer's side of Checkout: what paying on the hosted page does. The first attempt
 * creates the session's PaymentIntent; a declined or failed attempt leaves the session open and
 * the next attempt reuses that PaymentIntent, as Stripe's page does.
 */

/** Why the customer's page refuses an attempt (a wrong number, a closed session): shown there. */
export class CheckoutRefusal extends Error {}

export interface PayResult {
  /** paid: the session is complete; declined: it stays open; requires_action: 3-D Secure is pending. */
  outcome: 'paid' | 'declined' | 'requires_action';
  session: CheckoutSession;
  paymentIntent: PaymentIntent;
  /** The decline or failed authentication, as Stripe words it for the customer. */
  message?: string;
}

function openSession(state: StandInState, sessionId: string): CheckoutSession {
  expireDueSessions(state);
  const session = state.sessions.get(sessionId);
  if (!session) throw new CheckoutRefusal(`No such checkout.session: '${sessionId}'`);
  if (session.status !== 'open') throw new CheckoutRefusal(`This Checkout Session is ${session.status}.`);
  return session;
}

function sessionIntent(state: StandInState, session: CheckoutSession): PaymentIntent {
  if (session.payment_intent) return state.paymentIntent(session.payment_intent);
  const terms = state.terms(session.id);
  const intent = newPaymentIntent(
    {
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      captureMethod: terms.captureMethod,
      metadata: terms.intentMetadata,
      description: terms.intentDescription,
      setupFutureUsage: terms.setupFutureUsage,
      customer: null,
    },
    state.now(),
  );
  state.paymentIntents.set(intent.id, intent);
  state.intentSession.set(intent.id, session.id);
  session.payment_intent = intent.id;
  return intent;
}

/**
 * The card went through: a customer when Checkout makes one (customer_creation `always`, or a
 * card saved for later), the card attached to it when saved, then the charge and the session.
 */
function complete(
  state: StandInState,
  session: CheckoutSession,
  intent: PaymentIntent,
  method: PaymentMethod,
): void {
  const terms = state.terms(session.id);
  if (session.customer_creation === 'always' || terms.setupFutureUsage) {
    const customer = newCustomer(session.customer_email, state.now());
    state.customers.set(customer.id, customer);
    intent.customer = customer.id;
    if (terms.setupFutureUsage) method.customer = customer.id;
  }
  authorize(state, intent, method);
  update(session, {
    status: 'complete',
    // A held card is not paid yet: Stripe says `unpaid` until the capture.
    payment_status: intent.status === 'succeeded' ? 'paid' : 'unpaid',
    customer: intent.customer,
    customer_details: {
      address: null,
      business_name: null,
      email: session.customer_email,
      individual_name: null,
      name: null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    url: null,
  });
  state.emit('checkout.session.completed', session);
}

/** Pays `sessionId` with a Stripe test card number, as the customer would on the hosted page. */
export function pay(state: StandInState, sessionId: string, cardNumber: string, origin: string): PayResult {
  const session = openSession(state, sessionId);
  const card = findTestCard(cardNumber);
  if (!card) throw new CheckoutRefusal('Your card number is incorrect.');
  const intent = sessionIntent(state, session);
  const method = newPaymentMethod(card, state.now(), null);
  state.paymentMethods.set(method.id, method);
  state.methodCards.set(method.id, card);
  if (card.outcome === 'declined' && card.decline) {
    const error = decline(state, intent, method, card.decline);
    return { outcome: 'declined', session, paymentIntent: intent, message: error.message };
  }
  if (card.outcome === 'three_d_secure') {
    requireAction(
      state,
      intent,
      method,
      `${origin}/checkout/${session.id}/authenticate`,
      session.success_url,
    );
    return { outcome: 'requires_action', session, paymentIntent: intent };
  }
  complete(state, session, intent, method);
  return { outcome: 'paid', session, paymentIntent: intent };
}

/** The customer passes (`approve`) or fails the 3-D Secure check a `pay` left pending. */
export function authenticate(state: StandInState, sessionId: string, approve: boolean): PayResult {
  const session = openSession(state, sessionId);
  const intent = session.payment_intent ? state.paymentIntent(session.payment_intent) : undefined;
  if (intent?.status !== 'requires_action' || !intent.payment_method) {
    throw new CheckoutRefusal('No payment is waiting for authentication.');
  }
  const method = state.paymentMethod(intent.payment_method);
  if (!approve) {
    failAuthentication(state, intent, method);
    return {
      outcome: 'declined',
      session,
      paymentIntent: intent,
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    };
  }
  complete(state, session, intent, method);
  return { outcome: 'paid', session, paymentIntent: intent };
}
