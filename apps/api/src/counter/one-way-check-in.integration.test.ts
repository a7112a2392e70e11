import { extractTextItems } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import {
  inWeek,
  newKey,
  outgoingVehicle,
  passedInspection,
  qualifiedDriver,
  search,
} from '../../test/fixtures.ts';
import { signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Check-in of a one-way rental at its return location (decision 028): the
 * van picked up at Baltimore on Monday 6 July 09:00 comes back to Chicago on
 * Wednesday 8 July 17:00 Chicago time. The unit is recorded at Chicago, the
 * stock counts move (Baltimore one fewer, Chicago one more) and the line is no
 * longer a pending move; availability at Chicago a later week stays the same.
 */
const van = '15-passenger-van';

describeEachDialect('checking a one-way rental in at its return location on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let staff: SignedIn;
  let code: string;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });
  const send = async (url: string, payload: unknown) => {
    const res = await api().app.inject({
      method: 'POST',
      url,
      headers: staff.headers,
      payload: payload as object,
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const count = async (locationId: string) =>
    (await api().repositories.units.find(locationId, van))?.count ?? 0;
  const get = async (url: string) => api().app.inject({ method: 'GET', url, headers: staff.headers });
  const freeAtChicago = async () => {
    const res = await api().post('/api/availability', search({ ...inWeek(3), pickupLocationId: 'chicago' }));
    return res.body.vehicles.find((v: { id: string }) => v.id === van).availableUnits as number;
  };

  it('records the unit at Chicago and moves the counts once, availability unchanged', async () => {
    const booked = await api().post(
      '/api/reservations',
      inWeek(0, { vehicleId: van, returnLocationId: 'chicago', drivers: [qualifiedDriver(van)] }),
      { 'idempotency-key': newKey() },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    code = booked.body.reservation.code;
    const [baltimore, chicago] = [await count('baltimore'), await count('chicago')];
    const free = await freeAtChicago();

    clock.set(Date.parse('2026-07-06T08:00:00-04:00'));
    staff = await signIn(api().app);
    await api().app.services.fleetWorker.runOnce();
    const out = await send(`/api/admin/counter/${code}/check-out`, {
      vehicles: [outgoingVehicle(van)],
      licencesChecked: true,
      agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const unitId = out.body.vehicles[0].unit.id as string;

    // The counter names where and when it comes back, in Chicago's time (decision 028).
    const words = 'Return to Chicago West Loop, Wednesday, July 8, 2026 at 5:00 PM CDT';
    expect(out.body.returnLocation).toEqual({
      id: 'chicago',
      name: 'Chicago West Loop',
      timezone: 'America/Chicago',
      words,
    });
    const returns = async (locationId: string) =>
      (await get(`/api/admin/counter/today?locationId=${locationId}&date=2026-07-08`)).json().returns as {
        code: string;
        returnAt: string;
        returnLocation: { words: string } | null;
      }[];
    expect((await returns('chicago')).find((r) => r.code === code)).toMatchObject({
      returnAt: '2026-07-08T17:00:00-05:00',
      returnLocation: { words },
    });
    expect((await returns('baltimore')).map((r) => r.code)).not.toContain(code);
    const pdf = await get(`/api/admin/counter/${code}/agreement.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await extractTextItems(new Uint8Array(pdf.rawPayload))).items.flat().map((i) => i.str);
    expect(text).toEqual(expect.arrayContaining(['Return to', 'Wednesday, July 8, 2026 at 5:00 PM CDT']));
    expect(text.some((t) => t.startsWith('Chicago West Loop, '))).toBe(true);

    clock.set(Date.parse('2026-07-08T17:30:00-05:00'));
    staff = await signIn(api().app);
    const back = await send(`/api/admin/counter/${code}/check-in`, {
      returnedDate: '2026-07-08',
      returnedTime: '17:00',
      vehicles: [
        {
          classId: van,
          seq: 1,
          odometerMiles: 12_700,
          fuelEighths: 8,
          inspection: passedInspection(van, 'in'),
        },
      ],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);

    expect(await count('baltimore')).toBe(baltimore - 1);
    expect(await count('chicago')).toBe(chicago + 1);
    expect((await api().repositories.fleetUnits.find(unitId))?.location_id).toBe('chicago');
    const pending = await api().repositories.inventory.oneWayMovesBefore(
      'chicago',
      van,
      Number.MAX_SAFE_INTEGER,
    );
    expect(pending).toEqual([]);
    expect(await freeAtChicago()).toBe(free);
  });

  it('lists the return on the return location’s day, in its time, not on the pickup location’s', async () => {
    const booked = await api().post(
      '/api/reservations',
      inWeek(2, { vehicleId: van, returnLocationId: 'chicago', drivers: [qualifiedDriver(van)] }),
      { 'idempotency-key': newKey() },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { code: oneWay, returnDate, pickupDate } = booked.body.reservation;
    staff = await signIn(api().app);
    const today = async (locationId: string, date: string) => {
      const res = await api().app.inject({
        method: 'GET',
        url: `/api/admin/counter/today?locationId=${locationId}&date=${date}`,
        headers: staff.headers,
      });
      expect(res.statusCode).toBe(200);
      return JSON.parse(res.body) as {
        pickups: { code: string }[];
        returns: { code: string; returnAt: string }[];
      };
    };
    const chicago = await today('chicago', returnDate);
    expect(chicago.returns.find((r) => r.code === oneWay)?.returnAt).toBe(`${returnDate}T17:00:00-05:00`);
    expect((await today('baltimore', returnDate)).returns.map((r) => r.code)).not.toContain(oneWay);
    expect((await today('baltimore', pickupDate)).pickups.map((p) => p.code)).toContain(oneWay);
  });
});
