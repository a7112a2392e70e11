import { smsConsentText } from '@convoy/domain/content/sms-consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DAY = 86_400_000;

import { createAdmin, signIn } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { contact, inWeek, newKey, testNow } from '../../test/fixtures.ts';
import { testClock } from '../../test/payments.ts';
import { repositoriesFor } from '../../test/repositories.ts';
import { inboundUrl, twilioStandIn } from '../../test/sms.ts';
import type { TwilioStandIn } from '../../test/twilio-stand-in/twilio-stand-in.ts';

/** Books one van in week `week` naming a driver by e-mail; answers the token of the link e-mailed to them. */
async function bookWithDriver(t: TestApp, week: number, name: string, email: string): Promise<string> {
  const { vehicleId: _v, quantity: _q, ...trip } = inWeek(week);
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { 'idempotency-key': newKey() },
    payload: {
      ...trip,
      lines: [{ vehicleId: '15-passenger-van', quantity: 1 }],
      drivers: [{ vehicleId: '15-passenger-van', name, email }],
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  await t.app.services.outbox.drain();
  const mail = t.mail.sent.find((m) => m.to === email);
  const token = /\/driver#token=([A-Za-z0-9_-]+)/.exec(mail?.email.text ?? '')?.[1];
  if (!token) throw new Error(`no link sent to ${email}`);
  return token;
}

/**
 * Texts through the real app and the Twilio stand-in: consent per number
 * (the renter's at booking, a driver's through SmsService.optIn), replies on
 * the signed webhook, and a STOP that wins over a text already queued.
 */
describeEachDialect('SMS consent and replies on $name', (dialect) => {
  let database: TestDatabase;
  let t: TestApp;
  let standIn: TwilioStandIn;
  const clock = testClock();

  beforeAll(async () => {
    const twilio = await twilioStandIn(clock.now);
    standIn = twilio.standIn;
    database = await dialect.createSeeded();
    t = await createTestApp({ database, seed: true, env: twilio.env, now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
    await database?.destroy();
    await standIn?.close();
  });

  const reply = (from: string, body: string, signature?: string) => {
    const signed = standIn.reply(inboundUrl, from, body);
    return t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === '' ? {} : { 'x-twilio-signature': signature ?? signed.signature }),
      },
      payload: signed.payload,
    });
  };

  /** Queues a text as the reminders do, in a transaction of the caller's. */
  const queue = (to: string, reference: string) =>
    database.db
      .transaction()
      .execute((trx) =>
        t.app.services.sms.queue(repositoriesFor(trx, database.target.dialect), [
          { to, kind: 'pickup_day_reminder', body: 'Pickup tomorrow. Reply STOP to opt out.', reference },
        ]),
      );

  it('texts a driver who opted in through SmsService.optIn, and no one who did not', async () => {
    expect(await t.app.services.sms.optIn('(410) 555-0151', 'driver')).toBe(true);
    expect(await t.app.services.sms.optIn('555 0151 ext. 2', 'driver')).toBe(false);
    expect(await queue('+1 410 555 0151', 'DRV-1')).toBe(1);
    expect(await queue('+1 410 555 0152', 'DRV-2')).toBe(0);
    await t.app.services.outbox.drain();
    expect(standIn.to('+14105550151').map((m) => m.body)).toEqual([
      'Pickup tomorrow. Reply STOP to opt out.',
    ]);
    expect(standIn.to('+14105550152')).toEqual([]);
  });

  it('records the renter’s consent given at booking, and only when given', async () => {
    const book = (weeks: number, phone: string, smsConsent?: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: { 'idempotency-key': newKey() },
        payload: inWeek(weeks, {
          contact: { ...contact, phone, ...(smsConsent === undefined ? {} : { smsConsent }) },
        }),
      });
    expect((await book(5, '410 555 0153', true)).statusCode).toBe(201);
    expect((await book(6, '410 555 0154')).statusCode).toBe(201);
    expect(await queue('+14105550153', 'BK-1')).toBe(1);
    expect(await queue('+14105550154', 'BK-2')).toBe(0);
    // Kept with the time and the version of the words the box showed, not the number itself.
    expect(await t.app.services.sms.optInOf(t.repositories, '+1 (410) 555-0153')).toEqual({
      status: 'opted_in',
      source: 'booking',
      consentVersion: smsConsentText.version,
      at: clock.now(),
    });
    expect(await t.app.services.sms.optInOf(t.repositories, '410 555 0154')).toBeUndefined();
    const stored = await database.db.selectFrom('sms_opt_ins').selectAll().execute();
    expect(JSON.stringify(stored)).not.toMatch(/555.?0153/);
  });

  it('a driver ticks "Text me reminders at this number" on their page: the number is kept and opted in', async () => {
    const token = await bookWithDriver(t, 7, 'Cy Dale', 'cy@example.com');
    const driver = (method: 'GET' | 'PUT', payload?: object) =>
      t.app.inject({
        method,
        url: method === 'GET' ? '/api/driver' : '/api/driver/sms-opt-in',
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    expect((await driver('GET')).json().textReminders).toEqual({ phone: null, optedIn: false });

    const unticked = await driver('PUT', { phone: '410 555 0161', smsConsent: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.fields).toHaveProperty('smsConsent');
    const extension = await driver('PUT', { phone: '410 555 0161 ext. 4', smsConsent: true });
    expect(extension.statusCode).toBe(400);
    expect(extension.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { phone: expect.any(String) },
    });
    expect(await queue('+14105550161', 'DRV-PAGE')).toBe(0);

    const ticked = await driver('PUT', { phone: '410 555 0161', smsConsent: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().textReminders).toEqual({ phone: '410 555 0161', optedIn: true });
    expect(await t.app.services.sms.optInOf(t.repositories, '+14105550161')).toMatchObject({
      source: 'driver',
      consentVersion: smsConsentText.version,
    });
    expect(await queue('+14105550161', 'DRV-PAGE')).toBe(1);
    // A STOP from that number shows on the page as not opted in.
    expect((await reply('+14105550161', 'STOP')).statusCode).toBe(200);
    expect((await driver('GET')).json().textReminders).toEqual({ phone: '410 555 0161', optedIn: false });
  });

  it('refuses a reply without a signature or with a wrong one (403), changing nothing', async () => {
    await t.app.services.sms.optIn('+14105550155', 'driver');
    for (const signature of ['', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=']) {
      const res = await reply('+14105550155', 'STOP', signature);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'invalid_signature',
        fields: { 'x-twilio-signature': expect.any(String) },
      });
    }
    expect(await queue('+14105550155', 'SIG-1')).toBe(1);
  });

  it('a STOP wins over a text already queued: it is not sent, and its number is erased', async () => {
    await t.app.services.sms.optIn('+14105550156', 'driver');
    expect(await queue('+14105550156', 'STOP-1')).toBe(1);
    expect((await reply('+14105550156', 'unsubscribe')).statusCode).toBe(200);
    await t.app.services.outbox.drain();
    expect(standIn.to('+14105550156')).toEqual([]);
    expect(await t.repositories.sms.forReference('STOP-1')).toEqual([
      expect.objectContaining({ status: 'stopped', sentAt: null }),
    ]);
    expect(await queue('+14105550156', 'STOP-2')).toBe(0);
  });

  it('START does not opt in a number that never agreed; other replies change nothing', async () => {
    expect((await reply('+14105550157', 'START')).statusCode).toBe(200);
    expect(await queue('+14105550157', 'START-1')).toBe(0);
    await t.app.services.sms.optIn('+14105550158', 'booking');
    expect((await reply('+14105550158', 'Stop please')).statusCode).toBe(200);
    expect(await queue('+14105550158', 'START-2')).toBe(1);
  });

  it('deletes texts sent or stopped once OUTBOX_RETENTION_DAYS (30) have passed, not before', async () => {
    expect((await t.repositories.sms.forReference('DRV-1'))[0]).toMatchObject({ status: 'sent' });
    clock.set(testNow + 29 * DAY);
    expect(await t.app.services.retention.runOnce()).toMatchObject({ sentTexts: 0 });
    clock.set(testNow + 31 * DAY);
    expect((await t.app.services.retention.runOnce()).sentTexts).toBeGreaterThanOrEqual(2);
    expect(await t.repositories.sms.forReference('DRV-1')).toEqual([]);
    expect(await t.repositories.sms.forReference('STOP-1')).toEqual([]);
    clock.set(testNow);
  });

  it('marks a number Twilio says opted out (21610) as stopped, without retrying', async () => {
    await t.app.services.sms.optIn('+14105550159', 'driver');
    standIn.optOut('+14105550159');
    expect(await queue('+14105550159', 'OUT-1')).toBe(1);
    await t.app.services.outbox.drain();
    expect(await t.repositories.sms.forReference('OUT-1')).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1 }),
    ]);
    expect(await queue('+14105550159', 'OUT-2')).toBe(0);
  });

  it('shows staff the texts beside the e-mails, each number masked; not without sign-in', async () => {
    await t.app.services.sms.optIn('+14105550163', 'driver');
    expect(await queue('+1 410 555 0163', 'ADM-1')).toBe(1);
    const url = '/api/admin/outbox/texts?pageSize=100';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    await createAdmin(t.app);
    const session = await signIn(t.app);
    const res = await t.app.inject({ url, headers: { cookie: session.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.find((m: { reference: string }) => m.reference === 'ADM-1')).toMatchObject({
      kind: 'pickup_day_reminder',
      to: '+1 ••••••••63',
      status: 'pending',
      attempts: 0,
    });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toMatch(/555.?016\d/);
  });
});

describe('without Twilio configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => testNow });
  });
  afterAll(() => t.close());

  it('queues no text (e-mail alone goes out) and answers the webhook 404', async () => {
    await t.app.services.sms.optIn('+14105550160', 'driver');
    expect(t.app.services.sms.enabled).toBe(false);
    const text = {
      to: '+14105550160',
      kind: 'pickup_day_reminder',
      body: 'Pickup tomorrow.',
      reference: 'X',
    };
    expect(await t.app.services.sms.queue(t.repositories, [text])).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'From=%2B14105550160&Body=STOP',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('sms_not_configured');
  });

  it('offers a driver no text reminders: the page says none, the opt-in answers 404', async () => {
    const token = await bookWithDriver(t, 8, 'Di Ng', 'di@example.com');
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/driver', headers })).json().textReminders,
    ).toBeNull();
    const optIn = await t.app.inject({
      method: 'PUT',
      url: '/api/driver/sms-opt-in',
      headers,
      payload: { phone: '410 555 0162', smsConsent: true },
    });
    expect(optIn.statusCode).toBe(404);
    expect(optIn.json().error.code).toBe('sms_not_configured');
  });
});
