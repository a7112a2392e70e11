import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { type SignedIn, signIn, staffWithBooking, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, passedInspection, qualifiedDriver } from '../../test/fixtures.ts';
import { multipart, sidewaysJpeg, signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Inspection checklists at the counter (decision 034), through the real app: a
 * 15-passenger van booked for week 0 (Monday 6 July 09:00 to Wednesday 8 July
 * 17:00 at Baltimore), checked out an hour before its pickup. Its demo
 * checklist: tires, lights, fluids (check-out only), seat belts, cleanliness
 * and tire pressure, all safety items but cleanliness.
 */
const van = '15-passenger-van';
const _driver = qualifiedDriver(van);
const tires = 'Tires: tread depth and no cuts or bulges';

describeEachDialect('inspections at the counter on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let staff: SignedIn;
  let code: string;
  let agreement: { signerName: string; signature: string };
  /** The key of the inspection the van went out with. */
  let outKey: string;
  beforeAll(async () => {
    agreement = { signerName: 'Ana Ruiz', signature: await signatureDataUrl() };
    ({ staff, code } = await staffWithBooking(api(), van));
    clock.set(Date.parse('2026-07-06T08:00:00-04:00'));
    staff = await signIn(api().app);
    await api().app.services.fleetWorker.runOnce();
  });
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await api().app.inject({
      method,
      url,
      headers: staff.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const reading = { classId: van, seq: 1, odometerMiles: 12_000, fuelEighths: 8 };
  const checkOut = (inspection: unknown) =>
    send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [{ ...reading, inspection }],
      licencesChecked: true,
      agreement,
    });
  const handover = async () => (await send('GET', `/api/admin/counter/${code}/handover`)).body;
  const unit = async (id: string) => (await send('GET', `/api/admin/units/${id}`)).body;

  it('refuses a check-out without a complete checklist, naming the field, and records nothing', async () => {
    const none = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [reading],
      licencesChecked: true,
      agreement,
    });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({
      'vehicles.0.inspection': 'Inspect the vehicle: answer each item of its checklist.',
    });
    const { tires: _, ...rest } = passedInspection(van, 'out').answers;
    const missing = await checkOut({
      key: crypto.randomUUID(),
      answers: { ...rest, wipers: { result: 'pass' } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({
      'vehicles.0.inspection.answers.tires': `Answer “${tires}”: pass, fail or not applicable.`,
      'vehicles.0.inspection.answers.wipers': 'That item is not on this vehicle’s checklist.',
    });
    // A photo must be one of this vehicle's, taken at this check.
    const elsewhere = await checkOut(
      passedInspection(van, 'out', { lights: { result: 'pass', photoId: crypto.randomUUID() } }),
    );
    expect(elsewhere.body.error.fields).toEqual({
      'vehicles.0.inspection.answers.lights.photoId': 'Choose a photo of this vehicle taken at this check.',
    });
    const after = await handover();
    expect(after.vehicles[0].out).toBeNull();
    expect(after.vehicles[0].inspections).toEqual([]);
    // The checklist the screen asks: fluids only as it goes out; tire pressure for this van.
    expect(after.vehicles[0].checklist.out.map((i: { id: string }) => i.id)).toEqual([
      'tires',
      'lights',
      'fluids',
      'seat-belts',
      'cleanliness',
      'tire-pressure',
    ]);
    expect(after.vehicles[0].checklist.in.map((i: { id: string }) => i.id)).not.toContain('fluids');
  });

  it('keeps a van whose tire check failed from going out, and takes it into maintenance, once', async () => {
    const first = (await handover()).vehicles[0].unit;
    const body = multipart('IMG_0413.JPG', 'image/jpeg', await sidewaysJpeg(400, 300));
    const photo = await api().app.inject({
      method: 'POST',
      url: `/api/admin/counter/${code}/photos?classId=${van}&seq=1&kind=out`,
      payload: body.payload,
      headers: { ...staff.headers, ...body.headers },
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const photoId = photo.json().id as string;
    const failed = passedInspection(van, 'out', {
      tires: { result: 'fail', note: 'cut in the front left sidewall', photoId },
    });
    const refused = await checkOut(failed);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('inspection_failed');
    expect(refused.body.error.message).toContain(
      `${code} cannot go out: 15 Passenger Van 1 failed ${tires}.`,
    );
    expect(refused.body.error.message).toContain(
      `${first.fleetNumber} is in maintenance from 2026-07-06 08:00`,
    );
    expect(refused.body.error.fields).toEqual({
      'vehicles.0.inspection.answers.tires': `Failed: ${tires}. This vehicle cannot go out.`,
    });
    const blocked = await unit(first.id);
    expect(blocked.inMaintenance).toMatchObject({
      startDate: '2026-07-06',
      startTime: '08:00',
      endDate: '2026-07-07',
      endTime: '08:00',
      reason: `Failed check-out inspection (${code}): ${tires}`,
    });
    // Sent again (a retry on a weak network): the same answer, and no second block.
    const again = await checkOut(failed);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('inspection_failed');
    expect((await unit(first.id)).maintenance).toHaveLength(1);

    // Nothing went out; the failed inspection is kept; the booking has another van now.
    const view = await handover();
    expect(view.vehicles[0].out).toBeNull();
    expect(view.vehicles[0].inspections).toHaveLength(1);
    expect(view.vehicles[0].inspections[0]).toMatchObject({
      kind: 'out',
      unitId: first.id,
      failedSafety: [tires],
      recordedBy: testAdmin.email,
    });
    expect(view.vehicles[0].inspections[0].items[0]).toMatchObject({
      itemId: 'tires',
      result: 'fail',
      note: 'cut in the front left sidewall',
      photoId,
    });
    const second = view.vehicles[0].unit;
    expect(second.id).not.toBe(first.id);

    // The other van passes (a dirty floor is no safety item): it goes out, its inspection in the agreement.
    const passed = passedInspection(van, 'out', {
      cleanliness: { result: 'fail', note: 'crumbs under the back row' },
      'tire-pressure': { result: 'not_applicable' },
    });
    const done = await checkOut(passed);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    outKey = passed.key;
    expect(done.body.vehicles[0].out.unitId).toBe(second.id);
    const pdf = await api().app.inject({
      method: 'GET',
      url: `/api/admin/counter/${code}/agreement.pdf`,
      headers: staff.headers,
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Inspection at check-out');
    expect(text).toContain(`${tires}: Pass`);
    expect(text).toContain('Cleanliness: inside swept, no rubbish left: FAIL (crumbs under the back row)');
    expect(text).toContain('Tire pressure: each tire at the door-pillar figure: Not applicable');

    // The same inspection sent again answers as the first, changed or not: the stored one stays as it was.
    const changed = {
      ...passed,
      answers: { ...passed.answers, cleanliness: { result: 'pass', note: 'swept after all' } },
    };
    const replay = await checkOut(changed);
    expect(replay.status).toBe(200);
    const kept = replay.body.vehicles[0].inspections.at(-1);
    expect(kept.items.find((i: { itemId: string }) => i.itemId === 'cleanliness')).toMatchObject({
      result: 'fail',
      note: 'crumbs under the back row',
    });
    expect(replay.body.vehicles[0].inspections).toHaveLength(2);
    // And no write can change it: the table refuses an UPDATE.
    await expect(
      api().database.db.updateTable('inspections').set({ items: '[]' }).where('id', '=', kept.id).execute(),
    ).rejects.toThrow(/kept unchanged/);
  });

  it('refuses a return without its checklist, and takes a van whose lights failed into maintenance from the return', async () => {
    clock.set(Date.parse('2026-07-08T18:00:00-04:00'));
    staff = await signIn(api().app);
    const back = (inspection: unknown) => ({
      returnedDate: '2026-07-08',
      returnedTime: '17:00',
      vehicles: [{ classId: van, seq: 1, odometerMiles: 12_400, fuelEighths: 8, inspection }],
    });
    const { lights: _, ...rest } = passedInspection(van, 'in').answers;
    const incomplete = await send(
      'POST',
      `/api/admin/counter/${code}/check-in`,
      back({ key: crypto.randomUUID(), answers: rest }),
    );
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.body.error.fields)).toEqual(['vehicles.0.inspection.answers.lights']);
    // Fluids are not asked at the return.
    expect(incomplete.body.error.fields['vehicles.0.inspection.answers.fluids']).toBeUndefined();

    const failed = passedInspection(van, 'in', { lights: { result: 'fail', note: 'left brake light out' } });
    const done = await send('POST', `/api/admin/counter/${code}/check-in`, back(failed));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const vehicle = done.body.vehicles[0];
    expect(vehicle.in).not.toBeNull();
    const fleetNumber = vehicle.unit.fleetNumber;
    expect(done.body.maintenance).toEqual([
      {
        fleetNumber,
        opened: true,
        message: `${fleetNumber} is in maintenance from 2026-07-08 17:00 for 24 hours: Lights: head, brake, indicators and hazards.`,
      },
    ]);
    expect((await unit(vehicle.in.unitId)).inMaintenance).toMatchObject({
      startDate: '2026-07-08',
      startTime: '17:00',
      reason: `Failed return inspection (${code}): Lights: head, brake, indicators and hazards`,
    });
    const returned = vehicle.inspections.find((i: { kind: string }) => i.kind === 'in');
    expect(returned.failedSafety).toEqual(['Lights: head, brake, indicators and hazards']);
    expect(returned.items.map((i: { itemId: string }) => i.itemId)).not.toContain('fluids');
  });

  it('lets staff replace a class’s checklist, which the next inspection asks', async () => {
    const demo = await send('GET', `/api/admin/inspection-checklists/${van}`);
    expect(demo.body).toMatchObject({ classId: van, className: '15 Passenger Van', saved: false });
    expect(demo.body.items.find((i: { id: string }) => i.id === 'tire-pressure')).toMatchObject({
      safety: true,
      appliesAt: 'both',
    });
    const twice = await send('PUT', `/api/admin/inspection-checklists/${van}`, {
      items: [
        { id: 'tires', label: 'Tires', safety: true, appliesAt: 'both' },
        { id: 'tires', label: 'Tires again', safety: false, appliesAt: 'return' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toEqual({ 'items.1.id': 'Give each item its own id.' });
    const items = [
      { id: 'tires', label: 'Tires', safety: true, appliesAt: 'both' },
      {
        id: 'wheelchair-lift',
        label: 'Wheelchair lift: raises and stows',
        safety: true,
        appliesAt: 'check_out',
      },
    ];
    const saved = await send('PUT', `/api/admin/inspection-checklists/${van}`, { items });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ saved: true, items });
    expect((await handover()).vehicles[0].checklist.out.map((i: { id: string }) => i.id)).toEqual([
      'tires',
      'wheelchair-lift',
    ]);
    // What was inspected before keeps its items as they were.
    expect(
      (await handover()).vehicles[0].inspections[0].items.map((i: { itemId: string }) => i.itemId),
    ).toContain('tire-pressure');
    expect((await send('GET', '/api/admin/inspection-checklists/no-such-class')).status).toBe(404);
  });

  it('refuses an inspection key another booking used, and records nothing for this one', async () => {
    const minivan = 'minivan';
    const other = await api().post(
      '/api/reservations',
      inWeek(1, { vehicleId: minivan, drivers: [qualifiedDriver(minivan)] }),
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const otherCode = other.body.reservation.code as string;
    // An hour before its pickup (Monday 13 July 09:00).
    clock.set(Date.parse('2026-07-13T08:00:00-04:00'));
    staff = await signIn(api().app);
    await api().app.services.fleetWorker.runOnce();
    const refused = await send('POST', `/api/admin/counter/${otherCode}/check-out`, {
      vehicles: [
        {
          classId: minivan,
          seq: 1,
          odometerMiles: 8_000,
          fuelEighths: 8,
          inspection: { ...passedInspection(minivan, 'out'), key: outKey },
        },
      ],
      licencesChecked: true,
      agreement,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('inspection_key_used');
    const view = (await send('GET', `/api/admin/counter/${otherCode}/handover`)).body;
    expect(view.vehicles[0].out).toBeNull();
    expect(view.vehicles[0].inspections).toEqual([]);
  });
});
