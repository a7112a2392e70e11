import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { booking, newKey, testNow } from '../../test/fixtures.ts';
import { memoryTransport, testMailContext } from '../../test/mail.ts';
import { repositoriesFor, repositoryFactoryFor } from '../../test/repositories.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { type MailTransport, smtpTransport } from '../mail/transport.ts';
import { OutboxWorker } from './outbox.worker.ts';

const HOUR = 3_600_000;

describeEachDialect('outbox delivery on $name', (dialect) => {
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  let now = testNow;
  afterEach(async () => {
    await t?.close();
    await database?.destroy();
    await smtp?.close();
    t = database = smtp = undefined;
    now = testNow;
  });

  async function start(mailTransport?: MailTransport, env: Record<string, string> = {}) {
    database = await dialect.createSeeded();
    t = await createTestApp({ database, seed: true, now: () => now, mailTransport, env });
    return t;
  }
  async function bookOne() {
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { 'idempotency-key': newKey() },
      payload: booking(),
    });
    expect(res.statusCode).toBe(201);
    return res.json().reservation.code as string;
  }
  const outbox = () => t!.repositories.outbox;

  it('retries after a failing SMTP server and delivers each message exactly once', async () => {
    smtp = await startSmtpServer({ failFirst: 2 });
    await start(smtpTransport(smtp.url));
    const code = await bookOne();

    // First step: the server refuses both messages (421), so both wait to retry.
    expect(await t!.app.services.outbox.runOnce()).toBe(2);
    let messages = await outbox().list({ reference: code });
    expect(messages.map((m) => [m.status, m.attempts])).toEqual([
      ['retrying', 1],
      ['retrying', 1],
    ]);
    expect(messages[0]!.lastError).toMatch(/421/);
    expect(messages.every((m) => m.nextAttemptAt > now)).toBe(true);
    // Not due yet: nothing happens.
    expect(await t!.app.services.outbox.runOnce()).toBe(0);

    now += 2 * HOUR;
    expect(await t!.app.services.outbox.runOnce()).toBe(2);
    expect(await t!.app.services.outbox.runOnce()).toBe(0);
    messages = await outbox().list({ reference: code });
    expect(messages.map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
    expect(smtp.attempts).toBe(4);
    expect(smtp.received.map((m) => m.to).sort()).toEqual([['ada@example.com'], ['desk@rent.test']]);
    const confirmation = smtp.received.find((m) => m.to[0] === 'ada@example.com')!.raw;
    expect(confirmation).toContain(`Subject: Your Convoy reservation ${code} is confirmed`);
    expect(confirmation).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(confirmation).toContain(`reservation-${code}.ics`);
  });

  it('fails a message at once on a permanent rejection', async () => {
    smtp = await startSmtpServer({ rejectRecipients: true });
    await start(smtpTransport(smtp.url));
    const code = await bookOne();
    await t!.app.services.outbox.runOnce();
    const messages = await outbox().list({ reference: code });
    expect(messages.map((m) => [m.status, m.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
    expect(messages[0]!.lastError).toMatch(/550/);
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    const mail = memoryTransport();
    mail.failNext(1000);
    await start(mail);
    const code = await bookOne();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await t!.app.services.outbox.runOnce()).toBe(2);
      const [message] = await outbox().list({ reference: code });
      waits.push(message!.nextAttemptAt - now);
      now = Math.max(...(await outbox().list({ reference: code })).map((m) => m.nextAttemptAt));
    }
    const messages = await outbox().list({ reference: code });
    expect(messages.map((m) => [m.status, m.attempts])).toEqual([
      ['failed', 8],
      ['failed', 8],
    ]);
    // 30 s doubling, with jitter between half and all of each step, capped at an hour.
    for (const [i, wait] of waits.slice(0, 7).entries()) {
      const step = Math.min(HOUR, 30_000 * 2 ** i);
      expect(wait).toBeGreaterThanOrEqual(step / 2);
      expect(wait).toBeLessThanOrEqual(step);
    }
    expect(await t!.app.services.outbox.runOnce()).toBe(0);
  });

  it('is nudged by a commit when it runs, instead of waiting for the next poll', async () => {
    await start(undefined, { OUTBOX_POLL_MS: '600000' });
    t!.app.services.outbox.start();
    await bookOne();
    for (let i = 0; i < 100 && t!.mail.sent.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(t!.mail.sent.map((m) => m.to).sort()).toEqual(['ada@example.com', 'desk@rent.test']);
  });

  it('lets two workers share the outbox without sending any message twice', async () => {
    await start();
    for (let i = 0; i < 10; i++) {
      await t!.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: { 'idempotency-key': newKey() },
        payload: booking({
          vehicleId: 'minivan',
          pickupDate: `2026-07-${String(6 + i).padStart(2, '0')}`,
          returnDate: '2026-07-31',
        }),
      });
    }
    const [a, b] = [memoryTransport(), memoryTransport()];
    const log = { info() {}, warn() {}, error() {} };
    const worker = (transport: MailTransport, db = database!.db) =>
      new OutboxWorker({
        db,
        repositories: repositoryFactoryFor(dialect.name),
        transport,
        from: 'x@rent.test',
        mail: testMailContext,
        log,
        pollMs: 0,
        batchSize: 3,
        now: () => now,
      });
    const second = (await import('../db/database.ts')).createDatabase(database!.target);
    try {
      await Promise.all([worker(a).drain(), worker(b, second).drain()]);
    } finally {
      await second.destroy();
    }
    const ids = [...a.sent, ...b.sent].map((m) => m.id);
    const queued = await outbox().list({}, 1000);
    expect(ids.length).toBe(queued.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(queued.every((m) => m.status === 'sent')).toBe(true);
  });

  it('takes over a message whose worker died mid-send once its lease runs out', async () => {
    await start();
    const code = await bookOne();
    const repo = repositoriesFor(database!.db, dialect.name).outbox;
    const taken = await repo.claimDue('dead-worker', now, now + 60_000, 10);
    expect(taken).toHaveLength(2);
    expect(await t!.app.services.outbox.runOnce()).toBe(0);
    now += 61_000;
    expect(await t!.app.services.outbox.runOnce()).toBe(2);
    expect((await outbox().list({ reference: code })).map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    // The dead worker's late report changes nothing.
    expect(await repo.markSent(taken[0]!.id, 'dead-worker', now)).toBe(false);
  });

  it('stop() lets the message being sent finish and hands the rest back', async () => {
    let release!: () => void;
    const started: string[] = [];
    const slow: MailTransport = {
      description: 'slow',
      send: async (mail) => {
        started.push(mail.id);
        await new Promise<void>((r) => {
          release = r;
        });
      },
      close() {},
    };
    await start(slow);
    const code = await bookOne();
    const step = t!.app.services.outbox.runOnce();
    while (started.length === 0) await new Promise((r) => setTimeout(r, 5));
    let stopped = false;
    const stopping = t!.app.services.outbox.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await step;
    expect(started).toHaveLength(1);
    const messages = await outbox().list({ reference: code });
    expect(messages.map((m) => [m.status, m.attempts]).sort()).toEqual([
      ['pending', 0],
      ['sent', 1],
    ]);
  });
});
