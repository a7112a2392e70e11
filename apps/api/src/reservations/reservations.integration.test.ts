import { fleetSeed } from '@convoy/domain/content/fleet';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, contact, inWeek, newKey } from '../../test/fixtures.ts';

const van = fleetSeed.find((v) => v.id === '15-passenger-van')!;

describeEachDialect('POST /api/reservations on $name', (dialect) => {
  const api = useApi(dialect);
  const book = (body: unknown, key: string | undefined = newKey()) =>
    api().post('/api/reservations', body, key === undefined ? {} : { 'idempotency-key': key });

  it('books, prices on the server and answers 201 with a short code', async () => {
    const res = await book(inWeek(0, { quantity: 2 }));
    expect(res.status).toBe(201);
    const { reservation, pricingBreakdown } = res.body;
    expect(reservation.code).toMatch(/^CNV-[2-9A-HJKMNP-TV-Z]{6}$/);
    expect(reservation).toMatchObject({
      status: 'confirmed',
      pickupLocationId: 'baltimore',
      locationTimezone: 'America/New_York',
      pickupAt: '2026-07-06T09:00:00-04:00',
      returnAt: '2026-07-08T17:00:00-04:00',
      vehicleId: van.id,
      vehicleName: van.name,
      quantity: 2,
      contact: { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', phone: '+1 410 555 0199' },
      cancelledAt: null,
    });
    // quantity multiplies the subtotal: 3 days' rate per van, 2 vans.
    expect(pricingBreakdown).toMatchObject({ unitSubtotalCents: 53700, quantity: 2, subtotalCents: 107400 });
  });

  it('ignores any price the client sends', async () => {
    const res = await book({
      ...inWeek(1),
      subtotalCents: 1,
      pricingBreakdown: { subtotalCents: 1 },
      dailyRateCents: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.pricingBreakdown.subtotalCents).toBe(53700);
  });

  it('answers 409 unavailable when fewer units are free than asked, and writes nothing', async () => {
    const before = await api().repositories.reservations.count();
    const outboxBefore = (await api().repositories.outbox.list()).length;
    const res = await book(inWeek(2, { quantity: 10 }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'unavailable' });
    expect(res.body.error.message).toMatch(/15 Passenger Van/);
    expect(await api().repositories.reservations.count()).toBe(before);
    expect((await api().repositories.outbox.list()).length).toBe(outboxBefore);
  });

  it('takes the booked units out of availability', async () => {
    const body = inWeek(3, { quantity: 2 });
    const free = async () =>
      (await api().post('/api/availability', { ...body, vehicleType: 'van' })).body.vehicles.find(
        (v: { id: string }) => v.id === van.id,
      ).availableUnits;
    const before = await free();
    expect((await book(body)).status).toBe(201);
    expect(await free()).toBe(before - 2);
  });

  it('refuses a class this renter may not book with 422 ineligible, as the search flags it', async () => {
    const young = await book(inWeek(4, { renterAge: 22 }));
    expect(young.status).toBe(422);
    expect(young.body.error).toMatchObject({
      code: 'ineligible',
      message: 'Drivers of this 15 Passenger Van must be 25 or older.',
      fields: { vehicleId: 'Drivers of this 15 Passenger Van must be 25 or older.' },
    });
    // A CDL bus is booked online now; its drivers need a CDL with P when they are named (drivers/).
    const cdl = await book(inWeek(4, { vehicleId: '33-passenger-bus' }));
    expect(cdl.status).toBe(201);
    expect(cdl.body.reservation.driversNeeded).toBe(1);
  });

  it('applies every search rule, plus the vehicle and the contact, naming the fields', async () => {
    const res = await book({
      ...booking({ vehicleId: 'hovercraft', pickupDate: '2026-06-01' }),
      contact: { ...contact, email: 'nope', agreeToTerms: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'contact.agreeToTerms',
      'contact.email',
      'pickupDate',
      'vehicleId',
    ]);
    const unknownVehicle = await book(inWeek(5, { vehicleId: 'hovercraft' }));
    expect(unknownVehicle.status).toBe(400);
    expect(Object.keys(unknownVehicle.body.error.fields)).toEqual(['vehicleId']);
  });

  it('books a monthly rental, back the same day of the month', async () => {
    const res = await book(
      inWeek(6, { rentalType: 'monthly', rentalMonths: 1, returnDate: undefined, returnTime: undefined }),
    );
    expect(res.status).toBe(201);
    expect(res.body.reservation).toMatchObject({
      rentalType: 'monthly',
      rentalMonths: 1,
      pickupDate: '2026-08-17',
      returnDate: '2026-09-17',
      returnTime: '09:00',
    });
    expect(res.body.pricingBreakdown.subtotalCents).toBe(van.monthlyRateCents);
  });

  it('stores the attribution record with its first-touch and last-non-direct columns', async () => {
    const stamp = '2026-06-20T10:00:00Z';
    const attribution = {
      firstTouch: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'vans', timestamp: stamp },
      lastNonDirect: {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'july',
        timestamp: stamp,
      },
      analytics: { source_page: '/15-passenger-van', source_action: 'book-now' },
    };
    const res = await book(inWeek(7, { attribution }));
    expect(res.status).toBe(201);
    const row = await api()
      .database.db.selectFrom('reservations')
      .selectAll()
      .where('code', '=', res.body.reservation.code)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_touch_source: 'google',
      first_touch_medium: 'cpc',
      first_touch_campaign: 'vans',
      last_non_direct_source: 'newsletter',
      last_non_direct_medium: 'email',
      last_non_direct_campaign: 'july',
    });
    expect(JSON.parse(row.attribution!).analytics.source_action).toBe('book-now');
  });

  it('writes the renter’s confirmation and the staff notice in the booking’s transaction', async () => {
    const res = await book(inWeek(8));
    const messages = await api().repositories.outbox.list({ reference: res.body.reservation.code });
    expect(messages.map((m) => [m.kind, m.to, m.status]).sort()).toEqual([
      ['reservation_confirmation', 'ada@example.com', 'pending'],
      ['staff_notification', 'desk@rent.test', 'pending'],
    ]);
  });

  it('keeps a name typed with line breaks and bidi controls on one line, stored and e-mailed', async () => {
    const typed = { ...contact, firstName: 'Ada\r\nPay to account 0001\u202E', lastName: '\u2066Okafor\n' };
    const res = await book(inWeek(9, { contact: typed }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.reservation.contact).toMatchObject({
      firstName: 'Ada Pay to account 0001',
      lastName: 'Okafor',
    });
    await api().app.services.outbox.drain();
    const sent = api().mail.sent.filter((m) => m.email.text.includes(res.body.reservation.code));
    expect(sent).toHaveLength(2);
    for (const { email } of sent) {
      expect(email.text).toContain('Ada Pay to account 0001');
      expect(email.text.split('\n').filter((line) => /^\s*(Pay to|Okafor)/.test(line))).toEqual([]);
      expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/[\r\u202E\u2066]/);
    }
  });
});

