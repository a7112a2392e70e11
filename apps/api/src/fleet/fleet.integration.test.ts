import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, search } from '../../test/fixtures.ts';

/**
 * The units of the fleet and their maintenance (decision 015), through the real
 * app: each vehicle with its details, the class's count moving with its
 * units, and a maintenance block that takes a unit out only when no booking
 * needs it. Baltimore has one 33-passenger bus and three 15-passenger vans.
 */
const bus = '33-passenger-bus';
const newVan = {
  fleetNumber: 'v-2042',
  vin: '1FBAX2CM7KKA12345',
  plate: 'cvy 2042',
  plateState: 'md',
  locationId: 'baltimore',
  classId: '15-passenger-van',
  odometerMiles: 12_000,
  fuelCapacityGallons: 25,
  serviceDueMiles: 15_000,
};

describeEachDialect('the units of the fleet on $name', (dialect) => {
  const api = useApi(dialect);
  let staff: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });

  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const res = await api().app.inject({
      method,
      url,
      headers: staff.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
  };
  const units = async (query: string) => (await send('GET', `/api/admin/units?${query}`)).body.units;
  const free = async (classId: string, weeks: number, overrides: { pickupLocationId?: string } = {}) => {
    const trip = inWeek(weeks);
    const { body } = await api().post(
      '/api/availability',
      search({ pickupDate: trip.pickupDate, returnDate: trip.returnDate, ...overrides }),
    );
    return body.vehicles.find((v: { id: string }) => v.id === classId)?.availableUnits ?? 0;
  };
  const book = (classId: string, weeks: number) =>
    api().post('/api/reservations', inWeek(weeks, { vehicleId: classId }), { 'idempotency-key': newKey() });
  const block = (unitId: string, weeks: number, reason = 'brakes') => {
    const trip = inWeek(weeks);
    return send('POST', `/api/admin/units/${unitId}/maintenance`, {
      startDate: trip.pickupDate,
      startTime: '08:00',
      endDate: trip.returnDate,
      endTime: '18:00',
      reason,
    });
  };

  it('lists every counted vehicle as a unit with its details, as many as the class counts', async () => {
    const all = await units('locationId=baltimore');
    const vans = all.filter((u: { classId: string }) => u.classId === '15-passenger-van');
    expect(vans).toHaveLength(3);
    expect(vans[0]).toMatchObject({
      fleetNumber: expect.stringMatching(/^BAL-\d{3}$/),
      vin: expect.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/),
      plateState: 'MD',
      locationName: 'Baltimore Harbor',
      className: '15 Passenger Van',
      status: 'active',
      inMaintenance: null,
      maintenance: [],
    });
    expect(await free('15-passenger-van', 20)).toBe(3);
  });

  it('adds a vehicle: its class counts one more, and a taken number or a mistyped VIN is refused', async () => {
    const added = await send('POST', '/api/admin/units', newVan);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      fleetNumber: 'V-2042',
      plate: 'CVY 2042',
      plateState: 'MD',
      odometerMiles: 12_000,
      serviceDueMiles: 15_000,
      service: null,
    });
    expect(await free('15-passenger-van', 20)).toBe(4);

    const again = await send('POST', '/api/admin/units', { ...newVan, vin: '11111111111111111' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'unit_exists',
      fields: { fleetNumber: expect.any(String) },
    });
    const typo = await send('POST', '/api/admin/units', {
      ...newVan,
      fleetNumber: 'V-2043',
      vin: '1FBAX2CM8KKA12345',
    });
    expect(typo.status).toBe(400);
    expect(typo.body.error.fields.vin).toMatch(/check digit/);
    expect(await free('15-passenger-van', 20)).toBe(4);

    // Service due soon once the odometer is within 500 miles of it.
    const driven = await send('PATCH', `/api/admin/units/${added.body.id}`, { odometerMiles: 14_600 });
    expect(driven.body.service).toBe('soon');
    const retired = await send('PATCH', `/api/admin/units/${added.body.id}`, { status: 'retired' });
    expect(retired.status).toBe(200);
    expect(await free('15-passenger-van', 20)).toBe(3);
  });

  it('refuses maintenance that would leave a booking without a unit, naming it; books it on free dates', async () => {
    const [onlyBus] = await units(`locationId=baltimore&classId=${bus}`);
    const booked = await book(bus, 3);
    expect(booked.status).toBe(201);
    const code = booked.body.reservation.code;

    const refused = await block(onlyBus.id, 3);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'unit_needed',
      reservations: [code],
      fields: { startDate: expect.stringContaining(code) },
    });
    expect(refused.body.error.message).toContain(code);

    const blocked = await block(onlyBus.id, 4, 'annual inspection');
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({
      fleetNumber: onlyBus.fleetNumber,
      reason: 'annual inspection',
      startsAt: expect.stringMatching(/T08:00:00-04:00$/),
      createdBy: 'ops@rent.test',
    });
    // Out of availability: the search shows none and a booking is refused.
    expect(await free(bus, 4)).toBe(0);
    expect((await book(bus, 4)).status).toBe(409);
    const shown = (await send('GET', `/api/admin/units/${onlyBus.id}`)).body;
    expect(shown.maintenance.map((b: { id: string }) => b.id)).toEqual([blocked.body.id]);
    // A second block over the first.
    expect((await block(onlyBus.id, 4)).body.error.code).toBe('maintenance_overlap');

    const removed = await send('DELETE', `/api/admin/units/${onlyBus.id}/maintenance/${blocked.body.id}`);
    expect(removed.status).toBe(204);
    expect(await free(bus, 4)).toBe(1);
    expect((await book(bus, 4)).status).toBe(201);
  });

  it('refuses to retire or move a vehicle bookings need, and moves the count with a free one', async () => {
    const [onlyBus] = await units(`locationId=baltimore&classId=${bus}&status=active`);
    // Booked in weeks 3 and 4 by the test above: the only bus cannot go.
    const retire = await send('PATCH', `/api/admin/units/${onlyBus.id}`, { status: 'retired' });
    expect(retire.status).toBe(409);
    expect(retire.body.error.code).toBe('unit_needed');
    expect(retire.body.error.reservations).toHaveLength(2);
    expect(retire.body.error.fields).toHaveProperty('status');

    const [van] = await units('locationId=baltimore&classId=15-passenger-van&status=active');
    const before = await free('15-passenger-van', 20, { pickupLocationId: 'atlanta' });
    const moved = await send('PATCH', `/api/admin/units/${van.id}`, { locationId: 'atlanta' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ locationId: 'atlanta', locationName: 'Atlanta Airport' });
    expect(await free('15-passenger-van', 20)).toBe(2);
    expect(await free('15-passenger-van', 20, { pickupLocationId: 'atlanta' })).toBe(before + 1);
  });

  it('follows a count set on the rates form: units added to fill in, the newest retired, never below the bookings', async () => {
    const classId = '25-passenger-bus';
    const rates = (await send('GET', '/api/admin/fleet')).body.classes.find(
      (c: { id: string }) => c.id === classId,
    );
    const save = (count: number) =>
      send('PUT', `/api/admin/fleet/${classId}`, {
        dailyRateCents: rates.dailyRateCents,
        weeklyRateCents: rates.weeklyRateCents,
        monthlyRateCents: rates.monthlyRateCents,
        units: { baltimore: count },
      });
    const active = async () => units(`locationId=baltimore&classId=${classId}&status=active`);
    const before = await active();
    expect(before).toHaveLength(2);

    expect((await save(4)).status).toBe(200);
    const grown = await active();
    expect(grown).toHaveLength(4);
    const added = grown.filter((u: { id: string }) => !before.some((b: { id: string }) => b.id === u.id));
    expect(added).toEqual([
      expect.objectContaining({ vin: null, plate: null, fleetNumber: expect.stringMatching(/^BAL-\d+$/) }),
      expect.objectContaining({ vin: null, plate: null }),
    ]);

    // Two buses booked for week 9: the count cannot go below two, and the refusal names both bookings.
    const codes = [];
    for (let i = 0; i < 2; i++) codes.push((await book(classId, 9)).body.reservation.code);
    const refused = await save(1);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'unit_needed',
      fields: { 'units.baltimore': expect.any(String) },
    });
    expect(refused.body.error.reservations.sort()).toEqual(codes.sort());
    expect(await active()).toHaveLength(4);

    expect((await save(2)).status).toBe(200);
    expect((await active()).map((u: { id: string }) => u.id).sort()).toEqual(
      before.map((u: { id: string }) => u.id).sort(),
    );
  });

  it('e-mails staff the units due for service once per due, a new due reminded afresh', async () => {
    const { fleetWorker, outbox } = api().app.services;
    const first = await fleetWorker.runOnce();
    // The demo fleet has vehicles within 500 miles of their next service.
    expect(first.serviceReminders).toBeGreaterThan(0);
    expect((await fleetWorker.runOnce()).serviceReminders).toBe(0);

    const [van] = await units('locationId=baltimore&classId=15-passenger-van&status=active');
    const due = await send('PATCH', `/api/admin/units/${van.id}`, {
      serviceDueOn: '2026-07-10',
      serviceDueMiles: null,
    });
    expect(due.body.service).toBe('soon');
    expect((await fleetWorker.runOnce()).serviceReminders).toBe(1);
    await outbox.drain();
    const reminders = api().mail.sent.filter((m) => m.email.subject.startsWith('Service due'));
    expect(reminders).toHaveLength(2);
    // The outbox sends in no promised order among messages queued in one moment: found by its subject.
    const vanReminder = reminders.find((m) => m.email.subject === `Service due: ${van.fleetNumber}`);
    expect(vanReminder, reminders.map((m) => m.email.subject).join(' | ')).toBeDefined();
    expect(vanReminder!.email.text).toContain('Due soon: by');
    expect(vanReminder!.to).toBe('desk@rent.test');
  });

  it('answers 404 for an unknown unit and 400 for a block that ends before it starts', async () => {
    const missing = await send('GET', '/api/admin/units/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const [van] = await units('locationId=baltimore&classId=15-passenger-van&status=active');
    const backwards = await send('POST', `/api/admin/units/${van.id}/maintenance`, {
      startDate: '2026-08-10',
      startTime: '09:00',
      endDate: '2026-08-09',
      endTime: '09:00',
      reason: 'tyres',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty('endDate');
  });
});
