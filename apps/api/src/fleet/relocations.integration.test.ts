import { beforeEach, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, inWeek, newKey, search } from '../../test/fixtures.ts';

/**
 * Staff relocations (decision 031) through the real app: a scheduled one holds
 * its van at the origin from leaving and lands it at the destination, seen by
 * availability and bookings; one that would leave the origin short is refused;
 * cancelling or delaying one the destination relies on is refused; marking it
 * done moves the van and the counts. Baltimore has three 15-passenger vans.
 * The tests' clock is 1 July 2026; week n's trip is Monday 6 July + n weeks.
 */
const van = '15-passenger-van';

describeEachDialect('relocations on $name', (dialect) => {
  const api = useApi(dialect, { fresh: true });
  let staff: SignedIn;
  beforeEach(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });

  const send = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) => {
    const res = await api().app.inject({
      method,
      url,
      headers: staff.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
  };
  const free = async (weeks: number, pickupLocationId = 'baltimore') => {
    const trip = inWeek(weeks);
    const { body } = await api().post(
      '/api/availability',
      search({ pickupDate: trip.pickupDate, returnDate: trip.returnDate, pickupLocationId }),
    );
    return body.vehicles.find((v: { id: string }) => v.id === van)?.availableUnits ?? 0;
  };
  const book = (weeks: number, overrides: Record<string, unknown> = {}) =>
    api().post('/api/reservations', inWeek(weeks, { vehicleId: van, ...overrides }), {
      'idempotency-key': newKey(),
    });
  const vans = async () =>
    (await send('GET', `/api/admin/units?locationId=baltimore&classId=${van}&status=active`)).body.units as {
      id: string;
      fleetNumber: string;
    }[];
  /** Leaves Baltimore on the Monday of week `weeks` at 08:00 and arrives in Chicago the next day at 12:00 (Chicago time). */
  const relocation = (unitId: string, weeks: number, overrides: Record<string, unknown> = {}) => {
    const monday = inWeek(weeks).pickupDate;
    return {
      unitId,
      fromLocationId: 'baltimore',
      toLocationId: 'chicago',
      leaveDate: monday,
      leaveTime: '08:00',
      arriveDate: addDays(monday, 1),
      arriveTime: '12:00',
      driverName: 'Dana Reyes',
      ...overrides,
    };
  };

  it('a scheduled relocation takes a van from Baltimore from its leaving and adds it at Chicago after it arrives', async () => {
    const [first] = await vans();
    const chicagoBefore = await free(4, 'chicago');
    expect(await free(4)).toBe(3);

    const res = await send('POST', '/api/admin/relocations', relocation(first!.id, 2));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fleetNumber: first!.fleetNumber,
      fromLocationId: 'baltimore',
      toLocationId: 'chicago',
      status: 'scheduled',
      reason: 'staff',
      driverName: 'Dana Reyes',
      leavesAt: '2026-07-20T08:00:00-04:00',
      arrivesAt: '2026-07-21T12:00:00-05:00',
    });
    // Before it leaves, Baltimore still has it; from then on it does not; Chicago has it after.
    expect(await free(1)).toBe(3);
    expect(await free(2)).toBe(2);
    expect(await free(4)).toBe(2);
    expect(await free(4, 'chicago')).toBe(chicagoBefore + 1);
    expect(await free(1, 'chicago')).toBe(chicagoBefore);

    const listed = await send('GET', '/api/admin/relocations?status=scheduled');
    expect(listed.body.relocations.map((r: { id: string }) => r.id)).toEqual([res.body.id]);
    const audit = await send('GET', `/api/admin/audit?entityType=relocation`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('relocation scheduled');
  });

  it('a van due to leave is given to no rental after it leaves, by the fleet round or by staff, and takes no maintenance then', async () => {
    const [leaving, ...staying] = await vans();
    expect((await send('POST', '/api/admin/relocations', relocation(leaving!.id, 1))).status).toBe(201);
    const booked = await book(1, { quantity: 2 });
    expect(booked.status).toBe(201);
    const code = booked.body.reservation.code as string;

    expect(await api().app.services.fleetWorker.runOnce()).toMatchObject({ assigned: 2, unplaced: 0 });
    const given = (await send('GET', `/api/admin/assignments/${code}`)).body.vehicles as {
      unit: { id: string };
    }[];
    expect(given.map((v) => v.unit.id).sort()).toEqual(staying.map((v) => v.id).sort());

    const chosen = await send('PUT', `/api/admin/assignments/${code}/${van}/1`, { unitId: leaving!.id });
    expect(chosen.status).toBe(409);
    expect(chosen.body.error).toMatchObject({ code: 'assignment_conflict' });
    expect(chosen.body.error.fields.unitId).toBe(
      `${leaving!.fleetNumber} is driven to Chicago West Loop on a relocation then, turnaround included. Choose another vehicle, or move that first.`,
    );

    const monday = inWeek(1).pickupDate;
    const service = (endDate: string, endTime: string) =>
      send('POST', `/api/admin/units/${leaving!.id}/maintenance`, {
        startDate: addDays(monday, -2),
        startTime: '09:00',
        endDate,
        endTime,
        reason: 'Brakes',
      });
    const overlapping = await service(addDays(monday, 1), '17:00');
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.error.code).toBe('relocation_overlap');
    expect(overlapping.body.error.fields.endDate).toMatch(
      /is due to leave for Chicago West Loop on 2026-07-13 at 08:00/,
    );
    // Done before it leaves, turnaround included: fine.
    expect((await service(addDays(monday, -1), '12:00')).status).toBe(201);
  });

  it('refuses a relocation that would leave Baltimore short of vans a renter booked later, naming why', async () => {
    const [first] = await vans();
    const booked = await book(6, { quantity: 3 });
    expect(booked.status).toBe(201);

    const refused = await send('POST', '/api/admin/relocations', relocation(first!.id, 2));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('unit_needed');
    expect(refused.body.error.fields.leaveDate).toMatch(/cannot leave Baltimore/);
    expect((await send('GET', '/api/admin/relocations')).body.relocations).toEqual([]);
    // A relocation after those vans are back is fine.
    const later = await send('POST', '/api/admin/relocations', relocation(first!.id, 8));
    expect(later.status).toBe(201);
  });

  it('refuses to book what a relocation has taken, and books at Chicago what it brings', async () => {
    const all = await vans();
    for (const v of all.slice(0, 2)) {
      expect((await send('POST', '/api/admin/relocations', relocation(v.id, 2))).status).toBe(201);
    }
    expect((await book(3, { quantity: 2 })).status).toBe(409);
    expect((await book(3, { quantity: 1 })).status).toBe(201);
    const chicago = await free(3, 'chicago');
    expect(chicago).toBeGreaterThanOrEqual(2);
    expect((await book(3, { pickupLocationId: 'chicago', quantity: chicago })).status).toBe(201);
  });

  it('a relocation Chicago relies on cannot be cancelled or delayed; one it does not can', async () => {
    const [first, second] = await vans();
    const moved = await send('POST', '/api/admin/relocations', relocation(first!.id, 2));
    const spare = await send('POST', '/api/admin/relocations', relocation(second!.id, 2));
    const chicago = await free(4, 'chicago');
    // Chicago lends every van it will have, the two arriving included.
    expect((await book(4, { pickupLocationId: 'chicago', quantity: chicago - 1 })).status).toBe(201);

    // One arrival may go; the other is then needed.
    const cancelled = await send('POST', `/api/admin/relocations/${spare.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const kept = await send('POST', `/api/admin/relocations/${moved.body.id}/cancel`);
    expect(kept.status).toBe(409);
    expect(kept.body.error.code).toBe('arrival_needed');
    const delayed = await send('PATCH', `/api/admin/relocations/${moved.body.id}`, {
      arriveDate: inWeek(5).pickupDate,
    });
    expect(delayed.status).toBe(409);
    expect(delayed.body.error.fields.arriveDate).toMatch(/must still arrive/);
    // A new driver changes nothing else.
    const renamed = await send('PATCH', `/api/admin/relocations/${moved.body.id}`, {
      driverName: 'Sam Okafor',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ driverName: 'Sam Okafor', status: 'scheduled' });
  });

  it('marked done, the van is at Chicago and the counts moved: availability is the same before and after', async () => {
    const [first] = await vans();
    // Left yesterday, arrives tomorrow (the clock is 1 July, 08:00 in Baltimore).
    const body = relocation(first!.id, 0, {
      leaveDate: '2026-06-30',
      arriveDate: '2026-07-02',
    });
    const res = await send('POST', '/api/admin/relocations', body);
    expect(res.status).toBe(201);
    const before = [await free(2), await free(2, 'chicago')];

    const done = await send('POST', `/api/admin/relocations/${res.body.id}/done`);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('done');
    expect((await send('GET', `/api/admin/units/${first!.id}`)).body.locationId).toBe('chicago');
    expect([await free(2), await free(2, 'chicago')]).toEqual(before);
    const again = await send('POST', `/api/admin/relocations/${res.body.id}/done`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('relocation_closed');

    const notYet = await send(
      'POST',
      '/api/admin/relocations',
      relocation(first!.id, 3, {
        fromLocationId: 'chicago',
        toLocationId: 'baltimore',
      }),
    );
    expect(notYet.status).toBe(201);
    const early = await send('POST', `/api/admin/relocations/${notYet.body.id}/done`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('not_left');
  });

  it('answers 400 on the field: same place, arrival before leaving, a van not at the origin', async () => {
    const [first] = await vans();
    const same = await send(
      'POST',
      '/api/admin/relocations',
      relocation(first!.id, 2, { toLocationId: 'baltimore' }),
    );
    expect(same.status).toBe(400);
    expect(same.body.error.fields.toLocationId).toBeDefined();
    const backwards = await send(
      'POST',
      '/api/admin/relocations',
      relocation(first!.id, 2, { arriveDate: inWeek(1).pickupDate }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields.arriveTime).toBeDefined();
    const elsewhere = await send(
      'POST',
      '/api/admin/relocations',
      relocation(first!.id, 2, { fromLocationId: 'chicago', toLocationId: 'baltimore' }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.fields.fromLocationId).toMatch(/will be at Baltimore/);
    const noDriver = await send(
      'POST',
      '/api/admin/relocations',
      relocation(first!.id, 2, { driverName: ' ' }),
    );
    expect(noDriver.status).toBe(400);
    expect(noDriver.body.error.fields.driverName).toBeDefined();
  });

  it('the 30-day view of a class: units against the peak held per day, and a transfer suggested where a location is short', async () => {
    // Chicago lends a van in week 2 (20–22 July), then loses its stock: short by one those days.
    expect((await book(2, { pickupLocationId: 'chicago' })).status).toBe(201);
    await api().repositories.units.set({ locationId: 'chicago', classId: van, count: 0 });
    api().app.services.catalog.invalidate();

    const res = await send('GET', `/api/admin/relocations/outlook?classId=${van}`);
    expect(res.status).toBe(200);
    const chicago = res.body.locations.find((l: { locationId: string }) => l.locationId === 'chicago');
    const baltimore = res.body.locations.find((l: { locationId: string }) => l.locationId === 'baltimore');
    expect(chicago.locationName).toBe('Chicago West Loop');
    expect(chicago.days).toHaveLength(30);
    expect(chicago.days[0].date).toBe('2026-07-01');
    const day = (d: { days: { date: string }[] }, date: string) => d.days.find((x) => x.date === date);
    expect(day(chicago, '2026-07-21')).toEqual({ date: '2026-07-21', units: 0, held: 1, free: -1 });
    expect(day(baltimore, '2026-07-21')).toEqual({ date: '2026-07-21', units: 3, held: 0, free: 3 });
    // One van, from the location with the most to spare from then on (Atlanta has more than Baltimore).
    expect(res.body.suggestions).toEqual([
      { fromLocationId: 'atlanta', toLocationId: 'chicago', units: 1, arriveBy: '2026-07-20' },
    ]);
    const unknown = await send('GET', '/api/admin/relocations/outlook?classId=space-shuttle');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.classId).toBeDefined();
  });
});
