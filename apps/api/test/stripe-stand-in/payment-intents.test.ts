import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  createSession,
  declined,
  failure,
  good,
  manual,
  standInPerTest,
  threeDSecure,
} from './sdk-fixtures.ts';

const start = standInPerTest();

describe('PaymentIntents', () => {
  async function heldPayment() {
    const { stand, stripe } = await start();
    const session = await createSession(stripe, manual);
    const intent = stand.pay(session.id, good).paymentIntent;
    return { stand, stripe, intent };
  }

  it('captures the whole hold', async () => {
    const { stand, stripe, intent } = await heldPayment();
    const captured = await stripe.paymentIntents.capture(intent.id);
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 25_000, amount_capturable: 0 });
    expect(stand.events.map((event) => event.type).slice(-2)).toEqual([
      'payment_intent.succeeded',
      'charge.captured',
    ]);
    expect(stand.retrieveSession(stand.events[1]?.data.object.id ?? '').payment_status).toBe('paid');
    const twice = await failure(stripe.paymentIntents.capture(intent.id));
    expect(twice).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('captures part and releases the rest', async () => {
    const { stand, stripe, intent } = await heldPayment();
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 20_000 });
    expect(captured).toMatchObject({ amount_received: 20_000, amount_capturable: 0 });
    const charge = stand.retrieveCharge(captured.latest_charge as string);
    expect(charge).toMatchObject({ amount_captured: 20_000, amount_refunded: 5_000, captured: true });
    const tooMuch = await failure(stripe.refunds.create({ payment_intent: intent.id, amount: 20_001 }));
    expect(tooMuch).toMatchObject({ code: 'amount_too_large' });
  });

  it('cancels a hold but not a finished payment, nor a Checkout payment still being paid', async () => {
    const { stand, stripe, intent } = await heldPayment();
    const canceled = await stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'requested_by_customer',
    });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'requested_by_customer' });
    expect(stand.events.at(-1)?.type).toBe('payment_intent.canceled');
    const again = await failure(stripe.paymentIntents.cancel(intent.id));
    expect(again).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
    const open = await createSession(stripe);
    const waiting = stand.pay(open.id, declined).paymentIntent;
    const checkout = await failure(stripe.paymentIntents.cancel(waiting.id));
    expect(checkout.message).toContain('Expire the Checkout Session');
    await stripe.checkout.sessions.expire(open.id);
    expect((await stripe.paymentIntents.retrieve(waiting.id)).status).toBe('canceled');
  });

  it('charges a card saved by an earlier Checkout payment, off-session', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe, {
      payment_intent_data: { setup_future_usage: 'off_session' },
    });
    const first = stand.pay(session.id, good).paymentIntent;
    const charge = await stripe.paymentIntents.create({
      amount: 4_500,
      currency: 'usd',
      customer: first.customer as string,
      payment_method: first.payment_method as string,
      off_session: true,
      confirm: true,
      metadata: { reservationCode: 'R-1001', reason: 'late return' },
      description: 'Late return fee',
    });
    expect(charge).toMatchObject({
      status: 'succeeded',
      amount_received: 4_500,
      description: 'Late return fee',
    });
    expect(stand.events.at(-2)).toMatchObject({ type: 'payment_intent.succeeded' });
  });

  it('declines an off-session charge of a declining card with a 402 card_error carrying the PaymentIntent', async () => {
    const { stand, stripe } = await start();
    const saved = stand.saveCard(declined);
    const error = await failure(
      stripe.paymentIntents.create({
        amount: 4_500,
        currency: 'usd',
        customer: saved.customer.id,
        payment_method: saved.paymentMethod.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, type: 'StripeCardError', code: 'card_declined' });
    expect(error.decline_code).toBe('generic_decline');
    expect(error.payment_intent?.status).toBe('requires_payment_method');
    expect(stand.events.at(-1)?.type).toBe('payment_intent.payment_failed');
  });

  it('declines an off-session charge of a card that always asks for 3-D Secure', async () => {
    const { stand, stripe } = await start();
    const saved = stand.saveCard(threeDSecure);
    const error = await failure(
      stripe.paymentIntents.create({
        amount: 4_500,
        currency: 'usd',
        customer: saved.customer.id,
        payment_method: saved.paymentMethod.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(error).toMatchObject({ statusCode: 402, code: 'authentication_required' });
  });

  it('refuses a card never saved to a customer, as Stripe does', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe);
    const once = stand.pay(session.id, good).paymentIntent;
    const error = await failure(
      stripe.paymentIntents.create({
        amount: 4_500,
        currency: 'usd',
        payment_method: once.payment_method as string,
        off_session: true,
        confirm: true,
      }),
    );
    expect(error).toMatchObject({ statusCode: 400, param: 'payment_method' });
  });
});

describe('Refunds', () => {
  it('refunds in parts up to what was paid, and lists them newest first', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe);
    const intent = stand.pay(session.id, good).paymentIntent;
    const first = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 5_000,
      metadata: { line: 'cooler' },
    });
    expect(first).toMatchObject({
      object: 'refund',
      amount: 5_000,
      status: 'succeeded',
      payment_intent: intent.id,
    });
    expect(first.metadata).toEqual({ line: 'cooler' });
    const over = await failure(stripe.refunds.create({ payment_intent: intent.id, amount: 20_001 }));
    expect(over).toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    expect(over.message).toBe(
      'Refund amount ($200.01) is greater than unrefunded amount on charge ($200.00)',
    );
    const rest = await stripe.refunds.create({ payment_intent: intent.id, reason: 'requested_by_customer' });
    expect(rest.amount).toBe(20_000);
    const list = await stripe.refunds.list({ payment_intent: intent.id });
    expect(list.data.map((refund) => refund.id)).toEqual([rest.id, first.id]);
    expect((await stripe.refunds.retrieve(first.id)).amount).toBe(5_000);
    const charged = stand.events.filter((event) => event.type === 'charge.refunded').at(-1);
    expect(charged?.data.object).toMatchObject({ amount_refunded: 25_000, refunded: true });
  });

  it('refuses to refund a payment that was not captured', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe, manual);
    const intent = stand.pay(session.id, good).paymentIntent;
    const error = await failure(stripe.refunds.create({ payment_intent: intent.id }));
    expect(error.statusCode).toBe(400);
  });
});
