import Stripe from 'stripe';
import { afterEach } from 'vitest';
import { StripeStandIn, type StripeStandInOptions } from './stripe-stand-in.ts';

/** What the SDK-driven tests share: a stand-in per test, the SDK pointed at it, a session like ours. */

export const apiKey = 'sk_test_stand_in_tests';
export const good = '4242424242424242';
export const declined = '4000000000000002';
export const threeDSecure = '4000002760003184';

/** Registers the closing of each test's stand-in; returns the function that starts one. */
export function standInPerTest() {
  let standIn: StripeStandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });
  return async (options: StripeStandInOptions = {}): Promise<{ stand: StripeStandIn; stripe: Stripe }> => {
    standIn = await StripeStandIn.start({ apiKey, log: () => {}, ...options });
    // Everything goes through the real SDK, as our server's calls will.
    return { stand: standIn, stripe: new Stripe(apiKey, { ...standIn.sdkOptions, maxNetworkRetries: 0 }) };
  };
}

export function createSession(
  stripe: Stripe,
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
  options?: Stripe.RequestOptions,
) {
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 12_000, product_data: { name: 'Passenger van' } },
          quantity: 2,
        },
        {
          price_data: { currency: 'usd', unit_amount: 1_000, product_data: { name: 'Cooler' } },
          quantity: 1,
        },
      ],
      client_reference_id: 'R-1001',
      customer_email: 'ana@example.com',
      metadata: { reservationCode: 'R-1001' },
      success_url: 'https://convoy.test/reservation/paid?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://convoy.test/reservation/confirm',
      ...extra,
    },
    options,
  );
}

export const manual = {
  payment_intent_data: { capture_method: 'manual' as const, metadata: { reservationCode: 'R-1001' } },
};

/** The error a rejected SDK call throws. */
export async function failure(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to fail');
}
