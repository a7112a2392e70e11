import { beforeEach, describe, expect, it } from 'vitest';
import { asStaff, createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, passedInspection, qualifiedDriver, search } from '../../test/fixtures.ts';
import { signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Maintenance programs (decision 033), through the real app: an overdue unit
 * (by date, or once its odometer reaches the mileage) is never auto-assigned
 * and counts as unavailable, so a booking that would need it is refused; a
 * service recorded brings the next due by the class's program; the due-soon
 * list puts the overdue first and says why; one click books a service at a
 * free time offered, through the race-safe path of every block. The tests'
 * clock is 1 July 2026 12:00 UTC (08:00 at Baltimore), which has three
 * 15-passenger vans and one 33-passenger bus.
 */
const van = '15-passenger-van';
const bus = '33-passenger-bus';

interface DueUnit {
  unitId: string;
  fleetNumber: string;
  state: 'overdue' | 'soon';
  reasons: string[];
  why: string;
  dueOn: string | null;
  bookedOnIt: string[];
  serviceBooked: { startDate: string; startTime: string } | null;
  slots: { startDate: string; startTime: string; endDate: string; endTime: string }[];
}

describeEachDialect('maintenance programs on $name', (dialect) => {
  const api = useApi(dialect, { fresh: true });
  let staff: SignedIn;
  beforeEach(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    asStaff(api().app, staff, method, url, payload);
  const unitsOf = async (classId: string) =>
    (await send('GET', `/api/admin/units?locationId=baltimore&classId=${classId}&status=active`)).body
      .units as { id: string; fleetNumber: string; odometerMiles: number }[];
  const patch = async (id: string, change: Record<string, unknown>) => {
    const res = await send('PATCH', `/api/admin/units/${id}`, change);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const free = async (classId: string, trip: Record<string, unknown>) => {
    const { body } = await api().post('/api/availability', search({ ...trip }));
    return body.vehicles.find((v: { id: string }) => v.id === classId).availableUnits as number;
  };
  const book = (body: Record<string, unknown>) =>
    api().post('/api/reservations', body, { 'idempotency-key': newKey() });
  const dueList = async () => {
    const res = await send('GET', '/api/admin/maintenance/due?locationId=baltimore');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.units as DueUnit[];
  };
  const assignedUnits = async (code: string) =>
    (
      (await send('GET', `/api/admin/assignments/${code}`)).body.vehicles as { unit: { id: string } | null }[]
    ).map((v) => v.unit?.id ?? null);

  it('gives the demo classes their programs: vans every 5,000 miles or 6 months, buses every 3,000 or 3', async () => {
    const { body } = await send('GET', '/api/admin/maintenance/programs');
    const of = (id: string) => body.programs.find((p: { classId: string }) => p.classId === id);
    expect(of(van)).toMatchObject({ everyMiles: 5_000, everyMonths: 6 });
    expect(of(bus)).toMatchObject({ everyMiles: 3_000, everyMonths: 3 });
    const changed = await send('PUT', `/api/admin/maintenance/programs/${van}`, {
      everyMiles: null,
      everyMonths: null,
      soonMiles: 500,
      soonDays: 14,
      serviceHours: 8,
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error.fields.everyMiles).toBe('Enter the miles, the months, or both.');
  });

  it('never auto-assigns an overdue unit, and refuses a booking that would need it', async () => {
    const [overdue] = await unitsOf(van);
    const week = inWeek(1, { quantity: 2 });
    expect(await free(van, week)).toBe(3);
    await patch(overdue!.id, { serviceDueOn: '2026-07-01' });
    expect(await free(van, week)).toBe(2);

    const two = await book(week);
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    const third = await book(inWeek(1));
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({ code: 'unavailable' });

    expect(await api().app.services.fleetWorker.runOnce()).toMatchObject({ assigned: 2, unplaced: 0 });
    const code = two.body.reservation.code as string;
    const given = await assignedUnits(code);
    expect(given).toHaveLength(2);
    expect(given).not.toContain(overdue!.id);
    expect(given).not.toContain(null);

    // Nor can staff give it by hand: it is out for its service.
    const chosen = await send('PUT', `/api/admin/assignments/${code}/${van}/1`, { unitId: overdue!.id });
    expect(chosen.status).toBe(409);
    expect(chosen.body.error.code).toBe('assignment_conflict');
    expect(chosen.body.error.message).toContain('service overdue');
  });

  it('takes a unit out from the start of its due date, not before', async () => {
    const [unit] = await unitsOf(van);
    // The standard trip is 6–8 July (back at 17:00, then made ready); due on the 10th: free then, out a week later.
    await patch(unit!.id, { serviceDueOn: '2026-07-10' });
    expect(await free(van, inWeek(0))).toBe(3);
    expect(await free(van, inWeek(1))).toBe(2);
    // Due on the 8th instead: the trip needs it after it is due.
    await patch(unit!.id, { serviceDueOn: '2026-07-08' });
    expect(await free(van, inWeek(0))).toBe(2);
  });

  it('is overdue once the odometer reaches the mileage; a service recorded brings the next due by the program', async () => {
    const [theBus] = await unitsOf(bus);
    const trip = inWeek(2, { vehicleId: bus });
    await patch(theBus!.id, { serviceDueMiles: theBus!.odometerMiles + 10 });
    expect(await free(bus, trip)).toBe(1);
    await patch(theBus!.id, { odometerMiles: theBus!.odometerMiles + 10 });
    expect(await free(bus, trip)).toBe(0);
    const refused = await book(trip);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('unavailable');

    const serviced = await send('POST', `/api/admin/maintenance/units/${theBus!.id}/serviced`, {
      odometerMiles: theBus!.odometerMiles + 12,
      servicedOn: '2026-07-01',
    });
    expect(serviced.status, JSON.stringify(serviced.body)).toBe(200);
    expect(serviced.body).toMatchObject({
      serviceDueOn: '2026-10-01',
      serviceDueMiles: theBus!.odometerMiles + 3_012,
      service: null,
    });
    expect(await free(bus, trip)).toBe(1);
    expect((await book(trip)).status).toBe(201);
  });

  it('lists the due units overdue first, then by the day they fall due, each saying why', async () => {
    const [a, b, c] = await unitsOf(van);
    const [theBus] = await unitsOf(bus);
    await patch(a!.id, { serviceDueOn: '2026-07-10' });
    await patch(b!.id, { serviceDueOn: '2026-06-30' });
    await patch(c!.id, { serviceDueMiles: c!.odometerMiles + 200, serviceDueOn: null });
    await patch(theBus!.id, { serviceDueMiles: theBus!.odometerMiles });
    const list = await dueList();
    const mine = list.filter((u) => [a, b, c, theBus].some((x) => x!.id === u.unitId));
    expect(mine.map((u) => [u.fleetNumber, u.state, u.reasons])).toEqual([
      [b!.fleetNumber, 'overdue', ['date']],
      [theBus!.fleetNumber, 'overdue', ['miles']],
      [a!.fleetNumber, 'soon', ['date']],
      [c!.fleetNumber, 'soon', ['miles']],
    ]);
    expect(mine[0]!.why).toBe('Overdue: service date Tuesday, June 30, 2026');
    expect(mine[3]!.why).toBe(
      `Due soon: ${c!.odometerMiles.toLocaleString('en-US')} mi read, service at ${(c!.odometerMiles + 200).toLocaleString('en-US')} mi`,
    );
    // The whole list keeps the order: every overdue before every soon, each by its day due.
    const states = list.map((u) => u.state);
    expect(states).toEqual([...states].sort((x, y) => Number(y === 'overdue') - Number(x === 'overdue')));
    for (const state of ['overdue', 'soon'] as const) {
      const days = list.filter((u) => u.state === state).map((u) => u.dueOn ?? '9999');
      expect(days).toEqual([...days].sort());
    }
  });

  it('books the service with one click at a free time offered, which then holds the unit', async () => {
    const [a, b, c] = await unitsOf(van);
    await patch(a!.id, { serviceDueOn: '2026-07-01' });
    await patch(b!.id, { serviceDueOn: '2026-07-08' });
    // With a overdue, these two take the other vans on 2–3 July: b cannot be out then.
    const busy = {
      pickupDate: '2026-07-02',
      pickupTime: '09:00',
      returnDate: '2026-07-03',
      returnTime: '17:00',
    };
    expect((await book({ ...inWeek(0, { quantity: 2 }), ...busy })).status).toBe(201);

    const soon = (await dueList()).find((u) => u.unitId === b!.id)!;
    // From Baltimore's opening each day: 07:00 on weekdays (1 July's has passed), 08:00 on Saturdays,
    // 09:00 on Sundays.
    expect(soon.slots.map((s) => `${s.startDate} ${s.startTime}–${s.endDate} ${s.endTime}`)).toEqual([
      '2026-07-04 08:00–2026-07-04 16:00',
      '2026-07-05 09:00–2026-07-05 17:00',
      '2026-07-06 07:00–2026-07-06 15:00',
    ]);
    const slot = soon.slots[0]!;
    const booked = await send('POST', `/api/admin/maintenance/units/${b!.id}/service`, slot);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({ ...slot, unitId: b!.id, reason: 'Scheduled service' });
    const onDay = {
      pickupDate: '2026-07-04',
      pickupTime: '09:00',
      returnDate: '2026-07-04',
      returnTime: '15:00',
    };
    // a overdue, b in its service: one van left that day.
    expect(await free(van, onDay)).toBe(1);
    expect((await dueList()).find((u) => u.unitId === b!.id)!.serviceBooked).toMatchObject({
      startDate: '2026-07-04',
      startTime: '08:00',
    });

    // A time that was not offered, when the class needs every van then, is refused as any block is.
    const clash = await send('POST', `/api/admin/maintenance/units/${c!.id}/service`, {
      startDate: '2026-07-02',
      startTime: '08:00',
      endDate: '2026-07-02',
      endTime: '16:00',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('unit_needed');
  });

  it('refuses a service that ends before it starts, naming the field, and books nothing', async () => {
    const [a] = await unitsOf(van);
    const url = `/api/admin/maintenance/units/${a!.id}/service`;
    // Inverted by days, then within one day: a 400 on the field, never the table's own refusal (a 500).
    const slots = [
      [{ startDate: '2026-07-06', startTime: '07:00', endDate: '2026-07-04', endTime: '15:00' }, 'endDate'],
      [{ startDate: '2026-07-06', startTime: '15:00', endDate: '2026-07-06', endTime: '15:00' }, 'endTime'],
    ] as const;
    for (const [slot, field] of slots) {
      const res = await send('POST', url, slot);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.fields).toEqual({ [field]: 'The end must be after the start.' });
    }
    const unit = await send('GET', `/api/admin/units/${a!.id}`);
    expect(unit.status).toBe(200);
    expect(unit.body.maintenance).toEqual([]);
  });

  it('an overdue unit whose service is booked is out until then and in the shop after, not twice', async () => {
    const [a] = await unitsOf(van);
    await patch(a!.id, { serviceDueOn: '2026-07-01' });
    const slot = (await dueList()).find((u) => u.unitId === a!.id)!.slots[0]!;
    const res = await send('POST', `/api/admin/maintenance/units/${a!.id}/service`, slot);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // During the service a is out once: two vans free.
    expect(
      await free(van, {
        pickupDate: slot.startDate,
        pickupTime: '09:00',
        returnDate: slot.endDate,
        returnTime: '15:00',
      }),
    ).toBe(2);
  });

  describe('bookings already holding a unit when it comes due', () => {
    it('keep it, and the list names them for staff to move', async () => {
      const held = await book(inWeek(1));
      expect(held.status).toBe(201);
      await api().app.services.fleetWorker.runOnce();
      const code = held.body.reservation.code as string;
      const [unitId] = await assignedUnits(code);
      await patch(unitId!, { serviceDueOn: '2026-07-05' });
      expect(await assignedUnits(code)).toEqual([unitId]);
      const item = (await dueList()).find((u) => u.unitId === unitId)!;
      expect(item.bookedOnIt).toEqual([code]);
      // The counter's day says so for its pickup (6 July is week 0; week 1 picks up on the 13th).
      const today = await send('GET', '/api/admin/counter/today?locationId=baltimore&date=2026-07-13');
      expect(today.status).toBe(200);
      const pickup = today.body.pickups.find((p: { code: string }) => p.code === code);
      expect(pickup.missing).toContain('service');
      // Its booking still needs a van, and the overdue one cannot go: one of three is left.
      expect(await free(van, inWeek(1))).toBe(1);
      expect((await book(inWeek(1, { quantity: 2 }))).status).toBe(409);
    });
  });

  describe('odometer readings at the counter', () => {
    const clock = testClock();
    const counter = useApi(dialect, { now: clock.now });
    it('drive the forecast, and a return past the mileage makes the unit overdue from then', async () => {
      await createAdmin(counter().app);
      let desk = await signIn(counter().app);
      const post = (url: string, payload: unknown) => asStaff(counter().app, desk, 'POST', url, payload);
      const booked = await counter().post(
        '/api/reservations',
        inWeek(0, {
          vehicleId: van,
          quantity: 2,
          drivers: [qualifiedDriver(van), qualifiedDriver(van, { name: 'Bo Lee' })],
        }),
        { 'idempotency-key': newKey() },
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const code = booked.body.reservation.code as string;
      clock.set(Date.parse('2026-07-06T08:00:00-04:00'));
      desk = await signIn(counter().app);
      await counter().app.services.fleetWorker.runOnce();
      const vehicles = [1, 2].map((seq) => ({
        classId: van,
        seq,
        odometerMiles: 12_000,
        fuelEighths: 8,
        damage: [],
        inspection: passedInspection(van, 'out'),
      }));
      const out = await post(`/api/admin/counter/${code}/check-out`, {
        vehicles,
        licencesChecked: true,
        agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
      });
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      const [first, second] = out.body.vehicles.map((v: { unit: { id: string } }) => v.unit.id) as string[];
      const edit = async (id: string, serviceDueMiles: number) => {
        const res = await asStaff(counter().app, desk, 'PATCH', `/api/admin/units/${id}`, {
          serviceDueMiles,
          serviceDueOn: null,
        });
        expect(res.status).toBe(200);
      };
      await edit(first!, 12_500);
      await edit(second!, 14_000);

      clock.set(Date.parse('2026-07-08T17:30:00-04:00'));
      desk = await signIn(counter().app);
      const weekAfter = inWeek(1);
      const freeBefore = (await counter().post('/api/availability', search(weekAfter))).body.vehicles.find(
        (v: { id: string }) => v.id === van,
      ).availableUnits;
      const back = await post(`/api/admin/counter/${code}/check-in`, {
        returnedDate: '2026-07-08',
        returnedTime: '17:00',
        vehicles: [1, 2].map((seq) => ({
          classId: van,
          seq,
          odometerMiles: 12_700,
          fuelEighths: 8,
          inspection: passedInspection(van, 'in'),
        })),
      });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      // The first came back past its mileage: out of availability from its return.
      const freeAfter = (await counter().post('/api/availability', search(weekAfter))).body.vehicles.find(
        (v: { id: string }) => v.id === van,
      ).availableUnits;
      expect(freeAfter).toBe(freeBefore - 1);

      const res = await asStaff(
        counter().app,
        desk,
        'GET',
        '/api/admin/maintenance/due?locationId=baltimore',
      );
      const list = res.body.units as (DueUnit & {
        averageDailyMiles: number;
        milesDueOn: string;
      })[];
      // 700 miles over the two days between the readings: 350 a day.
      expect(list.find((u) => u.unitId === first)).toMatchObject({
        state: 'overdue',
        reasons: ['miles'],
        averageDailyMiles: 350,
      });
      // 1,300 miles short at 350 a day: 4 days on, within the program's 14.
      expect(list.find((u) => u.unitId === second)).toMatchObject({
        state: 'soon',
        reasons: ['forecast'],
        milesDueOn: '2026-07-12',
        why: 'Due soon: at 350 mi a day, reaches 14,000 mi by Sunday, July 12, 2026',
      });
    });
  });

  describe('a booked service over', () => {
    const clock = testClock();
    const shop = useApi(dialect, { now: clock.now });
    it('is recorded done by the fleet round: the next due follows by the program, and the unit is back', async () => {
      await createAdmin(shop().app);
      let desk = await signIn(shop().app);
      const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
        asStaff(shop().app, desk, method, url, payload);
      const [unit] = (
        await inject('GET', `/api/admin/units?locationId=baltimore&classId=${van}&status=active`)
      ).body.units as { id: string; odometerMiles: number }[];
      expect(
        (await inject('PATCH', `/api/admin/units/${unit!.id}`, { serviceDueOn: '2026-07-01' })).status,
      ).toBe(200);
      const due = (await inject('GET', '/api/admin/maintenance/due?locationId=baltimore')).body
        .units as DueUnit[];
      const slot = due.find((u) => u.unitId === unit!.id)!.slots[0]!;
      // 1 July's opening (07:00) has passed: the first time is the next morning's.
      expect(slot).toEqual({
        startDate: '2026-07-02',
        startTime: '07:00',
        endDate: '2026-07-02',
        endTime: '15:00',
      });
      expect((await inject('POST', `/api/admin/maintenance/units/${unit!.id}/service`, slot)).status).toBe(
        201,
      );
      expect(await shop().app.services.fleetWorker.runOnce()).toMatchObject({ servicesRecorded: 0 });

      clock.set(Date.parse(`${slot.endDate}T${slot.endTime}:00-04:00`) + 60_000);
      desk = await signIn(shop().app);
      expect(await shop().app.services.fleetWorker.runOnce()).toMatchObject({ servicesRecorded: 1 });
      const after = await inject('GET', `/api/admin/units/${unit!.id}`);
      expect(after.body).toMatchObject({
        // Six months after the day it was done.
        serviceDueOn: '2027-01-02',
        serviceDueMiles: unit!.odometerMiles + 5_000,
        service: null,
      });
      const later = { pickupDate: '2026-07-20', returnDate: '2026-07-22' };
      const { body } = await shop().post('/api/availability', search(later));
      expect(body.vehicles.find((v: { id: string }) => v.id === van).availableUnits).toBe(3);
      // Once only.
      expect(await shop().app.services.fleetWorker.runOnce()).toMatchObject({ servicesRecorded: 0 });
    });
  });
});
