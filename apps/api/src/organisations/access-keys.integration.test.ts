import { brand } from '@convoy/domain/content/brand';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, sentByPerson, testNow } from '../../test/fixtures.ts';
import { testClock } from '../../test/payments.ts';

const DAY = 86_400_000;

/**
 * An organisation's access key (decision 018): shown once when made, changed
 * by the organisation with its code and key or issued anew by staff (e-mailed
 * to the billing contact, never shown to staff), refused once it expires
 * (ORGANISATION_KEY_DAYS, 30 here) with how to get a new one; every change and
 * expiry in the audit log, never a key.
 */
describeEachDialect('organization access keys on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now, env: { ORGANISATION_KEY_DAYS: '30' } });
  const billing = 'bursar@lakeside.example';
  let staff: SignedIn;
  let code: string;
  let key: string;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
    const opened = await api().post('/api/organisations', {
      name: 'Lakeside Scouts',
      kind: 'nonprofit',
      billingContact: { name: 'Ira Bell', email: billing, phone: '+1 410 555 0177' },
      address: { line1: '4 Lake Rd', city: 'Baltimore', region: 'MD', postalCode: '21210' },
      ...sentByPerson,
    });
    expect(opened.status).toBe(201);
    code = opened.body.organisation.code;
    key = opened.body.accessKey;
    await api().app.services.outbox.drain();
  });

  const bearer = (k: string) => ({ authorization: `Bearer ${code}.${k}` });
  const account = (k: string) =>
    api().app.inject({ method: 'GET', url: '/api/organisations/account', headers: bearer(k) });
  const changeKey = (k: string) =>
    api().app.inject({ method: 'POST', url: '/api/organisations/account/key', headers: bearer(k) });
  const mailTo = (subject: RegExp) =>
    api()
      .mail.sent.filter((m) => m.to === billing && subject.test(m.email.subject))
      .at(-1);
  const auditOf = async () => {
    const res = await api().app.inject({
      url: `/api/admin/audit?entityType=organisation&entityId=${code}`,
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      actor: string;
      actorRole: string | null;
      action: string;
      at: string;
    }[];
    return (action: string) => items.find((e) => e.action === action);
  };
  const everything = async () =>
    JSON.stringify([
      await api().database.db.selectFrom('outbox_messages').selectAll().execute(),
      await api().database.db.selectFrom('audit_log').selectAll().execute(),
      await api().database.db.selectFrom('organisations').selectAll().execute(),
    ]);

  it('lets the organization change its key with its code and key: shown once, the old one stops at once', async () => {
    // Made at testNow: it lasts ORGANISATION_KEY_DAYS.
    expect(Date.parse((await account(key)).json().organisation.keyExpiresAt)).toBe(testNow + 30 * DAY);
    const changed = await changeKey(key);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    const { accessKey, keyExpiresAt } = changed.json();
    expect(accessKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(keyExpiresAt)).toBe(testNow + 30 * DAY);

    expect((await account(key)).statusCode).toBe(401);
    expect((await changeKey(key)).statusCode).toBe(401);
    const mine = await account(accessKey);
    expect(mine.statusCode).toBe(200);
    expect(Date.parse(mine.json().organisation.keyExpiresAt)).toBe(testNow + 30 * DAY);

    // The billing contact hears of it, without the key; the log says who, never the key.
    await api().app.services.outbox.drain();
    const notice = mailTo(/was changed/);
    expect(notice?.email.text).toContain(`The access key of Lakeside Scouts (${code}) was changed`);
    expect(notice?.email.text).not.toContain(accessKey);
    expect((await auditOf())('access key changed')).toMatchObject({ actor: code, actorRole: 'organisation' });
    const stored = await everything();
    for (const k of [key, accessKey]) expect(stored).not.toContain(k);
    key = accessKey;
  });

  it('lets staff issue a new key, e-mailed sealed to the billing contact and shown to no one in the back office', async () => {
    const issued = await api().post(`/api/admin/organisations/${code}/key`, {}, staff.headers);
    expect(issued.status).toBe(200);
    expect(issued.body.organisation.code).toBe(code);
    expect((await account(key)).statusCode).toBe(401);

    await api().app.services.outbox.drain();
    const mail = mailTo(/A new access key/);
    const sent = /#key=([A-Za-z0-9_-]+)/.exec(mail!.email.text)?.[1];
    expect(sent).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(issued.body)).not.toContain(sent);
    expect((await account(sent!)).statusCode).toBe(200);
    expect((await auditOf())('access key issued')).toMatchObject({ actor: 'ops@rent.test' });
    expect(await everything()).not.toContain(sent);
    key = sent!;
  });

  it('refuses an expired key with how to get a new one, records the expiry once, and works again with a new key', async () => {
    clock.set(testNow + 29 * DAY);
    expect((await account(key)).statusCode).toBe(200);
    expect((await api().app.services.retention.runOnce()).expiredKeys).toBe(0);

    clock.set(testNow + 31 * DAY);
    // A month on, the back office's session has ended too.
    staff = await signIn(api().app);
    for (const refused of [await account(key), await changeKey(key)]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toMatchObject({
        code: 'organisation_key_expired',
        message: expect.stringMatching(/^This access key expired on \w+day, \w+ \d+, 2026\. Call us at /),
        fields: { 'organisation.key': expect.stringContaining(brand.phone) },
      });
    }
    // Booking in its name is refused the same way; a wrong key learns nothing of the expiry.
    const booked = await api().post(
      '/api/reservations',
      { ...inWeek(8), organisation: { code, key } },
      { 'idempotency-key': newKey() },
    );
    expect(booked.body.error.code).toBe('organisation_key_expired');
    expect((await account('x'.repeat(32))).json().error.code).toBe('organisation_unknown');

    expect((await api().app.services.retention.runOnce()).expiredKeys).toBe(1);
    expect((await api().app.services.retention.runOnce()).expiredKeys).toBe(0);
    const expiry = (await auditOf())('access key expired');
    expect(expiry).toMatchObject({ actor: 'system', actorRole: null });
    expect(Date.parse(expiry!.at)).toBe(testNow + 30 * DAY);

    expect((await api().post(`/api/admin/organisations/${code}/key`, {}, staff.headers)).status).toBe(200);
    await api().app.services.outbox.drain();
    const renewed = /#key=([A-Za-z0-9_-]+)/.exec(mailTo(/A new access key/)!.email.text)?.[1];
    expect((await account(renewed!)).statusCode).toBe(200);
    expect((await api().app.services.retention.runOnce()).expiredKeys).toBe(0);
  });
});
