import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { fixedClock, inWeek, newKey } from '../../test/fixtures.ts';
import { useInstances } from '../../test/instances.ts';

const harbor = { line1: '1200 Harbor Boulevard', city: 'Baltimore', region: 'MD', postalCode: '21230' };
const everyDay = (drivers: number) => ({
  mon: drivers,
  tue: drivers,
  wed: drivers,
  thu: drivers,
  fri: drivers,
  sat: drivers,
  sun: drivers,
});

/**
 * Staff drivers for deliveries and collections (decision 030): a number per
 * location per weekday with dates of their own, kept in the back office; a
 * delivery whose road time would need more drivers at once than the location
 * has is refused with the reason. The tests' trip is Monday 09:00 to
 * Wednesday 17:00 at Baltimore, moved by weeks; the road takes 45 minutes.
 */
describeEachDialect('delivery drivers on $name', (dialect) => {
  const api = useApi(dialect);
  let staff: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });
  const admin = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const res = await api().app.inject({
      method,
      url,
      headers: staff.headers,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const book = (body: object) => api().post('/api/reservations', body, { 'idempotency-key': newKey() });
  const delivered = (week: number, vehicleId: string, pickupTime = '09:00') =>
    inWeek(week, { vehicleId, pickupTime, delivery: { address: harbor } });

  it('keeps each location’s drivers per weekday and per date in the back office, in the audit log', async () => {
    const fresh = await admin('GET', '/api/admin/delivery-drivers/chicago');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      locationId: 'chicago',
      saved: false,
      schedule: { weekdays: everyDay(2), dates: [] },
    });
    const schedule = { weekdays: { ...everyDay(3), sun: 0 }, dates: [{ date: '2026-12-25', drivers: 0 }] };
    const saved = await admin('PUT', '/api/admin/delivery-drivers/chicago', schedule);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ locationId: 'chicago', saved: true, schedule });
    expect((await admin('GET', '/api/admin/delivery-drivers/chicago')).body.schedule).toEqual(schedule);
    const log = await admin('GET', '/api/admin/audit?entityId=chicago');
    expect(log.body.items.some((e: { action: string }) => e.action === 'delivery drivers saved')).toBe(true);
    const bad = await admin('PUT', '/api/admin/delivery-drivers/chicago', {
      weekdays: { ...everyDay(1), mon: -1 },
      dates: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['weekdays.mon']).toBeDefined();
    expect((await admin('GET', '/api/admin/delivery-drivers/atlantis')).status).toBe(404);
    const anonymous = await api().app.inject({ method: 'GET', url: '/api/admin/delivery-drivers/chicago' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes five saves of one location’s drivers at once in turn: each answers 200, the last one stands whole', async () => {
    const schedules = [1, 2, 3, 4, 5].map((n) => ({
      weekdays: everyDay(n),
      dates: [{ date: '2026-12-24', drivers: n }],
    }));
    const saved = await Promise.all(
      schedules.map((s) => admin('PUT', '/api/admin/delivery-drivers/denver', s)),
    );
    expect(saved.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = (await admin('GET', '/api/admin/delivery-drivers/denver')).body.schedule;
    expect(schedules).toContainEqual(stored);
  });

  it('refuses a delivery when every driver is on the road then, with the reason; another time or a counter pickup is fine', async () => {
    const schedule = { weekdays: everyDay(1), dates: [{ date: inWeek(3).pickupDate, drivers: 0 }] };
    expect((await admin('PUT', '/api/admin/delivery-drivers/baltimore', schedule)).status).toBe(200);
    expect((await book(delivered(2, 'minivan'))).status).toBe(201);
    // Another class, same road time (08:15–09:00): Baltimore's one driver is out.
    const refused = await book(delivered(2, '12-passenger-van'));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('no_delivery_driver');
    expect(refused.body.error.message).toMatch(
      /All 1 of Baltimore Harbor’s drivers .* between 08:15 and 09:00/,
    );
    expect(refused.body.error.fields.delivery).toBe(refused.body.error.message);
    // Delivered at 10:00 (road 09:15–10:00), or picked up at the counter at 09:00: both fine.
    expect((await book(delivered(2, '12-passenger-van', '10:00'))).status).toBe(201);
    expect((await book(inWeek(2, { vehicleId: 'suvs' }))).status).toBe(201);
    // A collection is a road trip too: the minivan's Wednesday collection (17:00–17:45) leaves none for another.
    expect(
      (await book({ ...inWeek(2, { vehicleId: 'suvs' }), collection: { address: harbor } })).status,
    ).toBe(201);
    const second = await book({ ...inWeek(2, { vehicleId: 'minivan' }), collection: { address: harbor } });
    expect(second.status).toBe(409);
    expect(second.body.error.fields.collection).toMatch(/between 17:00 and 17:45/);
    // A date with no drivers of its own.
    const none = await book(delivered(3, 'minivan'));
    expect(none.status).toBe(409);
    expect(none.body.error.message).toMatch(/has no driver to deliver/);
  });
});

describeEachDialect('delivery drivers raced on $name', (dialect) => {
  const instances = useInstances(dialect);

  it('20 deliveries at once in five classes for Baltimore’s 3 drivers: exactly 3 are booked', async () => {
    const served = await instances.start(2, { now: fixedClock });
    const { database } = served;
    const { repositories } = served.apps[0]!;
    const classes = ['minivan', 'suvs', '12-passenger-van', '15-passenger-van', 'cargo-van-box-truck'];
    for (const classId of classes)
      await repositories.units.set({ locationId: 'baltimore', classId, count: 5 });
    await repositories.deliveryDrivers.replace('baltimore', { weekdays: everyDay(3), dates: [] });
    const bodies = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify(inWeek(1, { vehicleId: classes[i % classes.length], delivery: { address: harbor } })),
    );
    const responses = await Promise.all(
      bodies.map((body, i) =>
        fetch(`${served.urls[i % served.urls.length]}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
          body,
        }),
      ),
    );
    const answers = await Promise.all(
      responses.map(async (r) => ({
        status: r.status,
        body: (await r.json()) as { error?: { code: string } },
      })),
    );
    expect(answers.every((a) => a.status === 201 || a.body.error?.code === 'no_delivery_driver')).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const stored = await database.db
      .selectFrom('reservations')
      .select('id')
      .where('delivery_zone_id', 'is not', null)
      .where('status', '=', 'confirmed')
      .execute();
    expect(stored).toHaveLength(3);
  });
});
