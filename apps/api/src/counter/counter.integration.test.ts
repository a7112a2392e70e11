import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey } from '../../test/fixtures.ts';

/**
 * The counter's reads (decision 015), through the real app: the fleet calendar of
 * a location and the day's pickups and returns with what each still lacks.
 * The tests' clock is 1 July 2026 12:00 UTC; a trip of week n runs Monday
 * 09:00 to Wednesday 17:00 (week 1: 13–15 July) at Baltimore (America/New_York),
 * whose 15-passenger vans are three; no payment provider is set, so a booking
 * is paid at pickup. Turnaround: 120 minutes.
 */
const van = '15-passenger-van';
const driver = (name: string, overrides: Record<string, unknown> = {}) => ({
  vehicleId: van,
  name,
  dateOfBirth: '1988-03-14',
  licenceCountry: 'US',
  licenceState: 'MD',
  licenceNumber: `S123-456-789-0${name.length}`,
  licenceExpiry: '2030-03-14',
  licenceClass: 'regular',
  passengerEndorsement: false,
  yearsLicensed: 12,
  ...overrides,
});

describeEachDialect('the counter on $name', (dialect) => {
  const api = useApi(dialect);
  let staff: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });
  const get = async (url: string) => {
    const res = await api().app.inject({ method: 'GET', url, headers: staff.headers });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const book = async (weeks: number, more: Record<string, unknown> = {}) => {
    const res = await api().post('/api/reservations', inWeek(weeks, { vehicleId: van, ...more }), {
      'idempotency-key': newKey(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.reservation.code as string;
  };
  const today = async (date: string) =>
    (await get(`/api/admin/counter/today?locationId=baltimore&date=${date}`)).body;

  let pair: string;
  let single: string;

  it('lists a day’s pickups and returns with what each lacks, and tomorrow’s unassigned pickups', async () => {
    pair = await book(1, {
      quantity: 2,
      drivers: [driver('Ana Ruiz')],
    });
    single = await book(1, { drivers: [driver('Cy Park')] });

    const monday = await today('2026-07-13');
    expect(monday).toMatchObject({
      locationId: 'baltimore',
      locationName: 'Baltimore Harbor',
      date: '2026-07-13',
    });
    expect(monday.pickups.map((p: { code: string }) => p.code).sort()).toEqual([pair, single].sort());
    expect(monday.returns).toEqual([]);
    const first = monday.pickups.find((p: { code: string }) => p.code === pair);
    expect(first).toMatchObject({
      label: 'Ada Okafor',
      renterName: 'Ada Okafor',
      pickupAt: '2026-07-13T09:00:00-04:00',
      returnAt: '2026-07-15T17:00:00-04:00',
      vehicles: [
        { classId: van, className: '15 Passenger Van', seq: 1, unit: null },
        { classId: van, className: '15 Passenger Van', seq: 2, unit: null },
      ],
    });
    // One driver named for two vans: one van has no qualified driver yet.
    expect(first.missing).toEqual(['unit', 'driver', 'payment', 'agreement']);
    expect(first).toMatchObject({ checkedOutAt: null, checkedInAt: null });
    expect(first.balanceCents).toBeGreaterThan(0);
    const second = monday.pickups.find((p: { code: string }) => p.code === single);
    expect(second.missing).toEqual(['unit', 'payment', 'agreement']);

    // The day before, both show as tomorrow's pickups without a unit.
    const sunday = await today('2026-07-12');
    expect(sunday.pickups).toEqual([]);
    expect(sunday.unassignedTomorrow.map((p: { code: string }) => p.code).sort()).toEqual(
      [pair, single].sort(),
    );

    await api().app.services.fleetWorker.runOnce();
    const assigned = await today('2026-07-13');
    const after = assigned.pickups.find((p: { code: string }) => p.code === single);
    expect(after.missing).toEqual(['payment', 'agreement']);
    expect(after.vehicles[0].unit).toMatchObject({ fleetNumber: expect.stringMatching(/^BAL-\d{3}$/) });
    expect((await today('2026-07-12')).unassignedTomorrow).toEqual([]);

    const wednesday = await today('2026-07-15');
    expect(wednesday.returns.map((p: { code: string }) => p.code).sort()).toEqual([pair, single].sort());
    expect(wednesday.pickups).toEqual([]);
  });

  it('draws a location’s units in class order with rentals, the unassigned and maintenance as bars', async () => {
    const later = await book(3);
    const units = (await get('/api/admin/units?locationId=baltimore&classId=15-passenger-van&status=active'))
      .body.units as { id: string }[];
    // Any van: the block is far from the bookings.
    const free = units[0]!;
    const blocked = await api().app.inject({
      method: 'POST',
      url: `/api/admin/units/${free.id}/maintenance`,
      headers: staff.headers,
      payload: {
        startDate: '2026-09-01',
        startTime: '08:00',
        endDate: '2026-09-02',
        endTime: '17:00',
        reason: 'tires',
      },
    });
    expect(blocked.statusCode).toBe(201);

    const { status, body } = await get('/api/admin/calendar?locationId=baltimore&from=2026-07-01&days=90');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      locationName: 'Baltimore Harbor',
      timezone: 'America/New_York',
      from: '2026-07-01',
      days: 90,
      startsAt: '2026-07-01T00:00:00-04:00',
      endsAt: '2026-09-29T00:00:00-04:00',
      turnaroundMinutes: 120,
    });
    const vans = body.units.filter((u: { classId: string }) => u.classId === van);
    expect(vans).toHaveLength(3);
    // Grouped by class: a class's units are next to each other.
    const classes = body.units.map((u: { classId: string }) => u.classId);
    expect(classes.filter((c: string, i: number) => i === 0 || classes[i - 1] !== c)).toEqual([
      ...new Set(classes),
    ]);

    const rentals = body.bars.filter((b: { kind: string }) => b.kind === 'rental');
    const of = (code: string) => rentals.filter((b: { code: string }) => b.code === code);
    expect(of(pair)).toHaveLength(2);
    expect(
      of(pair).every((b: { unitId: string | null }) => vans.some((u: { id: string }) => u.id === b.unitId)),
    ).toBe(true);
    expect(of(single)[0]).toMatchObject({
      startsAt: '2026-07-13T09:00:00-04:00',
      endsAt: '2026-07-15T17:00:00-04:00',
      bufferEndsAt: '2026-07-15T19:00:00-04:00',
      label: 'Ada Okafor',
      status: 'confirmed',
    });
    // Three weeks ahead is past the round's horizon: no unit yet.
    expect(of(later)).toEqual([expect.objectContaining({ unitId: null, seq: 1, classId: van })]);
    expect(body.bars.filter((b: { kind: string }) => b.kind === 'maintenance')).toEqual([
      expect.objectContaining({
        unitId: free.id,
        reason: 'tires',
        startsAt: '2026-09-01T08:00:00-04:00',
        endsAt: '2026-09-02T17:00:00-04:00',
      }),
    ]);

    // A class alone, and a window that ends before the bookings: no rental bars.
    const june = await get(`/api/admin/calendar?locationId=baltimore&from=2026-06-01&days=30&classId=${van}`);
    expect(june.body.units).toHaveLength(3);
    expect(june.body.bars).toEqual([]);
  });

  it('refuses more than three months, an unknown location, and a day that is not a date', async () => {
    const long = await get('/api/admin/calendar?locationId=baltimore&from=2026-07-01&days=93');
    expect(long.status).toBe(400);
    expect(long.body.error.fields.days).toBe('Choose between 1 and 92 days.');
    expect((await get('/api/admin/calendar?locationId=atlantis&from=2026-07-01')).status).toBe(404);
    const bad = await get('/api/admin/counter/today?locationId=baltimore&date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.date).toBeDefined();
  });
});
