import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

const serveEntry = fileURLToPath(new URL('./serve.ts', import.meta.url));

describe('serve.ts', () => {
  it('prints where it listens, answers the SDK, and stops cleanly on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', serveEntry, '--port', '0', '--api-key', 'sk_test_cli'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = once(child, 'exit');
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const match = /^stripe stand-in listening on http:\/\/127\.0\.0\.1:(\d+)\n$/.exec(line.toString());
      expect(match).not.toBeNull();
      const stripe = new Stripe('sk_test_cli', {
        host: '127.0.0.1',
        port: Number(match?.[1]),
        protocol: 'http',
      });
      const missing = await stripe.refunds
        .retrieve('re_missing')
        .catch((error: Stripe.errors.StripeError) => error);
      expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    } finally {
      child.kill('SIGTERM');
    }
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });
});
