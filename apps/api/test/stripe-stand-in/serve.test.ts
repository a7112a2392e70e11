import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** `npm run stripe:stand-in -- …args` from the repository's root, as docs/payments.md has anyone run it. */
function standIn(...args: string[]) {
  const child = spawn('npm', ['run', '--silent', 'stripe:stand-in', '--', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  return { child, output, exited: once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]> };
}

describe('npm run stripe:stand-in', () => {
  it('prints where it listens, answers the SDK, and stops cleanly on SIGTERM', async () => {
    const { child, exited } = standIn('--port', '0', '--api-key', 'sk_test_cli');
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

  it('explains its options with --help, and refuses an unknown one', async () => {
    const help = standIn('--help');
    expect((await help.exited)[0]).toBe(0);
    expect(help.output.stdout).toContain('Usage: npm run stripe:stand-in -- [options]');
    for (const flag of ['--port', '--webhook-url', '--webhook-secret', '--api-key']) {
      expect(help.output.stdout).toContain(flag);
    }

    const typo = standIn('--webhook', 'http://127.0.0.1:3000/api/payments/webhook');
    expect((await typo.exited)[0]).toBe(2);
    expect(typo.output.stderr).toContain("stripe stand-in: Unknown option '--webhook'");
  });
});
