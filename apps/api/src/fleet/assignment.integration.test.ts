import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek, newKey } from '../../test/fixtures.ts';

/**
 * Which unit each booked vehicle gets (decision 015), through the real app:
 * the fleet's round gives units to the pickups of the next 14 days, staff
 * choose another (a clash refused, naming the booking in the way), a
 * maintenance block moves the rentals of its unit to a free one, a
 * cancellation gives the units back, and with UNIT_ASSIGNMENT=at-booking a
 * booking has its units at once and keeps them through a change of dates.
 * The tests' clock is 1 July 2026 12:00 UTC; Baltimore has three 15-passenger
 * vans and one 33-passenger bus.
 */
const van = '15-passenger-van';

interface Vehicle {
  classId: string;
  seq: number;
  unit: { id: string; fleetNumber: string } | null;
  assignedBy: string | null;
}

describeEachDialect('unit assignment on $name', (dialect) => {
  describe('scheduled (the default)', () => {
    const api = useApi(dialect);
    let staff: SignedIn;
    beforeAll(async () => {
      await createAdmin(api().app);
      staff = await signIn(api().app);
    });

    const send = async (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) => {
      const res = await api().app.inject({
        method,
        url,
        headers: staff.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
    };
    const book = async (weeks: number, quantity = 1, vehicleId = van) => {
      const res = await api().post('/api/reservations', inWeek(weeks, { vehicleId, quantity }), {
        'idempotency-key': newKey(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.reservation.code as string;
    };
    const vehiclesOf = async (code: string): Promise<Vehicle[]> => {
      const res = await send('GET', `/api/admin/assignments/${code}`);
      expect(res.status).toBe(200);
      return res.body.vehicles;
    };
    const unitsOf = async (classId: string) =>
      (await send('GET', `/api/admin/units?locationId=baltimore&classId=${classId}&status=active`)).body
        .units as { id: string; fleetNumber: string }[];

    let first: string;
    let second: string;
    let later: string;

    it('gives the pickups of the next 14 days units of their class, each unit once at a time', async () => {
      first = await book(1, 2);
      later = await book(3);
      expect(await vehiclesOf(first)).toEqual([
        expect.objectContaining({ classId: van, seq: 1, unit: null, assignedBy: null }),
        expect.objectContaining({ classId: van, seq: 2, unit: null, assignedBy: null }),
      ]);

      const round = await api().app.services.fleetWorker.runOnce();
      expect(round).toMatchObject({ assigned: 2, unplaced: 0 });
      const given = await vehiclesOf(first);
      const vans = (await unitsOf(van)).map((u) => u.id);
      expect(given.map((v) => v.assignedBy)).toEqual(['auto', 'auto']);
      expect(vans).toContain(given[0]!.unit!.id);
      expect(vans).toContain(given[1]!.unit!.id);
      expect(given[0]!.unit!.id).not.toBe(given[1]!.unit!.id);
      // Three weeks ahead is past the horizon: not yet.
      expect((await vehiclesOf(later))[0]!.unit).toBeNull();
      // A second round has nothing left to do.
      expect(await api().app.services.fleetWorker.runOnce()).toMatchObject({ assigned: 0, unplaced: 0 });
    });

    it('lets staff choose a free unit, and refuses one another booking has then, naming it', async () => {
      second = await book(1);
      await api().app.services.fleetWorker.runOnce();
      const taken = (await vehiclesOf(first)).map((v) => v.unit!.id);
      const mine = (await vehiclesOf(second))[0]!.unit!;
      // The third van is the only one left that week.
      expect(taken).not.toContain(mine.id);

      const clash = await send('PUT', `/api/admin/assignments/${second}/${van}/1`, { unitId: taken[0] });
      expect(clash.status).toBe(409);
      expect(clash.body.error).toMatchObject({ code: 'assignment_conflict', reservations: [first] });
      expect(clash.body.error.message).toContain(`rented for ${first}`);
      expect(clash.body.error.fields.unitId).toBeDefined();
      expect((await vehiclesOf(second))[0]!.unit!.id).toBe(mine.id);

      // Taken away, then given back by hand: the staff member is named.
      const off = await send('DELETE', `/api/admin/assignments/${second}/${van}/1`);
      expect(off.body.vehicles[0].unit).toBeNull();
      const chosen = await send('PUT', `/api/admin/assignments/${second}/${van}/1`, { unitId: mine.id });
      expect(chosen.status).toBe(200);
      expect(chosen.body.vehicles[0]).toMatchObject({ unit: { id: mine.id }, assignedBy: testAdmin.email });

      const audit = await send('GET', `/api/admin/audit?entityId=${second}`);
      expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(
        expect.arrayContaining(['unit assigned', 'unit unassigned']),
      );
    });

    it('refuses a unit of another class, and an unknown vehicle of the booking', async () => {
      const [bus] = await unitsOf('33-passenger-bus');
      const wrong = await send('PUT', `/api/admin/assignments/${second}/${van}/1`, { unitId: bus!.id });
      expect(wrong.status).toBe(422);
      expect(wrong.body.error).toMatchObject({
        code: 'unit_not_suitable',
        fields: { unitId: expect.any(String) },
      });
      const noSuch = await send('PUT', `/api/admin/assignments/${second}/${van}/2`, { unitId: bus!.id });
      expect(noSuch.status).toBe(404);
      const bad = await send('PUT', `/api/admin/assignments/${second}/${van}/1`, { unitId: 'BAL-101' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.unitId).toBe('Choose a vehicle of the fleet.');
    });

    it('gives two staff choosing one unit for two bookings of the same days one each: the other is refused', async () => {
      const a = await book(2);
      const b = await book(2);
      const [unit] = await unitsOf(van);
      const answers = await Promise.all(
        [a, b].map((code) => send('PUT', `/api/admin/assignments/${code}/${van}/1`, { unitId: unit!.id })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const holders = [(await vehiclesOf(a))[0]!.unit?.id, (await vehiclesOf(b))[0]!.unit?.id];
      expect(holders.filter((id) => id === unit!.id)).toHaveLength(1);
    });

    it('moves the rental of a unit booked for maintenance to a free one', async () => {
      // Week 1: the first booking's two vans and the second's one; the bus week is free.
      const before = (await vehiclesOf(first))[0]!.unit!;
      const trip = inWeek(1);
      // No other van is free that week: the block is refused, naming the bookings.
      const refused = await send('POST', `/api/admin/units/${before.id}/maintenance`, {
        startDate: trip.pickupDate,
        startTime: '08:00',
        endDate: trip.returnDate,
        endTime: '18:00',
        reason: 'brakes',
      });
      expect(refused.status).toBe(409);

      // Cancelling the second booking frees a van: the block is taken and the rental moves to it.
      const cancelled = await send('POST', `/api/admin/reservations/${second}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(await vehiclesOf(second)).toEqual([]);
      const blocked = await send('POST', `/api/admin/units/${before.id}/maintenance`, {
        startDate: trip.pickupDate,
        startTime: '08:00',
        endDate: trip.returnDate,
        endTime: '18:00',
        reason: 'brakes',
      });
      expect(blocked.status).toBe(201);
      const after = await vehiclesOf(first);
      expect(after.map((v) => v.unit?.id)).not.toContain(before.id);
      expect(after.every((v) => v.unit !== null)).toBe(true);
    });

    it('answers 404 for an unknown booking and 403 to a viewer who tries to assign', async () => {
      expect((await send('GET', '/api/admin/assignments/CNV-0000000')).status).toBe(404);
      await api().app.services.adminAuth.createAccount('viewer@rent.test', 'a long viewer password', {
        role: 'viewer',
      });
      const viewer = await signIn(api().app, {
        email: 'viewer@rent.test',
        password: 'a long viewer password',
      });
      const [unit] = await unitsOf(van);
      const res = await api().app.inject({
        method: 'PUT',
        url: `/api/admin/assignments/${first}/${van}/1`,
        headers: viewer.headers,
        payload: { unitId: unit!.id },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('at booking (UNIT_ASSIGNMENT=at-booking)', () => {
    const api = useApi(dialect, { env: { UNIT_ASSIGNMENT: 'at-booking' } });
    let staff: SignedIn;
    beforeAll(async () => {
      await createAdmin(api().app);
      staff = await signIn(api().app);
    });
    const vehiclesOf = async (code: string): Promise<Vehicle[]> =>
      JSON.parse(
        (
          await api().app.inject({
            method: 'GET',
            url: `/api/admin/assignments/${code}`,
            headers: staff.headers,
          })
        ).body,
      ).vehicles;

    it('gives a booking its units in its own transaction, keeps them over a later return, and frees them on cancel', async () => {
      const booked = await api().post('/api/reservations', inWeek(6, { quantity: 2 }), {
        'idempotency-key': newKey(),
      });
      expect(booked.status).toBe(201);
      const code = booked.body.reservation.code as string;
      const given = await vehiclesOf(code);
      expect(given.map((v) => v.assignedBy)).toEqual(['auto', 'auto']);

      const trip = inWeek(6);
      const changed = await api().post(
        `/api/reservations/${code}/changes`,
        { email: contact.email, returnDate: addDays(trip.returnDate!, 1) },
        { 'idempotency-key': newKey() },
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((await vehiclesOf(code)).map((v) => v.unit?.id)).toEqual(given.map((v) => v.unit?.id));

      // One van fewer: the second vehicle gives its unit back.
      const fewer = await api().post(
        `/api/reservations/${code}/changes`,
        { email: contact.email, lines: [{ vehicleId: van, quantity: 1 }] },
        { 'idempotency-key': newKey() },
      );
      expect(fewer.status, JSON.stringify(fewer.body)).toBe(200);
      expect((await vehiclesOf(code)).map((v) => v.unit?.id)).toEqual([given[0]!.unit!.id]);
      const rows = await api()
        .database.db.selectFrom('unit_assignments as a')
        .innerJoin('reservations as r', 'r.id', 'a.reservation_id')
        .select('a.seq')
        .where('r.code', '=', code)
        .execute();
      expect(rows.map((r) => r.seq)).toEqual([1]);
    });
  });
});
