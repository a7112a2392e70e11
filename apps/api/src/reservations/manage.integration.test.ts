import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, testNow } from '../../test/fixtures.ts';

describeEachDialect('looking up and canceling a reservation on $name', (dialect) => {
  let now = testNow;
  const api = useApi(dialect, { now: () => now });

  async function bookOne(weeks: number, quantity = 1) {
    now = testNow;
    const res = await api().post('/api/reservations', inWeek(weeks, { quantity }), {
      'idempotency-key': newKey(),
    });
    expect(res.status).toBe(201);
    return res.body.reservation as { code: string; pickupAt: string };
  }
  const lookup = (code: string, email: string) =>
    api().get(`/api/reservations/${encodeURIComponent(code)}?email=${encodeURIComponent(email)}`);
  const cancel = (code: string, email: string) =>
    api().post(`/api/reservations/${encodeURIComponent(code)}/cancel`, { email });

  it('finds a reservation by code and e-mail, however they are typed', async () => {
    const { code } = await bookOne(0);
    const res = await lookup(` ${code.toLowerCase()} `, 'ADA@Example.com');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.reservation).toMatchObject({ code, status: 'confirmed' });
    expect(res.body.pricingBreakdown.subtotalCents).toBe(53700);
    // As read out on the phone or typed from the e-mail: without the prefix, or without the dash.
    for (const typed of [code.slice(4).toLowerCase(), code.replace('-', '')]) {
      const found = await lookup(typed, 'ada@example.com');
      expect(found.status, typed).toBe(200);
      expect(found.body.reservation.code).toBe(code);
    }
    expect((await cancel(code.slice(4), 'someone@example.com')).status).toBe(404);
  });

  it('answers 404 unless both the code and the e-mail match', async () => {
    const { code } = await bookOne(1);
    for (const [c, e] of [
      [code, 'someone@example.com'],
      ['CNV-222222', 'ada@example.com'],
    ] as const) {
      const res = await lookup(c, e);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect((await cancel(c, e)).status).toBe(404);
    }
    expect((await lookup(code, 'ada@example.com')).body.reservation.status).toBe('confirmed');
    expect((await lookup('not-a-code', 'ada@example.com')).status).toBe(400);
  });

  it('cancels once, frees the units and e-mails the renter and staff', async () => {
    const body = inWeek(2, { quantity: 3 });
    const free = async () =>
      (await api().post('/api/availability', body)).body.vehicles.find(
        (v: { id: string }) => v.id === body.vehicleId,
      ).availableUnits as number;
    const start = await free();
    const { code } = (await api().post('/api/reservations', body, { 'idempotency-key': newKey() })).body
      .reservation;
    expect(await free()).toBe(start - 3);

    const res = await cancel(code, 'ada@example.com');
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({
      code,
      status: 'cancelled',
      cancelledAt: '2026-07-01T08:00:00-04:00',
    });
    expect(await free()).toBe(start);
    expect((await lookup(code, 'ada@example.com')).body.reservation.status).toBe('cancelled');

    const again = await cancel(code, 'ada@example.com');
    expect(again.status).toBe(200);
    expect(again.body.reservation.status).toBe('cancelled');
    const kinds = (await api().repositories.outbox.list({ reference: code })).map((m) => m.kind).sort();
    expect(kinds).toEqual([
      'reservation_cancellation',
      'reservation_confirmation',
      'staff_notification',
      'staff_notification',
    ]);
  });

  it('refuses to cancel online once the pickup time has passed', async () => {
    const { code, pickupAt } = await bookOne(3);
    now = Date.parse(pickupAt) + 60_000;
    const res = await cancel(code, 'ada@example.com');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('already_started');
    expect(res.body.error.message).toContain('+1 (410) 555-0120');
  });

  it('refuses a change once the pickup time has passed, saying so rather than blaming a date not changed', async () => {
    const { code, pickupAt } = await bookOne(4);
    now = Date.parse(pickupAt) + 60_000;
    const change = { email: 'ada@example.com', returnTime: '16:00' };
    for (const url of [`/api/reservations/${code}/changes/price`, `/api/reservations/${code}/changes`]) {
      const res = await api().post(url, change, { 'idempotency-key': newKey() });
      expect(res.status, url).toBe(409);
      expect(res.body.error.code, url).toBe('already_started');
      expect(res.body.error.message, url).toContain('+1 (410) 555-0120');
    }
    // Cancelled: the same change is refused for that reason, whatever its dates.
    now = testNow;
    expect((await cancel(code, 'ada@example.com')).status).toBe(200);
    now = Date.parse(pickupAt) + 60_000;
    const late = await api().post(`/api/reservations/${code}/changes/price`, change);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('not_confirmed');
  });
});