describeEachDialect('Idempotency-Key on $name', (dialect) => {
  const api = useApi(dialect);
  const book = (body: unknown, headers: Record<string, string>) =>
    api().post('/api/reservations', body, headers);

  it('replays the original answer for a retry with the same key and body, booking once', async () => {
    const key = newKey();
    const body = inWeek(0);
    const first = await book(body, { 'idempotency-key': key });
    const before = await api().repositories.reservations.count();
    // The same body with its keys in another order is the same body.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await book(reordered, { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await api().repositories.reservations.count()).toBe(before);
  });

  it('answers 422 when the key comes back with a different body', async () => {
    const key = newKey();
    expect((await book(inWeek(1), { 'idempotency-key': key })).status).toBe(201);
    const other = await book(inWeek(1, { quantity: 2 }), { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
  });

  it('requires the key, and a sane one', async () => {
    const missing = await book(inWeek(2), {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('idempotency_key_missing');
    for (const key of ['short', 'x'.repeat(129), 'has spaces in it']) {
      const bad = await book(inWeek(2), { 'idempotency-key': key });
      expect(bad.status, key).toBe(400);
      expect(bad.body.error.code).toBe('idempotency_key_invalid');
    }
  });

  it('records only bookings: a refused attempt may be retried with its key', async () => {
    const key = newKey();
    const tooMany = await book(inWeek(3, { quantity: 10 }), { 'idempotency-key': key });
    expect(tooMany.status).toBe(409);
    const fewer = await book(inWeek(3, { quantity: 1 }), { 'idempotency-key': key });
    expect(fewer.status).toBe(201);
  });

  it('books once when the same request arrives twice at the same moment', async () => {
    const key = newKey();
    const before = await api().repositories.reservations.count();
    const [a, b] = await Promise.all([
      book(inWeek(4), { 'idempotency-key': key }),
      book(inWeek(4), { 'idempotency-key': key }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.reservation.code).toBe(b.body.reservation.code);
    expect(await api().repositories.reservations.count()).toBe(before + 1);
  });
});

describeEachDialect('turnaround between rentals on $name', (dialect) => {
  const api = useApi(dialect, { fresh: true });

  it('blocks a pickup within 2 hours of a return and allows one after', async () => {
    await api().repositories.units.set({ locationId: 'baltimore', classId: 'minivan', count: 1 });
    api().app.services.catalog.invalidate();
    const minivan = (overrides: Parameters<typeof booking>[0]) =>
      api().post('/api/reservations', booking({ vehicleId: 'minivan', ...overrides }), {
        'idempotency-key': newKey(),
      });
    // Out Monday 09:00, back Wednesday 17:00.
    expect((await minivan({})).status).toBe(201);
    const tooSoon = await minivan({
      pickupDate: '2026-07-08',
      pickupTime: '18:30',
      returnDate: '2026-07-09',
    });
    expect(tooSoon.status).toBe(409);
    // And in the other direction: a return less than 2 hours before Monday's pickup.
    const backTooLate = await minivan({
      pickupDate: '2026-07-03',
      returnDate: '2026-07-06',
      returnTime: '07:30',
    });
    expect(backTooLate.status).toBe(409);
    const afterBuffer = await minivan({
      pickupDate: '2026-07-08',
      pickupTime: '19:00',
      returnDate: '2026-07-09',
    });
    expect(afterBuffer.status).toBe(201);
    const search = await api().post('/api/availability', {
      ...booking(),
      pickupDate: '2026-07-08',
      pickupTime: '18:00',
      returnDate: '2026-07-09',
    });
    expect(search.body.vehicles.find((v: { id: string }) => v.id === 'minivan').availableUnits).toBe(0);
  });
});

describeEachDialect('a configured turnaround on $name', (dialect) => {
  const api = useApi(dialect, { env: { TURNAROUND_MINUTES: '30' } });

  it('lets the next pickup follow a return by TURNAROUND_MINUTES', async () => {
    await api().repositories.units.set({ locationId: 'baltimore', classId: 'minivan', count: 1 });
    api().app.services.catalog.invalidate();
    const minivan = (overrides: Parameters<typeof booking>[0]) =>
      api().post('/api/reservations', booking({ vehicleId: 'minivan', ...overrides }), {
        'idempotency-key': newKey(),
      });
    expect((await minivan({})).status).toBe(201);
    const next = { pickupDate: '2026-07-08', returnDate: '2026-07-09' };
    expect((await minivan({ ...next, pickupTime: '17:29' })).status).toBe(409);
    expect((await minivan({ ...next, pickupTime: '17:30' })).status).toBe(201);
  });
});
