import { afterEach, expect, it } from 'vitest';
import { smtpTransport } from '../../src/mail/transport.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { describeEachDialect, type TestDatabase } from '../dialects.ts';
import { contact, inWeek, newKey, quoteRequest, testNow } from '../fixtures.ts';
import { freePort } from '../server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../smtp.ts';

/**
 * Required of the hardened API: "With the SMTP server down for a while, every e-mail is delivered
 * once it is back, none twice." The real app with its polling outbox worker and
 * the real SMTP transport, pointed at a port where nothing listens yet. The
 * worker's clock is the test's: moving it two hours on makes every retry due at
 * once (the backoff, outbox/backoff.ts, waits 15 s to an hour), so the outage
 * spans several attempts in well under a second of real time.
 */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await pause(20);
  }
}

describeEachDialect('the outbox across an SMTP outage on $name', (dialect) => {
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await t?.close();
    await database?.destroy();
    await smtp?.close();
    t = database = smtp = undefined;
  });

  it('retries while the server is down, then delivers every e-mail exactly once', async () => {
    const port = await freePort();
    let offset = 0;
    const now = () => testNow + offset;
    database = await dialect.createSeeded();
    t = await createTestApp({
      database,
      seed: true,
      now,
      env: { OUTBOX_POLL_MS: '20' },
      mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`),
    });
    const { app } = t;

    // Two bookings and a quote request (an e-mail to the visitor and one to staff
    // each) while nothing listens on the SMTP port.
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: inWeek(i, { contact: { ...contact, email: `outage-${i}@example.com` } }),
        headers: { 'idempotency-key': newKey() },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const quote = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: quoteRequest({ email: 'outage-2@example.com' }),
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const messages = () => t!.repositories.outbox.list();
    expect(await messages()).toHaveLength(6);

    // Each move of the clock makes every waiting message due once more; moved only
    // when all have failed the same number of times, so each fails exactly three times.
    await until('every message failed three times', async () => {
      const all = await messages();
      const attempts = new Set(all.map((m) => m.attempts));
      if (all.every((m) => m.status === 'retrying') && attempts.size === 1) {
        if ([...attempts][0]! >= 3) return true;
        offset += 2 * 3_600_000;
      }
      return false;
    });
    expect((await messages()).map((m) => m.lastError)).toEqual(
      Array(6).fill(expect.stringMatching(/ECONNREFUSED/)),
    );

    // The server comes back on the same port; the next retries get through.
    smtp = await startSmtpServer({ port });
    offset += 2 * 3_600_000;
    await until('every message is sent', async () => (await messages()).every((m) => m.status === 'sent'));
    // A while longer, the clock moving on: nothing is sent again.
    for (let i = 0; i < 5; i++) {
      offset += 2 * 3_600_000;
      await pause(60);
    }

    const all = await messages();
    expect(all.map((m) => m.attempts)).toEqual(Array(6).fill(4));
    expect(smtp.received).toHaveLength(6);
    expect(smtp.attempts).toBe(6);
    const delivered = smtp.messageIds().map((id) => /^<([^@]+)@/.exec(id)?.[1]);
    expect(delivered.sort()).toEqual(all.map((m) => m.id).sort());
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      [0, 1, 2].flatMap((i) => [`outage-${i}@example.com`, 'desk@rent.test']).sort(),
    );
  }, 60_000);
});
