import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { StripeStandIn } from './stripe-stand-in.ts';

const apiKey = 'sk_test_webhooks';
const secret = 'whsec_webhook_tests';
// Only its webhook helpers are used: the server side's check of what the stand-in sends.
const verifier = new Stripe(apiKey);

interface Received {
  payload: string;
  signature: string;
}

/** A webhook endpoint that records what it receives and answers `status()`. */
async function startEndpoint(status: () => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        payload: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, received, close };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(status?: () => number) {
  const endpoint = await startEndpoint(status);
  cleanups.push(endpoint.close);
  const logged: string[] = [];
  const stand = await StripeStandIn.start({
    apiKey,
    webhookSecret: secret,
    webhookUrl: endpoint.url,
    log: (message) => logged.push(message),
  });
  cleanups.push(() => stand.close());
  const stripe = new Stripe(apiKey, { ...stand.sdkOptions, maxNetworkRetries: 0 });
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { price_data: { currency: 'usd', unit_amount: 9_900, product_data: { name: 'Minibus' } }, quantity: 1 },
    ],
    payment_intent_data: { capture_method: 'manual' },
    success_url: 'https://convoy.test/paid',
  });
  return { endpoint, stand, stripe, session, logged };
}

function verified(received: Received): Stripe.Event {
  return verifier.webhooks.constructEvent(received.payload, received.signature, secret);
}

describe('webhook delivery', () => {
  it('posts each event as it happens, in order, signed so the SDK verifies it', async () => {
    const { endpoint, stand, stripe, session } = await setUp();
    const paid = stand.pay(session.id, '4242424242424242');
    await stripe.paymentIntents.capture(paid.paymentIntent.id, {}, { idempotencyKey: 'capture-1' });
    await stand.webhooksSettled();
    const events = endpoint.received.map(verified);
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
      'payment_intent.succeeded',
      'charge.captured',
    ]);
    expect(events.map((event) => event.id)).toEqual(stand.events.map((event) => event.id));
    expect(events[0]).toMatchObject({
      object: 'event',
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    // The event keeps the object as it was then, not as it is now.
    expect(events[0]?.data.object).toMatchObject({ status: 'requires_capture' });
    // An event caused by an API call names the request and its key, as Stripe's do.
    expect(events[2]?.request).toMatchObject({
      id: expect.stringMatching(/^req_/),
      idempotency_key: 'capture-1',
    });
    expect(stand.pendingEvents()).toEqual([]);
  });

  it('holds events, then delivers the batch reversed and twice', async () => {
    const { endpoint, stand, session } = await setUp();
    stand.holdWebhooks();
    stand.pay(session.id, '4242424242424242');
    await stand.webhooksSettled();
    expect(endpoint.received).toEqual([]);
    const pending = stand.pendingEvents();
    expect(pending.map((event) => event.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ]);
    const results = await stand.deliver(pending, { order: 'reverse', duplicate: true });
    expect(results.every((result) => result.ok)).toBe(true);
    const types = endpoint.received.map((received) => verified(received).type);
    expect(types).toEqual([
      'checkout.session.completed',
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
      'payment_intent.amount_capturable_updated',
    ]);
    expect(stand.pendingEvents()).toEqual([]);
  });

  it('keeps a refused delivery pending, logged, until it is delivered again', async () => {
    let status = 500;
    const { endpoint, stand, stripe, session, logged } = await setUp(() => status);
    await stripe.checkout.sessions.expire(session.id);
    await stand.webhooksSettled();
    expect(endpoint.received).toHaveLength(1);
    expect(stand.pendingEvents().map((event) => event.type)).toEqual(['checkout.session.expired']);
    expect(logged[0]).toContain('answered 500');
    status = 200;
    const [result] = await stand.deliver(stand.pendingEvents());
    expect(result).toMatchObject({ ok: true, status: 200, type: 'checkout.session.expired' });
    expect(stand.pendingEvents()).toEqual([]);
  });

  it('releases held events in order and sends new ones at once again', async () => {
    const { endpoint, stand, stripe, session } = await setUp();
    stand.holdWebhooks();
    await stripe.checkout.sessions.expire(session.id);
    await stand.releaseWebhooks();
    expect(endpoint.received.map((received) => verified(received).type)).toEqual([
      'checkout.session.expired',
    ]);
  });

  it('signs an event for a test that posts it itself, and the signature binds the payload', async () => {
    const { stand, stripe, session } = await setUp();
    stand.holdWebhooks();
    await stripe.checkout.sessions.expire(session.id);
    const [event] = stand.events;
    if (!event) throw new Error('expected an event');
    const { payload, header } = stand.signed(event);
    expect(verifier.webhooks.constructEvent(payload, header, secret).id).toBe(event.id);
    expect(() =>
      verifier.webhooks.constructEvent(payload.replace('expired', 'complete'), header, secret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verifier.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
  });
});
