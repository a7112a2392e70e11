import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  apiKey,
  createSession,
  declined,
  failure,
  good,
  manual,
  standInPerTest,
  threeDSecure,
} from './sdk-fixtures.ts';

const start = standInPerTest();

describe('Checkout Sessions', () => {
  it('creates an open session priced from its line items, with a hosted page url', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 25_000,
      amount_subtotal: 25_000,
      currency: 'usd',
      client_reference_id: 'R-1001',
      customer: null,
      customer_email: 'ana@example.com',
      metadata: { reservationCode: 'R-1001' },
      mode: 'payment',
      payment_intent: null,
      livemode: false,
      url: `${stand.url}/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
  });

  it('takes a card: paid at once, in Stripe order of events', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe, {
      payment_intent_data: { setup_future_usage: 'off_session' },
    });
    stand.pay(session.id, good);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(paid.customer).toMatch(/^cus_/);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 25_000,
      amount_received: 25_000,
      customer: paid.customer,
    });
    expect(intent.payment_method).toMatch(/^pm_/);
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect(stand.events.map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);
  });

  it('holds a manual-capture payment: requires_capture, and the session complete but unpaid', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe, manual);
    stand.pay(session.id, good);
    const held = await stripe.checkout.sessions.retrieve(session.id);
    expect(held).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const intent = await stripe.paymentIntents.retrieve(held.payment_intent as string);
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 25_000,
      amount_received: 0,
    });
    expect(intent.metadata).toEqual({ reservationCode: 'R-1001' });
    expect(stand.events.map((event) => event.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ]);
  });

  it('keeps the session open after a decline, then takes a good card on the same PaymentIntent', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe);
    expect(stand.pay(session.id, declined).outcome).toBe('declined');
    const open = await stripe.checkout.sessions.retrieve(session.id);
    expect(open.status).toBe('open');
    const failed = await stripe.paymentIntents.retrieve(open.payment_intent as string);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    stand.pay(session.id, good);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.payment_intent).toBe(failed.id);
    expect(stand.events.map((event) => event.type)[0]).toBe('payment_intent.payment_failed');
  });

  it('asks for 3-D Secure, then completes or fails with the authentication', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe);
    stand.pay(session.id, threeDSecure);
    const pending = await stripe.paymentIntents.retrieve(
      stand.retrieveSession(session.id).payment_intent as string,
    );
    expect(pending.status).toBe('requires_action');
    expect(pending.next_action?.type).toBe('redirect_to_url');
    expect(stand.events.some((event) => event.type === 'checkout.session.completed')).toBe(false);
    expect(stand.authenticate(session.id, false).paymentIntent.status).toBe('requires_payment_method');
    stand.pay(session.id, threeDSecure);
    expect(stand.authenticate(session.id, true).outcome).toBe('paid');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('expires an open session and refuses to expire it again or a complete one', async () => {
    const { stand, stripe } = await start();
    const session = await createSession(stripe);
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
    expect(stand.events.map((event) => event.type)).toEqual(['checkout.session.expired']);
    const again = await failure(stripe.checkout.sessions.expire(session.id));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again.message).toContain('Only Checkout Sessions with a status in ["open"] can be expired');
    const paid = await createSession(stripe);
    stand.pay(paid.id, good);
    const complete = await failure(stripe.checkout.sessions.expire(paid.id));
    expect(complete.statusCode).toBe(400);
    expect(complete.message).toContain('has a status of `complete`');
  });

  it('expires a session on its own once the clock passes expires_at', async () => {
    let now = Date.parse('2026-11-02T10:00:00Z');
    const { stand, stripe } = await start({ now: () => now });
    const session = await createSession(stripe, { expires_at: Math.floor(now / 1000) + 3600 });
    expect(session.created).toBe(Math.floor(now / 1000));
    now += 3601 * 1000;
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    expect(stand.events.at(-1)).toMatchObject({
      type: 'checkout.session.expired',
      created: Math.floor(now / 1000),
    });
  });

  it('refuses what Stripe refuses: a missing, unknown or malformed parameter', async () => {
    const { stripe } = await start();
    const noItems = await failure(
      stripe.checkout.sessions.create({ mode: 'payment', success_url: 'https://x.test' }),
    );
    expect(noItems).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'line_items' });
    const unknown = await failure(
      createSession(stripe, { payment_intent_data: { capture: 'manual' } as never }),
    );
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'payment_intent_data[capture]' });
    const tooLate = await failure(
      createSession(stripe, { expires_at: Math.floor(Date.now() / 1000) + 90_000 }),
    );
    expect(tooLate).toMatchObject({ param: 'expires_at' });
  });
});

describe('the API edge', () => {
  it('replays the stored answer for a repeated Idempotency-Key, and refuses the key with other parameters', async () => {
    const { stand, stripe } = await start();
    const keyed = { idempotencyKey: 'booking-R-7-checkout' };
    const first = await createSession(stripe, { client_reference_id: 'R-7' }, keyed);
    const retry = await createSession(stripe, { client_reference_id: 'R-7' }, keyed);
    expect(retry.id).toBe(first.id);
    expect(retry.lastResponse.headers['idempotent-replayed']).toBe('true');
    stand.pay(first.id, good);
    // A replay answers as the first time, even though the session has moved on since.
    expect((await createSession(stripe, { client_reference_id: 'R-7' }, keyed)).status).toBe('open');
    const other = await failure(createSession(stripe, { client_reference_id: 'R-8' }, keyed));
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers a wrong key 401 and an unknown route 404, in Stripe envelopes', async () => {
    const { stand } = await start();
    const wrong = new Stripe('sk_test_wrong', { ...stand.sdkOptions, maxNetworkRetries: 0 });
    const unauthorized = await failure(wrong.checkout.sessions.retrieve('cs_test_x'));
    expect(unauthorized).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const stripe = new Stripe(apiKey, { ...stand.sdkOptions, maxNetworkRetries: 0 });
    const unknown = await failure(stripe.customers.list());
    expect(unknown).toMatchObject({ statusCode: 404, rawType: 'invalid_request_error' });
    const missing = await failure(stripe.paymentIntents.retrieve('pi_missing'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
