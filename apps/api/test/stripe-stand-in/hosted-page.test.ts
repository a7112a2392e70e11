import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { StripeStandIn } from './stripe-stand-in.ts';

const apiKey = 'sk_test_hosted_page';
let standIn: StripeStandIn | undefined;

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function openSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  standIn = await StripeStandIn.start({ apiKey, log: () => {} });
  const stripe = new Stripe(apiKey, { ...standIn.sdkOptions, maxNetworkRetries: 0 });
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: { currency: 'usd', unit_amount: 12_500, product_data: { name: '15-passenger van' } },
        quantity: 2,
      },
    ],
    payment_intent_data: { description: 'Reservation R-1001 & deposit' },
    success_url: 'https://convoy.test/reservation/paid?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://convoy.test/reservation/confirm',
    ...extra,
  });
  return { stand: standIn, session, url: session.url ?? '' };
}

/** Submits the page's form as a browser does, without following the redirect. */
function submit(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('the hosted checkout page', () => {
  it('shows the amount, what it pays for, a labeled card field, Pay and the way back, with no script', async () => {
    const { url } = await openSession();
    const response = await fetch(url);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page).toContain('<title>Test payment — Stripe stand-in</title>');
    expect(page).toContain('$250.00');
    expect(page).toContain('15-passenger van × 2');
    expect(page).toContain('Reservation R-1001 &amp; deposit');
    expect(page).toContain('<label for="card-number">Card number</label>');
    expect(page).toMatch(
      /<input id="card-number" name="card" type="text" inputmode="numeric" autocomplete="cc-number"/,
    );
    expect(page).toContain('<button type="submit">Pay</button>');
    expect(page).toContain('<a href="https://convoy.test/reservation/confirm">Cancel and go back</a>');
    expect(page).not.toMatch(/<script/i);
  });

  it('pays with a good card and sends the customer to success_url with the session id', async () => {
    const { stand, session, url } = await openSession();
    const response = await submit(url, { card: '4242 4242 4242 4242' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `https://convoy.test/reservation/paid?session=${session.id}`,
    );
    expect(stand.retrieveSession(session.id).status).toBe('complete');
    const again = await (await fetch(url)).text();
    expect(again).toContain('This payment is complete.');
  });

  it('shows a decline as an alert and keeps the session open', async () => {
    const { stand, session, url } = await openSession();
    const response = await submit(url, { card: '4000000000000002' });
    const page = await response.text();
    expect(page).toContain('<p id="card-error" role="alert">Your card was declined.</p>');
    expect(page).toContain('aria-invalid="true"');
    expect(stand.retrieveSession(session.id).status).toBe('open');
  });

  it('refuses a number that is not a test card, without a payment attempt', async () => {
    const { stand, session, url } = await openSession();
    const page = await (await submit(url, { card: '1234' })).text();
    expect(page).toContain('role="alert">Your card number is incorrect.</p>');
    expect(stand.retrieveSession(session.id).payment_intent).toBeNull();
  });

  it('asks for 3-D Secure on its own page, then completes or declines', async () => {
    const { stand, session, url } = await openSession();
    const asked = await submit(url, { card: '4000002760003184' });
    expect(asked.status).toBe(303);
    const authenticateUrl = new URL(asked.headers.get('location') ?? '', url).toString();
    const page = await (await fetch(authenticateUrl)).text();
    expect(page).toContain('<h1>Authenticate this payment</h1>');
    expect(page).toContain('>Complete authentication</button>');
    expect(page).toContain('>Fail authentication</button>');
    const failed = await (await submit(authenticateUrl, { result: 'fail' })).text();
    expect(failed).toContain('role="alert">We are unable to authenticate your payment method.');
    await submit(url, { card: '4000002760003184' });
    const completed = await submit(authenticateUrl, { result: 'complete' });
    expect(completed.headers.get('location')).toContain(session.id);
    expect(stand.retrieveSession(session.id).status).toBe('complete');
  });

  it('says so on an expired session, and takes no payment there', async () => {
    const { stand, session, url } = await openSession();
    await new Stripe(apiKey, { ...stand.sdkOptions }).checkout.sessions.expire(session.id);
    expect(await (await fetch(url)).text()).toContain('This checkout session has expired.');
    const refused = await submit(url, { card: '4242424242424242' });
    expect(refused.status).toBe(409);
    expect(() => stand.pay(session.id, '4242424242424242')).toThrow('This Checkout Session is expired.');
  });
});
