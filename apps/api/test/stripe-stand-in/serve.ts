import { parseArgs } from 'node:util';
import { defaultWebhookSecret, StripeStandIn } from './stripe-stand-in.ts';

/**
 * The stand-in as a process, for browser tests and to try card payments by hand (docs/payments.md):
 *   npm run stripe:stand-in -- --port 12111 \
 *     --webhook-url http://127.0.0.1:3000/api/payments/webhook --webhook-secret whsec_… --api-key sk_test_…
 * It prints one line, `stripe stand-in listening on http://127.0.0.1:PORT`, once it listens
 * (port 0: a free one), and stops on SIGTERM or SIGINT.
 */

const usage = `Usage: npm run stripe:stand-in -- [options]

A local stand-in for Stripe's API and its hosted checkout page, held in memory
(apps/api/test/stripe-stand-in/README.md). Point the server at it with
STRIPE_API_URL=http://127.0.0.1:PORT, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.

Options:
  --port N              port on 127.0.0.1 (default 12111; 0: any free one)
  --webhook-url URL     where events are POSTed, e.g. http://127.0.0.1:3000/api/payments/webhook
                        (unset: events are kept and never sent)
  --webhook-secret S    the secret events are signed with (default ${defaultWebhookSecret});
                        the server's STRIPE_WEBHOOK_SECRET
  --api-key KEY         the one secret key accepted (default: any sk_test_… key);
                        the server's STRIPE_SECRET_KEY
  -h, --help            this text

Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
4000 0027 6000 3184 asks for 3-D Secure.
`;

function options() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '12111' },
        'webhook-url': { type: 'string' },
        'webhook-secret': { type: 'string' },
        'api-key': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`stripe stand-in: ${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

const values = options();
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`stripe stand-in: --port must be a port number, not ${values.port}`);
  process.exit(2);
}

const standIn = await StripeStandIn.start({
  port,
  webhookUrl: values['webhook-url'],
  webhookSecret: values['webhook-secret'],
  apiKey: values['api-key'],
  log: (message) => console.error(message),
});
console.log(`stripe stand-in listening on ${standIn.url}`);
console.error(
  values['webhook-url']
    ? `events go to ${values['webhook-url']}, signed with ${standIn.webhookSecret}`
    : 'no --webhook-url: events are kept, not sent',
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await standIn.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
