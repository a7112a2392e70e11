import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { type SignedIn, signIn, staffWithBooking, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, passedInspection, qualifiedDriver } from '../../test/fixtures.ts';
import { multipart, sidewaysJpeg, signatureDataUrl, signatureOfSize } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Check-out and check-in at the counter (decision 015), through the real app. The
 * trip of week 0 runs Monday 6 July 09:00 to Wednesday 8 July 17:00 at
 * Baltimore: 3 charged days; a 15-passenger van includes 150 miles a day and
 * charges $0.35 a mile beyond; fuel is charged at FUEL_PRICE_CENTS_PER_GALLON
 * (450 by default) plus the policy's $35 refuelling service. It is booked on
 * the test clock's day (1 July), checked out an hour before its pickup and
 * checked in on its return day, the clock moved to each.
 */
const van = '15-passenger-van';
const driver = qualifiedDriver(van);
const scratch = { view: 'left', x: 0.3, y: 0.55, note: 'scratch above the rear wheel, 10 cm' };

const at = (iso: string) => Date.parse(iso);

describeEachDialect('check-out and check-in on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let staff: SignedIn;
  let code: string;
  let agreement: { signerName: string; signature: string };
  beforeAll(async () => {
    agreement = { signerName: 'Ana Ruiz', signature: await signatureDataUrl() };
    ({ staff, code } = await staffWithBooking(api(), van));
  });
  const send = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await api().app.inject({
      method,
      url,
      headers: staff.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  // The back office's session lasts 30 idle minutes of the moved clock: sign in again there.
  const moveTo = async (iso: string) => {
    clock.set(at(iso));
    staff = await signIn(api().app);
  };
  const out = () => ({
    classId: van,
    seq: 1,
    odometerMiles: 12_000,
    fuelEighths: 8,
    damage: [scratch],
    inspection: passedInspection(van, 'out'),
  });
  const back = (more: Record<string, unknown> = {}) => ({
    returnedDate: '2026-07-08',
    returnedTime: '17:00',
    vehicles: [
      {
        classId: van,
        seq: 1,
        odometerMiles: 12_950,
        fuelEighths: 4,
        inspection: passedInspection(van, 'in'),
        ...more,
      },
    ],
  });

  it('checks out no earlier than 24 hours before the pickup', async () => {
    const checkOut = () =>
      send('POST', `/api/admin/counter/${code}/check-out`, {
        vehicles: [out()],
        licencesChecked: true,
        agreement,
      });
    // Booked on 1 July for Monday 6 July 09:00: five days early, then a minute too early.
    const days = await checkOut();
    expect(days.status).toBe(409);
    expect(days.body.error).toMatchObject({
      code: 'too_early',
      message: `${code} is picked up Monday, July 6, 2026 at 9:00 AM EDT: it can go out from Sunday, July 5, 2026 at 9:00 AM EDT, 24 hours before.`,
    });
    await moveTo('2026-07-05T08:59:00-04:00');
    expect((await checkOut()).body.error.code).toBe('too_early');
    await moveTo('2026-07-05T09:00:00-04:00');
    // Not refused for the time any more: for the unit it still lacks.
    expect((await checkOut()).body.error.code).toBe('not_ready');
    await moveTo('2026-07-06T08:00:00-04:00');
  });

  it('checks out only a vehicle with a unit, after the licenses are seen, once', async () => {
    const early = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [out()],
      licencesChecked: true,
      agreement,
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'not_ready' });
    expect(early.body.error.message).toContain('Assign a vehicle to 15 Passenger Van 1 first.');

    await api().app.services.fleetWorker.runOnce();
    const unseen = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [out()],
      agreement,
    });
    expect(unseen.status).toBe(400);
    expect(unseen.body.error.fields.licencesChecked).toBe('Confirm you have seen each driver’s license.');
    const wrong = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [{ ...out(), seq: 2 }],
      licencesChecked: true,
      agreement,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.vehicles).toContain('each once (1 in all)');

    // The renter signs the agreement with the check-out: without a signature, or with one that is no PNG, nothing goes out.
    const unsigned = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [out()],
      licencesChecked: true,
    });
    expect(unsigned.status).toBe(400);
    expect(Object.keys(unsigned.body.error.fields)).toEqual(['agreement']);
    const scribble = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [out()],
      licencesChecked: true,
      agreement: {
        ...agreement,
        signature: `data:image/png;base64,${Buffer.from('not a png at all, sorry').toString('base64')}`,
      },
    });
    expect(scribble.status).toBe(400);
    expect(scribble.body.error.fields['agreement.signature']).toBe('Have the renter sign in the box.');
    // One larger than the route takes is said beside the box, like any field: not a 413 for the request.
    const huge = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [out()],
      licencesChecked: true,
      // The size of the signing box scribbled all over on a tablet (decision 015).
      agreement: { ...agreement, signature: await signatureOfSize(530_000) },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error.fields).toEqual({
      'agreement.signature': 'The signature is too large: clear it and sign again.',
    });
    const before = await send('GET', '/api/admin/counter/today?locationId=baltimore&date=2026-07-06');
    expect(before.body.pickups.find((p: { code: string }) => p.code === code).missing).toContain('agreement');

    // Signed with a signature larger than the longest measured on a tablet (137,706 characters, decision 015).
    const signature = await signatureOfSize(180_000);
    expect(signature.length).toBeGreaterThan(160_000);
    const done = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [out()],
      licencesChecked: true,
      agreement: { ...agreement, signature },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [vehicle] = done.body.vehicles;
    expect(vehicle.out).toMatchObject({
      odometerMiles: 12_000,
      fuelEighths: 8,
      damage: [scratch],
      recordedBy: testAdmin.email,
      at: '2026-07-06T08:00:00-04:00',
    });
    expect(vehicle.in).toBeNull();
    // The unit's odometer follows the reading.
    const unit = await send('GET', `/api/admin/units/${vehicle.unit.id}`);
    expect(unit.body.odometerMiles).toBe(12_000);

    // The agreement: signed, stored as a PDF of what went out, e-mailed to the renter with the PDF.
    expect(done.body.agreement).toEqual({
      kind: 'signed',
      signerName: 'Ana Ruiz',
      signedAt: '2026-07-06T08:00:00-04:00',
      witnessedBy: testAdmin.email,
      url: `/api/admin/counter/${code}/agreement.pdf`,
      emailedTo: expect.stringContaining('@'),
    });
    const pdf = await api().app.inject({
      method: 'GET',
      url: done.body.agreement.url,
      headers: staff.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    for (const words of [
      `Rental agreement ${code}`,
      '12,000 mi',
      'Full',
      'left side: scratch above the rear',
      'Ana Ruiz',
      testAdmin.email,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain(driver.licenceNumber);
    expect((await api().app.inject({ method: 'GET', url: done.body.agreement.url })).statusCode).toBe(401);
    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find((m) => m.email.subject === `Your Convoy rental agreement for ${code}`);
    expect(mail?.to).toBe(done.body.agreement.emailedTo);
    expect(mail?.email.attachments.map((a) => a.filename)).toEqual([`Rental agreement ${code}.pdf`]);
    expect(Buffer.from(mail?.email.attachments[0]?.content ?? '').equals(pdf.rawPayload)).toBe(true);
    const after = await send('GET', '/api/admin/counter/today?locationId=baltimore&date=2026-07-06');
    expect(after.body.pickups.find((p: { code: string }) => p.code === code).missing).not.toContain(
      'agreement',
    );

    const twice = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [out()],
      licencesChecked: true,
      agreement,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_checked_out');
    const audit = await send('GET', `/api/admin/audit?entityId=${code}`);
    expect(audit.body.items.map((e: { action: string }) => e.action)).toContain('checked out');
  });

  it('keeps photos of each side private to staff, upright and without metadata, removable only until recorded', async () => {
    const upload = (kind: 'out' | 'in', data: Buffer, seq = 1) => {
      const body = multipart('IMG_0412.JPG', 'image/jpeg', data);
      return api().app.inject({
        method: 'POST',
        url: `/api/admin/counter/${code}/photos?classId=${van}&seq=${seq}&kind=${kind}`,
        payload: body.payload,
        headers: { ...staff.headers, ...body.headers },
      });
    };
    // A phone photo taken sideways (EXIF orientation 6), 2400 × 1600 as stored: it comes out 1067 × 1600, upright.
    const added = await upload('out', await sidewaysJpeg(2400, 1600));
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json();
    expect(photo).toMatchObject({
      classId: van,
      seq: 1,
      kind: 'out',
      width: 1067,
      height: 1600,
      takenBy: testAdmin.email,
    });
    const file = await api().app.inject({ method: 'GET', url: photo.url, headers: staff.headers });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      1067,
      1600,
      undefined,
      undefined,
    ]);
    expect((await api().app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(401);
    // Not in the public media library.
    expect((await send('GET', '/api/admin/media')).body.items).toEqual([]);

    expect((await upload('out', await sidewaysJpeg(400, 300), 2)).statusCode).toBe(404);
    const notPhoto = await upload('out', Buffer.from('%PDF-1.7 not a photo'));
    expect(notPhoto.statusCode).toBe(415);
    expect(notPhoto.json().error.message).toContain('Upload a JPEG, PNG, WebP or AVIF photo.');

    const view = await send('GET', `/api/admin/counter/${code}/handover`);
    expect(view.body.vehicles[0].photos.map((p: { id: string }) => p.id)).toContain(photo.id);
    expect(view.body.agreement).not.toBeNull();
    // Recorded with the check-out: evidence, kept.
    const kept = await send('DELETE' as 'GET', `/api/admin/counter/${code}/photos/${photo.id}`);
    expect(kept.status).toBe(409);
    expect(kept.body.error.code).toBe('photo_kept');

    // A return photo taken by mistake goes until the check-in is recorded.
    const mistake = (await upload('in', await sidewaysJpeg(400, 300))).json();
    const removed = await api().app.inject({
      method: 'DELETE',
      url: `/api/admin/counter/${code}/photos/${mistake.id}`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await upload('in', await sidewaysJpeg(400, 300))).statusCode).toBe(201);
  });

  it('takes a return no later than 15 minutes from now and after the check-out, saying which field', async () => {
    await moveTo('2026-07-08T20:00:00-04:00');
    const preview = (when: { returnedDate: string; returnedTime: string }) =>
      send('POST', `/api/admin/counter/${code}/check-in/preview`, { ...back(), ...when });
    const now = 'Wednesday, July 8, 2026 at 8:00 PM EDT';
    const ahead = `The return cannot be later than now (${now}): enter when it came back, or leave both empty for now.`;
    // Six months ahead, tomorrow, 16 minutes ahead: refused, nothing kept.
    for (const [when, field] of [
      [{ returnedDate: '2027-01-08', returnedTime: '17:00' }, 'returnedDate'],
      [{ returnedDate: '2026-07-09', returnedTime: '08:00' }, 'returnedDate'],
      [{ returnedDate: '2026-07-08', returnedTime: '20:16' }, 'returnedTime'],
    ] as const) {
      const refused = await preview(when);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ [field]: ahead });
    }
    const stored = await send('POST', `/api/admin/counter/${code}/check-in`, {
      ...back(),
      returnedDate: '2027-01-08',
    });
    expect(stored.body.error.fields).toEqual({ returnedDate: ahead });
    expect((await send('GET', `/api/admin/counter/${code}/handover`)).body.vehicles[0].in).toBeNull();
    // 15 minutes ahead is taken (a clock a little off, a time rounded up).
    expect((await preview({ returnedDate: '2026-07-08', returnedTime: '20:15' })).status).toBe(200);
    // Before the check-out (Monday 08:00): on the date when it is an earlier day, else on the time.
    const out = 'Monday, July 6, 2026 at 8:00 AM EDT';
    expect((await preview({ returnedDate: '2026-07-05', returnedTime: '12:00' })).body.error.fields).toEqual({
      returnedDate: `The return must be after the check-out (${out}).`,
    });
    expect((await preview({ returnedDate: '2026-07-06', returnedTime: '07:59' })).body.error.fields).toEqual({
      returnedTime: `The return must be after the check-out (${out}).`,
    });
  });

  it('prices the return first without keeping it: 500 excess miles and half a tank, matching a hand calculation', async () => {
    const preview = await send('POST', `/api/admin/counter/${code}/check-in/preview`, back());
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const [vehicle] = preview.body.vehicles;
    const gallons = vehicle.unit.fuelCapacityGallons as number;
    // 950 miles − 3 days × 150 = 500 × 35 ¢; 4 eighths short of full × gallons × 450 ¢, half-up; $35 service.
    const fuelCents = Math.round((4 / 8) * gallons * 450);
    expect(vehicle.charges).toEqual({
      lateMinutes: 0,
      lateFullDays: 0,
      latePartialDayCharge: 'none',
      lateCents: 0,
      milesDriven: 950,
      allowanceMiles: 450,
      excessMiles: 500,
      excessMileageCents: 17_500,
      fuelEighthsShort: 4,
      fuelCents,
      refuelServiceCents: 3_500,
      damageCents: 0,
      totalCents: 17_500 + fuelCents + 3_500,
    });
    expect(preview.body.chargesTotalCents).toBe(17_500 + fuelCents + 3_500);
    expect(vehicle.in).toMatchObject({
      odometerMiles: 12_950,
      fuelEighths: 4,
      at: '2026-07-08T17:00:00-04:00',
    });
    // Nothing kept.
    expect((await send('GET', `/api/admin/counter/${code}/handover`)).body.vehicles[0].in).toBeNull();

    // Two and a half hours late: two thirds of the booked daily rate, by SPEC §9.
    const late = await send('POST', `/api/admin/counter/${code}/check-in/preview`, {
      ...back(),
      returnedTime: '19:30',
    });
    const daily = (await send('GET', `/api/admin/reservations/${code}`)).body.pricingBreakdown
      .dailyRateCents as number;
    expect(late.body.vehicles[0].charges).toMatchObject({
      lateMinutes: 150,
      latePartialDayCharge: 'two-thirds',
      lateCents: Math.round((2 * daily) / 3),
    });
  });

  it('refuses an odometer below check-out, then checks in once with the damage priced, keeping the charges', async () => {
    const lower = await send('POST', `/api/admin/counter/${code}/check-in`, back({ odometerMiles: 11_999 }));
    expect(lower.status).toBe(400);
    expect(lower.body.error.fields['vehicles.0.odometerMiles']).toContain('12,000 miles');

    const dent = { view: 'front', x: 0.5, y: 0.4, note: 'dent in the bumper' };
    const checked = await send(
      'POST',
      `/api/admin/counter/${code}/check-in`,
      back({ damage: [dent], damageCents: 40_000 }),
    );
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const [vehicle] = checked.body.vehicles;
    expect(vehicle.charges).toMatchObject({ excessMiles: 500, damageCents: 40_000 });
    expect(vehicle.in).toMatchObject({ damage: [dent], odometerMiles: 12_950 });
    expect(vehicle.out.damage).toEqual([scratch]);
    expect((await send('GET', `/api/admin/units/${vehicle.unit.id}`)).body.odometerMiles).toBe(12_950);

    // The day's returns show it back; the pickup list showed it out since check-out.
    const today = await send('GET', '/api/admin/counter/today?locationId=baltimore&date=2026-07-08');
    expect(today.body.returns[0]).toMatchObject({
      code,
      checkedOutAt: '2026-07-06T08:00:00-04:00',
      checkedInAt: '2026-07-08T17:00:00-04:00',
    });
    const stored = await send('GET', `/api/admin/counter/${code}/handover`);
    expect(stored.body.vehicles[0].charges).toEqual(vehicle.charges);
    // The final invoice: the booked total and what the return added, line by line; the booking's invoice void.
    const booked = (await send('GET', `/api/admin/reservations/${code}`)).body;
    const added = vehicle.charges.totalCents as number;
    expect(checked.body.finalInvoice).toMatchObject({
      status: 'open',
      totalCents: booked.pricingBreakdown.totalCents + added,
    });
    expect(stored.body.finalInvoice).toEqual(checked.body.finalInvoice);
    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find(
      (m) => m.email.subject === `Thank you: Convoy reservation ${code} is back, with your final invoice`,
    );
    expect(mail?.email.text).toContain('Excess mileage, 15 Passenger Van 1 (500 × $0.35)');
    expect(mail?.email.text).toContain('Damage, 15 Passenger Van 1');
    const number = checked.body.finalInvoice.number as string;
    expect(mail?.email.attachments.map((a) => a.filename)).toEqual([`${number}.pdf`]);
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(mail?.email.attachments[0]?.content as Buffer)),
      { mergePages: true },
    );
    expect(text).toContain('Excess mileage, 15 Passenger Van 1');
    expect(text).toContain('$175.00');
    expect(text).toContain('Refueling service, 15 Passenger Van 1');

    const again = await send('POST', `/api/admin/counter/${code}/check-in`, back());
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_checked_in');
  });

  it('answers 404 for an unknown booking and 409 for one that is not confirmed', async () => {
    expect((await send('GET', '/api/admin/counter/CNV-0000000/handover')).status).toBe(404);
    const other = await api().post('/api/reservations', inWeek(1, { vehicleId: van }), {
      'idempotency-key': newKey(),
    });
    const cancelled = await send('POST', `/api/admin/reservations/${other.body.reservation.code}/cancel`);
    expect(cancelled.status).toBe(200);
    const res = await send('POST', `/api/admin/counter/${other.body.reservation.code}/check-out`, {
      vehicles: [out()],
      licencesChecked: true,
      agreement,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('not_confirmed');
  });
});
