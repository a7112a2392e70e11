import { randomUUID } from 'node:crypto';
import { swapAddendum } from '@convoy/domain/content/check-out-addendum';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { type SignedIn, signIn, staffWithBooking } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, passedInspection, qualifiedDriver, search } from '../../test/fixtures.ts';
import { multipart, noisyJpeg, signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';
import { HandoverRepository } from './handover.repository.ts';

/**
 * A vehicle swapped mid-rental (decision 035), through the real app. The trip
 * of week 0 runs Monday 6 July 09:00 to Wednesday 8 July 17:00 at Baltimore:
 * 3 charged days; a 15-passenger van includes 150 miles a day (450 in all)
 * and charges $0.35 a mile beyond; fuel at $4.50 a gallon plus the $35
 * refuelling service. The van goes out Monday, is swapped Tuesday noon (day
 * two) and comes back Wednesday 17:00.
 */
const van = '15-passenger-van';
const at = (iso: string) => Date.parse(iso);
const swapAt = at('2026-07-07T12:00:00-04:00');

describeEachDialect('a vehicle swapped mid-rental on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let staff: SignedIn;
  let code: string;
  let other: string;
  let firstUnit: { id: string; fleetNumber: string; fuelCapacityGallons: number };
  let driverId: string;
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await api().app.inject({
      method,
      url,
      headers: staff.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body.startsWith('{') ? JSON.parse(res.body) : res.body };
  };
  const moveTo = async (iso: string) => {
    clock.set(at(iso));
    staff = await signIn(api().app);
  };
  const holders = () => new HandoverRepository(api().database.db);
  const photo = async (kind: 'in' | 'out', leg?: number) => {
    const body = multipart('IMG_0412.JPG', 'image/jpeg', await noisyJpeg(800, 600));
    const res = await api().app.inject({
      method: 'POST',
      url: `/api/admin/counter/${code}/photos?classId=${van}&seq=1&kind=${kind}${leg === undefined ? '' : `&leg=${leg}`}`,
      payload: body.payload,
      headers: { ...staff.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    ({ staff, code } = await staffWithBooking(api(), van));
    // Another van booked over the same days: its unit is not free for the swap.
    const booked = await api().post(
      '/api/reservations',
      inWeek(0, { vehicleId: van, drivers: [qualifiedDriver(van)] }),
      {
        'idempotency-key': newKey(),
      },
    );
    other = booked.body.reservation.code;
    await api().app.services.fleetWorker.runOnce();
    await moveTo('2026-07-06T08:00:00-04:00');
    const outgoing = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [
        {
          classId: van,
          seq: 1,
          odometerMiles: 12_000,
          fuelEighths: 8,
          damage: [],
          inspection: passedInspection(van, 'out'),
        },
      ],
      licencesChecked: true,
      agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
    });
    expect(outgoing.status, JSON.stringify(outgoing.body)).toBe(200);
    firstUnit = outgoing.body.vehicles[0].unit;
    // One driver on the van: the check-out names them as the one who took the unit.
    driverId = outgoing.body.drivers[0].id;
    expect(outgoing.body.vehicles[0].out.driverId).toBe(driverId);
  });

  const curbedRim = { view: 'left' as const, x: 0.2, y: 0.8, note: 'front rim curbed' };
  const scratchedDoor = { view: 'right' as const, x: 0.5, y: 0.5, note: 'sliding door scratched, 20 cm' };
  const idOf = async (booking: string) => (await api().repositories.reservations.findByCode(booking))!.id;

  const swapOf = (toUnitId: string, more: Record<string, unknown> = {}) => ({
    classId: van,
    seq: 1,
    fromUnitId: firstUnit.id,
    toUnitId,
    reason: 'Check-engine light on',
    returned: { odometerMiles: 12_300, fuelEighths: 6, inspection: passedInspection(van, 'in') },
    out: { odometerMiles: 8_000, fuelEighths: 8, inspection: passedInspection(van, 'out') },
    addendum: { acknowledged: true, textVersion: swapAddendum.version },
    ...more,
  });

  it('swaps on day two once, to a free unit only, and keeps both units’ calendars right', async () => {
    await moveTo('2026-07-07T12:00:00-04:00');
    const offered = await send('GET', `/api/admin/counter/${code}/swap/units?classId=${van}&seq=1`);
    expect(offered.status).toBe(200);
    const otherUnit = (await send('GET', `/api/admin/assignments/${other}`)).body.vehicles[0].unit;
    const ids = offered.body.units.map((u: { id: string }) => u.id);
    // Neither its own unit nor the one another rental holds then.
    expect(ids).not.toContain(firstUnit.id);
    expect(ids).not.toContain(otherUnit.id);
    const free = offered.body.units.find((u: { upgrade: boolean }) => !u.upgrade);
    expect(free).toBeDefined();

    // A bigger class is offered as an upgrade at no charge, given only when staff say so; a driver of the booking only.
    const bigger = offered.body.units.find((u: { upgrade: boolean }) => u.upgrade);
    const unsaid = await send('POST', `/api/admin/counter/${code}/swap`, {
      ...swapOf(bigger.id),
      driverId: randomUUID(),
    });
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.error.fields).toEqual({
      upgrade: `${bigger.fleetNumber} is a bigger class than booked: tick “Upgrade at no charge” to give it.`,
      driverId: 'Choose one of the drivers named on the booking for this vehicle.',
    });

    const taken = await send('POST', `/api/admin/counter/${code}/swap`, swapOf(otherUnit.id));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'assignment_conflict' });
    expect(taken.body.error.message).toBe(
      `${otherUnit.fleetNumber} is rented for ${other} then, turnaround included. Choose another vehicle, or move that first.`,
    );
    expect(taken.body.error.fields.toUnitId).toBe(taken.body.error.message);

    // Photos taken for the swap belong to its legs: the return's to the first unit's, the replacement's to the next.
    const [backPhoto, outPhoto] = [await photo('in'), await photo('out', 1)];
    expect([backPhoto.leg, outPhoto.leg]).toEqual([0, 1]);
    const view = (await send('GET', `/api/admin/counter/${code}/handover`)).body.vehicles[0];
    const withPhoto = (kind: 'in' | 'out', photoId: string) =>
      passedInspection(van, kind, { [view.checklist[kind][0].id]: { result: 'pass', photoId } });
    // Two tablets swap it at once (each its own inspections): one swap is recorded, the other finds it done.
    const requests = [0, 1].map(() =>
      swapOf(free.id, {
        returned: { odometerMiles: 12_300, fuelEighths: 6, inspection: withPhoto('in', backPhoto.id) },
        out: { odometerMiles: 8_000, fuelEighths: 8, inspection: withPhoto('out', outPhoto.id) },
      }),
    );
    const raced = await Promise.all(requests.map((r) => send('POST', `/api/admin/counter/${code}/swap`, r)));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = raced.findIndex((r) => r.status === 200);
    expect(raced[1 - won]!.body.error).toMatchObject({ code: 'already_swapped' });
    const first = raced[won]!;
    const to = free;
    expect(first.body.vehicles[0].unit.id).toBe(to.id);
    expect(first.body.vehicles[0].out).toMatchObject({ odometerMiles: 8_000, unitId: to.id, driverId });
    expect(first.body.swaps).toEqual([
      expect.objectContaining({
        leg: 1,
        from: expect.objectContaining({ id: firstUnit.id }),
        to: expect.objectContaining({ id: to.id }),
        reason: 'Check-engine light on',
        upgrade: false,
      }),
    ]);
    // The same submit again (a retry) answers as the first; a new one finds the vehicle on another unit.
    const again = await send('POST', `/api/admin/counter/${code}/swap`, requests[won]);
    expect(again.status).toBe(200);
    expect(again.body.swaps).toHaveLength(1);
    const late = await send('POST', `/api/admin/counter/${code}/swap`, swapOf(to.id));
    // Each side of the swap is evidence now; a photo of the final return (the next leg's) may still be removed.
    const kept = await send('DELETE', `/api/admin/counter/${code}/photos/${outPhoto.id}`);
    expect(kept.body.error).toMatchObject({ code: 'photo_kept' });
    const finalPhoto = await photo('in');
    expect(finalPhoto.leg).toBe(1);
    expect((await send('DELETE', `/api/admin/counter/${code}/photos/${finalPhoto.id}`)).status).toBe(204);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'already_swapped' });

    // The addendum the renter acknowledged names both units and the words.
    const res = await api().app.inject({
      method: 'GET',
      url: first.body.swaps[0].addendumUrl,
      headers: staff.headers,
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })
    ).text;
    expect(text).toContain(firstUnit.fleetNumber);
    expect(text).toContain(to.fleetNumber);
    expect(text).toContain('Check-engine light on');

    // The renter's copy by e-mail, the stored addendum attached.
    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find((m) => m.email.subject.endsWith(`${code}: a vehicle swapped`));
    expect(mail?.email.text).toContain(`${firstUnit.fleetNumber} came back and ${to.fleetNumber} went out`);
    expect(mail?.email.attachments.map((a) => a.filename)).toEqual([
      `Addendum to rental agreement ${code}.pdf`,
    ]);
    expect(Buffer.from(mail?.email.attachments[0]?.content as Buffer).equals(res.rawPayload)).toBe(true);

    // The calendar: the first unit until the swap, the new one from it to the return and its turnaround.
    const calendar = await send('GET', '/api/admin/calendar?locationId=baltimore&from=2026-07-05&days=5');
    const bars = calendar.body.bars.filter((b: { code?: string }) => b.code === code);
    expect(
      bars.map((b: { unitId: string; startsAt: string; endsAt: string }) => [b.unitId, b.startsAt, b.endsAt]),
    ).toEqual([
      [firstUnit.id, '2026-07-06T09:00:00-04:00', '2026-07-07T12:00:00-04:00'],
      [to.id, '2026-07-07T12:00:00-04:00', '2026-07-08T17:00:00-04:00'],
    ]);
    // The old unit is free from the swap on: the other rental may take it; the new one is held to the return.
    const toOld = await send('PUT', `/api/admin/assignments/${other}/${van}/1`, { unitId: firstUnit.id });
    expect(toOld.status, JSON.stringify(toOld.body)).toBe(200);
    const toNew = await send('PUT', `/api/admin/assignments/${other}/${van}/1`, { unitId: to.id });
    expect(toNew.status).toBe(409);
    expect(toNew.body.error.message).toContain(`rented for ${code}`);
  });

  it('takes a unit that broke down into maintenance when it is swapped out', async () => {
    await moveTo('2026-07-07T13:00:00-04:00');
    // The other rental now has the first unit (the previous test gave it): it goes out on it, then breaks down.
    const otherOut = await send('POST', `/api/admin/counter/${other}/check-out`, {
      vehicles: [
        {
          classId: van,
          seq: 1,
          odometerMiles: 12_300,
          fuelEighths: 8,
          damage: [],
          inspection: passedInspection(van, 'out'),
        },
      ],
      licencesChecked: true,
      agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
    });
    expect(otherOut.status, JSON.stringify(otherOut.body)).toBe(200);
    expect(otherOut.body.vehicles[0].unit.id).toBe(firstUnit.id);
    const offered = await send('GET', `/api/admin/counter/${other}/swap/units?classId=${van}&seq=1`);
    const to = offered.body.units.find((u: { upgrade: boolean }) => !u.upgrade);
    const broke = await send('POST', `/api/admin/counter/${other}/swap`, {
      ...swapOf(to.id),
      returned: {
        odometerMiles: 12_340,
        fuelEighths: 7,
        damage: [curbedRim],
        inspection: passedInspection(van, 'in'),
      },
      reason: 'Flat tire on the highway',
      brokeDown: true,
    });
    expect(broke.status, JSON.stringify(broke.body)).toBe(200);
    // The rim it came back with opens a claim on that unit, as a return would (decision 036).
    const claims = await api().repositories.claims.forReservation(await idOf(other));
    expect(claims).toEqual([
      expect.objectContaining({ leg: 0, unitId: firstUnit.id, status: 'open', marks: [curbedRim] }),
    ]);
    expect(broke.body.maintenance).toEqual([
      expect.objectContaining({ fleetNumber: firstUnit.fleetNumber, opened: true }),
    ]);
    expect(broke.body.swaps[0]).toMatchObject({ brokeDown: true, reason: 'Flat tire on the highway' });
    const calendar = await send('GET', '/api/admin/calendar?locationId=baltimore&from=2026-07-05&days=5');
    expect(
      calendar.body.bars.filter(
        (b: { kind: string; unitId: string }) => b.kind === 'maintenance' && b.unitId === firstUnit.id,
      ),
    ).toEqual([expect.objectContaining({ startsAt: '2026-07-07T13:00:00-04:00' })]);
  });

  it('gives a bigger class as an upgrade at no charge, held by that class’s count to the return', async () => {
    // A search over the rest of the other rental: the bigger class's units free then, before and after.
    const freeOf = async (classId: string) => {
      const found = await api().post(
        '/api/availability',
        search({
          pickupDate: '2026-07-08',
          pickupTime: '09:00',
          returnDate: '2026-07-09',
          returnTime: '09:00',
        }),
      );
      return found.body.vehicles.find((v: { id: string }) => v.id === classId).availableUnits as number;
    };
    const offered = await send('GET', `/api/admin/counter/${other}/swap/units?classId=${van}&seq=1`);
    const bigger = offered.body.units.find((u: { upgrade: boolean }) => u.upgrade);
    const before = await freeOf(bigger.classId);
    const current = (await send('GET', `/api/admin/counter/${other}/handover`)).body.vehicles[0].unit;
    // A bus needs a commercial license with a passenger endorsement: the van's driver may not take one.
    const bus = offered.body.units.find((u: { classId: string }) => u.classId === '25-passenger-bus');
    const unlicensed = await send('POST', `/api/admin/counter/${other}/swap`, {
      ...swapOf(bus.id),
      fromUnitId: current.id,
      upgrade: true,
    });
    expect(unlicensed.status).toBe(400);
    expect(Object.keys(unlicensed.body.error.fields)).toEqual(['driverId']);
    expect(unlicensed.body.error.fields.driverId).toMatch(/Ana Ruiz/);
    const price = (await send('GET', `/api/admin/reservations/${other}`)).body.pricingBreakdown.totalCents;
    const upgraded = await send('POST', `/api/admin/counter/${other}/swap`, {
      ...swapOf(bigger.id),
      fromUnitId: current.id,
      returned: {
        odometerMiles: current.odometerMiles,
        fuelEighths: 8,
        inspection: passedInspection(van, 'in'),
      },
      reason: 'More room for the choir',
      upgrade: true,
    });
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
    expect(upgraded.body.vehicles[0].unit.id).toBe(bigger.id);
    expect(upgraded.body.swaps.at(-1)).toMatchObject({ upgrade: true, leg: 2 });
    expect(await freeOf(bigger.classId)).toBe(before - 1);
    // The booking's price is as stored.
    expect((await send('GET', `/api/admin/reservations/${other}`)).body.pricingBreakdown.totalCents).toBe(
      price,
    );
  });

  it('says who had each unit at any instant, the swap included', async () => {
    const swap = (await send('GET', `/api/admin/counter/${code}/handover`)).body.swaps[0];
    const repo = holders();
    const before = await repo.holderAt(firstUnit.id, swapAt - 60_000);
    expect(before).toMatchObject({ code, classId: van, seq: 1, leg: 0, driverId });
    // At the instant of the swap the old unit is back and the new one out.
    expect(await repo.holderAt(firstUnit.id, swapAt)).toBeNull();
    expect(await repo.holderAt(swap.to.id, swapAt)).toMatchObject({ code, leg: 1, driverId, since: swapAt });
    expect(await repo.holderAt(swap.to.id, swapAt - 1)).toBeNull();
    // Before the check-out, nobody.
    expect(await repo.holderAt(firstUnit.id, at('2026-07-06T07:00:00-04:00'))).toBeNull();
  });

  it('charges mileage on the sum of the two legs and fuel on each at the return', async () => {
    await moveTo('2026-07-08T17:00:00-04:00');
    const view = (await send('GET', `/api/admin/counter/${code}/handover`)).body;
    const newUnit = view.vehicles[0].unit;
    const back = await send('POST', `/api/admin/counter/${code}/check-in`, {
      vehicles: [
        {
          classId: van,
          seq: 1,
          odometerMiles: 8_400,
          fuelEighths: 4,
          inspection: passedInspection(van, 'in'),
        },
      ],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const fuel = (eighths: number, gallons: number) =>
      Math.floor((eighths * gallons * 450 * 125 + 500) / 1000);
    // 300 miles on the first unit + 400 on the second = 700, 250 beyond the 450 included: $87.50.
    expect(back.body.vehicles[0].charges).toMatchObject({
      milesDriven: 700,
      allowanceMiles: 450,
      excessMiles: 250,
      excessMileageCents: 8_750,
      fuelEighthsShort: 6,
      fuelCents: fuel(2, firstUnit.fuelCapacityGallons) + fuel(4, newUnit.fuelCapacityGallons),
      refuelServiceCents: 7_000,
    });
    const charges = back.body.vehicles[0].charges.totalCents;
    expect(back.body.chargesTotalCents).toBe(charges);
    // The final invoice: the booking as stored plus what the return added.
    const booked = (await send('GET', `/api/admin/reservations/${code}`)).body;
    expect(back.body.finalInvoice).toMatchObject({
      totalCents: booked.pricingBreakdown.totalCents + charges,
    });
    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find((m) => m.email.subject.includes(`${code} is back`));
    expect(mail?.email.text).toContain('Excess mileage, 15 Passenger Van 1 (250 × $0.35)');
    // Back: nobody has either unit any more.
    expect(await holders().holderAt(newUnit.id, at('2026-07-08T18:00:00-04:00'))).toBeNull();
  });

  it('opens a claim per unit: the swap’s for the first, the return’s for the second', async () => {
    const back = await send('POST', `/api/admin/counter/${other}/check-in`, {
      vehicles: [
        {
          classId: van,
          seq: 1,
          odometerMiles: 8_200,
          fuelEighths: 8,
          damage: [scratchedDoor],
          inspection: passedInspection(van, 'in'),
        },
      ],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const claims = await api().repositories.claims.forReservation(await idOf(other));
    expect(claims.map((c) => ({ leg: c.leg, marks: c.marks }))).toEqual([
      { leg: 0, marks: [curbedRim] },
      // Its third unit (the upgrade above swapped it again), whose return found the scratch.
      { leg: 2, marks: [scratchedDoor] },
    ]);
    expect(claims[1]!.unitId).not.toBe(firstUnit.id);
  });
});
