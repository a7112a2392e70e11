import { test as base } from '@playwright/test';
import { StripeStandIn } from '../../../apps/api/test/stripe-stand-in/stripe-stand-in.ts';
import { type E2eServer, freePort, startE2eServer } from './server';

/**
 * A test whose worker has a server of its own that collects the deposit online, talking to the
 * Stripe stand-in (apps/api/test/stripe-stand-in) over HTTP through the real SDK. The server must
 * know its own address (PUBLIC_URL, where the provider sends the renter back), so it gets a free
 * port chosen beforehand. `apiKey` and `webhookSecret` are the spec's own.
 */
export function cardPaymentTest(apiKey: string, webhookSecret: string) {
  return base.extend<object, { card: { server: E2eServer; standIn: StripeStandIn } }>({
    card: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first parameter
      async ({}, use) => {
        const origin = `http://127.0.0.1:${await freePort()}`;
        const standIn = await StripeStandIn.start({ apiKey, webhookSecret, log: () => {} });
        standIn.webhookUrl = `${origin}/api/payments/webhook`;
        try {
          const server = await startE2eServer({
            PORT: new URL(origin).port,
            PUBLIC_URL: origin,
            OUTBOX_POLL_MS: '200',
            STRIPE_SECRET_KEY: apiKey,
            STRIPE_WEBHOOK_SECRET: webhookSecret,
            STRIPE_API_URL: standIn.url,
          });
          await use({ server, standIn });
          await server.stop();
        } finally {
          await standIn.close();
        }
      },
      { scope: 'worker', timeout: 60_000 },
    ],
    baseURL: async ({ card }, use) => use(card.server.url),
  });
}
