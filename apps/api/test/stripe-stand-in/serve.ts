import { parseArgs } from 'node:util';
import { StripeStandIn } from './stripe-stand-in.ts';

/**
 * The stand-in as a process, for browser tests and by hand:
 *   node --import tsx apps/api/test/stripe-stand-in/serve.ts --port 12111 \
 *     --webhook-url http://127.0.0.1:3107/api/payments/webhook --webhook-secret whsec_… --api-key sk_test_…
 * It prints one line, `stripe stand-in listening on http://127.0.0.1:PORT`, once it listens
 * (port 0: a free one), and stops on SIGTERM or SIGINT.
 */

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string' },
    'api-key': { type: 'string' },
  },
  strict: true,
});

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

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await standIn.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
