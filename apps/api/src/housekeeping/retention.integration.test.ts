import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { describeEachDialect, type TestDatabase, testDialects } from '../../test/dialects.ts';
import { booking, newKey, testNow } from '../../test/fixtures.ts';
import { repositoryFactoryFor } from '../../test/repositories.ts';
import { fileTransport, type MailTransport } from '../mail/transport.ts';
import { RetentionSweeper } from './sweeper.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDialect('retention sweep on $name', (dialect) => {
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;
  let now = testNow;
  afterEach(async () => {
    await t?.close();
    await database?.destroy();
    t = database = undefined;
    now = testNow;
  });

  async function start(env: Record<string, string> = {}, mailTransport?: MailTransport) {
    database = await dialect.createSeeded();
    t = await createTestApp({ database, seed: true, now: () => now, env, mailTransport });
    return t.app;
  }
  const book = (key: string, payload = booking()) =>
    t!.app.inject({ method: 'POST', url: '/api/reservations', headers: { 'idempotency-key': key }, payload });
  const collect = (path: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/collect',
      payload: {
        events: [
          {
            type: 'page_view',
            path,
            title: 'Page | Convoy',
            referrerHost: '',
            category: 'Home',
            contentGroup2: 'Home',
            journeyStage: 'awareness',
          },
          { type: 'web_vital', path, name: 'LCP', value: 1200, rating: 'good', metricId: `v5-${path}` },
        ],
      },
    });
  const analyticsRows = async () => ({
    views: (await database!.db.selectFrom('page_views').select('path').orderBy('path').execute()).map(
      (r) => r.path,
    ),
    vitals: (await database!.db.selectFrom('web_vitals').select('path').orderBy('path').execute()).map(
      (r) => r.path,
    ),
  });

  it('keeps an idempotency answer for a day, then forgets the key', async () => {
    const app = await start();
    const key = newKey();
    const first = await book(key);
    expect(first.statusCode).toBe(201);

    now += 23 * HOUR;
    expect((await app.services.retention.runOnce()).idempotencyKeys).toBe(0);
    // Within the day a retry still gets the first answer, not a second booking.
    const replay = await book(key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().reservation.code).toBe(first.json().reservation.code);

    now += 2 * HOUR;
    expect((await app.services.retention.runOnce()).idempotencyKeys).toBe(1);
    const left = await database!.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left).toEqual([]);
    // The reservation itself is a business record and stays.
    const code = first.json().reservation.code as string;
    const found = await database!.db
      .selectFrom('reservations')
      .select('code')
      .where('code', '=', code)
      .execute();
    expect(found).toHaveLength(1);
  });

  it('deletes page views and Web Vitals older than ANALYTICS_RETENTION_DAYS, and only those', async () => {
    const app = await start({ ANALYTICS_RETENTION_DAYS: '30' });
    expect((await collect('/old')).statusCode).toBe(204);
    now += 10 * DAY;
    expect((await collect('/newer')).statusCode).toBe(204);

    now = testNow + 29 * DAY;
    expect(await app.services.retention.runOnce()).toEqual({
      idempotencyKeys: 0,
      licenceNumbers: 0,
      deliveryAddresses: 0,
      nominations: 0,
      handoverPhotos: 0,
      rentalAgreements: 0,
      remoteSignatures: 0,
      pageViews: 0,
      webVitals: 0,
      sentEmails: 0,
      emailFiles: 0,
      sentTexts: 0,
      webhookDeliveries: 0,
      expiredKeys: 0,
    });
    expect(await analyticsRows()).toEqual({ views: ['/newer', '/old'], vitals: ['/newer', '/old'] });

    now = testNow + 31 * DAY;
    expect(await app.services.retention.runOnce()).toEqual({
      idempotencyKeys: 0,
      licenceNumbers: 0,
      deliveryAddresses: 0,
      nominations: 0,
      handoverPhotos: 0,
      rentalAgreements: 0,
      remoteSignatures: 0,
      pageViews: 1,
      webVitals: 1,
      sentEmails: 0,
      emailFiles: 0,
      sentTexts: 0,
      webhookDeliveries: 0,
      expiredKeys: 0,
    });
    expect(await analyticsRows()).toEqual({ views: ['/newer'], vitals: ['/newer'] });
  });

  it('deletes the counter’s photos and the signed agreement EVIDENCE_RETENTION_DAYS after the return, not before', async () => {
    const app = await start({ EVIDENCE_RETENTION_DAYS: '30' });
    const booked = await book(newKey());
    expect(booked.statusCode).toBe(201);
    const code = booked.json().reservation.code as string;
    const r = await database!.db
      .selectFrom('reservations')
      .select(['id', 'return_at'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from('evidence');
    await database!.db
      .insertInto('handover_photos')
      .values({
        id: randomUUID(),
        reservation_id: r.id,
        class_id: 'minivan',
        seq: 1,
        kind: 'out',
        content_type: 'image/jpeg',
        width: 1,
        height: 1,
        bytes,
        taken_at: now,
        taken_by: 'desk@rent.test',
      })
      .execute();
    await database!.db
      .insertInto('rental_agreements')
      .values({
        reservation_id: r.id,
        signer_name: 'Ana Ruiz',
        signed_at: now,
        witnessed_by: 'desk@rent.test',
        signature: bytes,
        pdf: bytes,
        emailed_to: 'ana@example.com',
      })
      .execute();
    const left = async () => [
      (await database!.db.selectFrom('handover_photos').select('id').execute()).length,
      (await database!.db.selectFrom('rental_agreements').select('reservation_id').execute()).length,
    ];

    now = Number(r.return_at) + 29 * DAY;
    expect(await app.services.retention.runOnce()).toMatchObject({ handoverPhotos: 0, rentalAgreements: 0 });
    expect(await left()).toEqual([1, 1]);
    now = Number(r.return_at) + 31 * DAY;
    expect(await app.services.retention.runOnce()).toMatchObject({ handoverPhotos: 1, rentalAgreements: 1 });
    expect(await left()).toEqual([0, 0]);
    // The reservation, a business record, stays.
    expect(
      await database!.db.selectFrom('reservations').select('id').where('id', '=', r.id).execute(),
    ).toHaveLength(1);
  });

  it('deletes sent e-mails, rows and .eml files, OUTBOX_RETENTION_DAYS after sending, and none still to send', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-outbox-'));
    try {
      const app = await start(
        { OUTBOX_RETENTION_DAYS: '10', OUTBOX_DIR: dir },
        fileTransport(dir, () => now),
      );
      expect((await book(newKey())).statusCode).toBe(201);
      await app.services.outbox.drain();
      now += DAY;
      // Queued, never sent (the worker does not run): kept however old.
      expect((await book(newKey())).statusCode).toBe(201);
      const statuses = async () =>
        (await database!.db.selectFrom('outbox_messages').select('status').orderBy('status').execute()).map(
          (r) => r.status,
        );
      expect(await statuses()).toEqual(['pending', 'pending', 'sent', 'sent']);
      // Only the server's user reads a written e-mail: it may carry a credential.
      for (const file of await readdir(dir))
        expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
      await writeFile(path.join(dir, 'README.txt'), 'not an e-mail');

      now = testNow + 9 * DAY;
      expect(await app.services.retention.runOnce()).toMatchObject({ sentEmails: 0, emailFiles: 0 });
      expect((await readdir(dir)).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
      now = testNow + 11 * DAY;
      expect(await app.services.retention.runOnce()).toMatchObject({ sentEmails: 2, emailFiles: 2 });
      expect(await statuses()).toEqual(['pending', 'pending']);
      expect(await readdir(dir)).toEqual(['README.txt']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps analytics for good with ANALYTICS_RETENTION_DAYS=0', async () => {
    const app = await start({ ANALYTICS_RETENTION_DAYS: '0' });
    expect((await collect('/kept')).statusCode).toBe(204);
    now += 5000 * DAY;
    expect((await app.services.retention.runOnce()).pageViews).toBe(0);
    expect(await analyticsRows()).toEqual({ views: ['/kept'], vitals: ['/kept'] });
  });
});

describe('the retention sweeper', () => {
  it('sweeps after its first delay and on every interval until stopped, and a failure only logs', async () => {
    const dialect = testDialects()[0]!;
    const database = await dialect.create();
    const t = await createTestApp({ database, seed: true });
    const warnings: object[] = [];
    const sweeps: number[] = [];
    let fail = true;
    const log = { info: () => {}, warn: (o: object) => warnings.push(o) };
    const sweeper = new RetentionSweeper({
      db: database.db,
      repositories: repositoryFactoryFor(dialect.name),
      analyticsRetentionDays: 30,
      licenceRetentionDays: 90,
      evidenceRetentionDays: 1095,
      outboxRetentionDays: 30,
      outboxDir: '/nonexistent/outbox',
      organisationKeyDays: 365,
      log,
      now: () => {
        sweeps.push(Date.now());
        if (fail) {
          fail = false;
          throw new Error('clock broke');
        }
        return Date.now();
      },
      firstDelayMs: 5,
      intervalMs: 5,
    });
    try {
      sweeper.start();
      await expect.poll(() => sweeps.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
      expect(warnings).toHaveLength(1);
      await sweeper.stop();
      const after = sweeps.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sweeps.length).toBe(after);
    } finally {
      await sweeper.stop();
      await t.close();
      await database.destroy();
    }
  });
});
