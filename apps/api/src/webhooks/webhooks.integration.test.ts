import { webhookEventTypes } from '@convoy/domain/contracts/webhook.schema';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { asStaff, createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, testNow } from '../../test/fixtures.ts';
import { webhookReceiver } from '../../test/webhook-receiver.ts';

/**
 * Partners' webhooks (decision 038) through the real app: endpoints
 * registered by staff, events written with the booking that causes them,
 * deliveries signed as Standard Webhooks says and checked here with the same
 * package's `Webhook.verify`, as a partner would; retries, two workers, the
 * log and replay. The receiver is on 127.0.0.1, so these apps allow private
 * addresses (WEBHOOK_ALLOW_PRIVATE); the refusal is tested below without it.
 */
describeEachDialect('webhooks on $name', (dialect) => {
  let clock = testNow;
  const api = useApi(dialect, { now: () => clock, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let staff: SignedIn;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let week = 0;

  beforeAll(() => createAdmin(api().app));
  // A fresh session each test: a test that moves the clock on a day outlives the last one.
  beforeEach(async () => {
    staff = await signIn(api().app);
  });
  afterEach(async () => {
    clock = testNow;
    staff = await signIn(api().app);
    await receiver?.close();
    for (const e of (await asStaff(api().app, staff, 'GET', '/api/admin/webhooks')).body.endpoints) {
      await asStaff(api().app, staff, 'DELETE', `/api/admin/webhooks/${e.id}`);
    }
  });

  const register = async (url: string, events: string[] = ['booking.created']) => {
    const res = await asStaff(api().app, staff, 'POST', '/api/admin/webhooks', { url, events });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; secret: string };
  };
  const book = async () => {
    const booked = await api().post('/api/reservations', inWeek(++week), { 'idempotency-key': newKey() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return booked.body.reservation.code as string;
  };
  const deliveries = async (id: string) =>
    (await asStaff(api().app, staff, 'GET', `/api/admin/webhooks/${id}/deliveries`)).body.deliveries;

  it('answers a registration with its id and whsec_ secret once, keeps the secret sealed, and lists no secret', async () => {
    receiver = await webhookReceiver();
    const made = await register(receiver.url, ['booking.created', 'invoice.issued']);
    expect(made).toMatchObject({
      url: receiver.url,
      events: ['booking.created', 'invoice.issued'],
      enabled: true,
    });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const stored = await api().repositories.webhooks.endpoint(made.id);
    expect(stored?.secretSealed).not.toContain(made.secret.slice(6));
    const listed = await asStaff(api().app, staff, 'GET', '/api/admin/webhooks');
    expect(JSON.stringify(listed.body)).not.toContain(made.secret.slice(6));
    const audit = await asStaff(api().app, staff, 'GET', '/api/admin/audit?entityType=settings');
    expect(JSON.stringify(audit.body)).not.toContain(made.secret.slice(6));
  });

  it('sends one delivery per booking, signed so that standardwebhooks verifies it, without the renter', async () => {
    receiver = await webhookReceiver();
    const { id, secret } = await register(receiver.url);
    const code = await book();
    await api().app.services.outbox.drain();
    expect(receiver.received).toHaveLength(1);
    const [sent] = receiver.received;
    const event = new Webhook(secret).verify(sent!.body, receiver.headersOf(sent!)) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(event.type).toBe('booking.created');
    expect(event.data).toMatchObject({
      code,
      status: 'confirmed',
      vehicles: [{ classId: '15-passenger-van', quantity: 1 }],
    });
    expect(event.data.totalCents).toEqual(expect.any(Number));
    for (const personal of [contact.email, contact.lastName, contact.phone])
      expect(sent!.body).not.toContain(personal);
    // Signed with another secret, it does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        sent!.body,
        receiver.headersOf(sent!),
      ),
    ).toThrow();
    const [logged] = await deliveries(id);
    expect(logged).toMatchObject({
      id: sent!.headers['webhook-id'],
      eventType: 'booking.created',
      status: 'delivered',
    });
    expect(logged.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
  });

  it('records a cancellation, sent only to the endpoints that want it', async () => {
    receiver = await webhookReceiver();
    const { id } = await register(receiver.url, ['booking.cancelled']);
    const code = await book();
    const cancelled = await api().post(`/api/reservations/${code}/cancel`, { email: contact.email });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await api().app.services.outbox.drain();
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(['booking.cancelled']);
    expect(JSON.parse(receiver.received[0]!.body).data).toMatchObject({ code, status: 'cancelled' });
    expect(await deliveries(id)).toHaveLength(1);
  });

  it('tells an endpoint that wants every event of a new booking and of its invoice', async () => {
    receiver = await webhookReceiver();
    await register(receiver.url, [...webhookEventTypes]);
    const code = await book();
    await api().app.services.outbox.drain();
    const events = receiver.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> },
    );
    const [booked, invoiced] = ['booking.created', 'invoice.issued'].map((type) =>
      events.find((e) => e.type === type),
    );
    expect(events).toHaveLength(2);
    expect(invoiced!.data).toMatchObject({
      bookingCode: code,
      kind: 'booking',
      totalCents: booked!.data.totalCents,
    });
    expect(invoiced!.data.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(JSON.stringify(events)).not.toContain(contact.email);
  });

  it('retries a failing receiver with back-off and the same webhook-id, each attempt in the log', async () => {
    receiver = await webhookReceiver();
    receiver.answer(500, 503);
    const { id, secret } = await register(receiver.url);
    await book();
    await api().app.services.outbox.drain();
    expect(receiver.received).toHaveLength(1);
    let [logged] = await deliveries(id);
    expect(logged.status).toBe('retrying');
    expect(logged.attempts).toEqual([
      expect.objectContaining({ statusCode: 500, error: 'The receiver answered 500' }),
    ]);
    // Not before its time.
    await api().app.services.outbox.drain();
    expect(receiver.received).toHaveLength(1);
    for (const minutes of [1, 2]) {
      clock += minutes * 60_000;
      await api().app.services.outbox.drain();
    }
    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const r of receiver.received)
      expect(() => new Webhook(secret).verify(r.body, receiver.headersOf(r))).not.toThrow();
    [logged] = await deliveries(id);
    expect(logged.status).toBe('delivered');
    expect(logged.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 503, 200]);
  });

  it('gives up a day after the event', async () => {
    receiver = await webhookReceiver();
    receiver.answer(...Array(60).fill(500));
    const { id } = await register(receiver.url);
    await book();
    for (let i = 0; i < 40; i++) {
      await api().app.services.outbox.drain();
      clock += 3_600_000;
    }
    staff = await signIn(api().app);
    const [logged] = await deliveries(id);
    expect(logged.status).toBe('failed');
    expect(logged.nextAttemptAt).toBeNull();
    // At most one attempt an hour once the back-off reaches its cap, none past the day.
    const last = Date.parse(logged.attempts.at(-1).at);
    expect(last - testNow).toBeLessThanOrEqual(24 * 3_600_000);
    expect(logged.attempts.length).toBeGreaterThan(8);
  });

  it('two workers racing claim each attempt once', async () => {
    receiver = await webhookReceiver({ delayMs: 30 });
    const endpoints = await Promise.all([
      register(receiver.url),
      register(receiver.url),
      register(receiver.url),
    ]);
    await book();
    await book();
    const channel = api().app.services.webhookDelivery;
    const counts = await Promise.all(['w1', 'w2', 'w3'].map((w) => channel.deliverDue(w, 60_000, 2)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(receiver.received).toHaveLength(6);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(6);
    for (const e of endpoints) {
      for (const d of await deliveries(e.id)) expect(d.attempts).toHaveLength(1);
    }
  });

  it('replays a delivery with the same webhook-id and body', async () => {
    receiver = await webhookReceiver();
    const { id, secret } = await register(receiver.url);
    await book();
    await api().app.services.outbox.drain();
    const [first] = await deliveries(id);
    const replayed = await asStaff(
      api().app,
      staff,
      'POST',
      `/api/admin/webhooks/deliveries/${first.id}/replay`,
    );
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200);
    expect(replayed.body.status).toBe('pending');
    await api().app.services.outbox.drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(first.id);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(() =>
      new Webhook(secret).verify(receiver.received[1]!.body, receiver.headersOf(receiver.received[1]!)),
    ).not.toThrow();
    const [again] = await deliveries(id);
    expect(again.attempts).toHaveLength(2);
    const missing = await asStaff(
      api().app,
      staff,
      'POST',
      '/api/admin/webhooks/deliveries/msg_0000000000000000/replay',
    );
    expect(missing.status).toBe(404);
  });

  it('keeps a finished delivery’s log as long as the e-mails sent (OUTBOX_RETENTION_DAYS), then deletes it', async () => {
    receiver = await webhookReceiver();
    const { id } = await register(receiver.url);
    await book();
    await api().app.services.outbox.drain();
    expect(await deliveries(id)).toHaveLength(1);
    clock += 29 * 86_400_000;
    expect((await api().app.services.retention.runOnce()).webhookDeliveries).toBe(0);
    clock += 2 * 86_400_000;
    expect((await api().app.services.retention.runOnce()).webhookDeliveries).toBe(1);
    staff = await signIn(api().app);
    expect(await deliveries(id)).toEqual([]);
  });

  it('changes events, disables, rotates the secret and removes', async () => {
    receiver = await webhookReceiver();
    const { id, secret } = await register(receiver.url);
    const disabled = await asStaff(api().app, staff, 'PATCH', `/api/admin/webhooks/${id}`, {
      enabled: false,
    });
    expect(disabled.body).toMatchObject({ enabled: false });
    await book();
    await api().app.services.outbox.drain();
    expect(receiver.received).toHaveLength(0);
    await asStaff(api().app, staff, 'PATCH', `/api/admin/webhooks/${id}`, {
      enabled: true,
      events: ['booking.created', 'booking.changed'],
    });
    const rotated = await asStaff(api().app, staff, 'POST', `/api/admin/webhooks/${id}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(secret);
    await book();
    await api().app.services.outbox.drain();
    const [sent] = receiver.received;
    expect(() =>
      new Webhook(rotated.body.secret).verify(sent!.body, receiver.headersOf(sent!)),
    ).not.toThrow();
    expect(() => new Webhook(secret).verify(sent!.body, receiver.headersOf(sent!))).toThrow();
    const removed = await asStaff(api().app, staff, 'DELETE', `/api/admin/webhooks/${id}`);
    expect(removed.status).toBe(204);
    expect((await asStaff(api().app, staff, 'GET', `/api/admin/webhooks/${id}/deliveries`)).status).toBe(404);
  });

  it('refuses a bad address and an unknown event, field by field', async () => {
    const cases: [unknown, string][] = [
      [{ url: 'not a url', events: ['booking.created'] }, 'url'],
      [{ url: 'ftp://partner.example/hooks', events: ['booking.created'] }, 'url'],
      [{ url: 'https://user:pw@partner.example/hooks', events: ['booking.created'] }, 'url'],
      [{ url: 'https://partner.example/hooks', events: ['booking.exploded'] }, 'events.0'],
      [{ url: 'https://partner.example/hooks', events: [] }, 'events'],
    ];
    for (const [body, field] of cases) {
      const res = await asStaff(api().app, staff, 'POST', '/api/admin/webhooks', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.fields), JSON.stringify(body)).toContain(field);
    }
  });
});

describeEachDialect('webhooks to private addresses on $name', (dialect) => {
  const api = useApi(dialect);
  let staff: SignedIn;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
    receiver = await webhookReceiver();
  });
  afterAll(() => receiver.close());

  it('refuses loopback and private addresses at registration', async () => {
    for (const url of [
      receiver.url,
      'http://10.1.2.3/hooks',
      `http://[::1]:${receiver.port}/hooks`,
      'https://169.254.169.254/latest',
    ]) {
      const res = await asStaff(api().app, staff, 'POST', '/api/admin/webhooks', {
        url,
        events: ['booking.created'],
      });
      expect(res.status, url).toBe(400);
      expect(res.body.error.fields.url).toMatch(/public addresses only/);
    }
  });

  it('refuses at the send a name that resolves to loopback: nothing reaches it, the attempt says why', async () => {
    const made = await asStaff(api().app, staff, 'POST', '/api/admin/webhooks', {
      url: `http://localhost:${receiver.port}/hooks`,
      events: ['booking.created'],
    });
    expect(made.status).toBe(201);
    const booked = await api().post('/api/reservations', inWeek(3), { 'idempotency-key': newKey() });
    expect(booked.status).toBe(201);
    await api().app.services.outbox.drain();
    expect(receiver.received).toHaveLength(0);
    const log = await asStaff(api().app, staff, 'GET', `/api/admin/webhooks/${made.body.id}/deliveries`);
    expect(log.body.deliveries[0].status).toBe('retrying');
    expect(log.body.deliveries[0].attempts[0]).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/private or loopback/),
    });
  });

  it('lets a manager read the endpoints but not change them', async () => {
    await api().app.services.adminAuth.createAccount('manager@rent.test', 'correct horse battery staple', {
      role: 'manager',
    });
    const manager = await signIn(api().app, {
      email: 'manager@rent.test',
      password: 'correct horse battery staple',
    });
    expect((await asStaff(api().app, manager, 'GET', '/api/admin/webhooks')).status).toBe(200);
    const res = await asStaff(api().app, manager, 'POST', '/api/admin/webhooks', {
      url: 'https://partner.example/hooks',
      events: ['booking.created'],
    });
    expect(res.status).toBe(403);
  });
});
