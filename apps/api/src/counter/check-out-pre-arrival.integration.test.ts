import { createHash } from 'node:crypto';
import { checkOutAddendum } from '@convoy/domain/content/check-out-addendum';
import { safetyBriefing } from '@convoy/domain/content/pre-arrival';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import {
  contact,
  homeAddress,
  inWeek,
  newKey,
  passedInspection,
  qualifiedDriver,
} from '../../test/fixtures.ts';
import { multipart, noisyJpeg, signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Check-out of a convoy whose drivers did their pre-arrival steps (decision
 * 027), through the real app: one confirmation per ready driver, the others'
 * licences confirmed as before, and, when the renter signed the rental
 * agreement before pickup, the readings acknowledged as an addendum with no
 * signature drawn. Each booking is two 15-passenger vans in its own week
 * (Monday 09:00 pickup at Baltimore), prepared on the test clock's day (1 July)
 * and checked out an hour before its pickup.
 */
const van = '15-passenger-van';
/** The licence each driver enters on their page: the qualified driver's. */
const { vehicleId: _v, name: _n, dateOfBirth: _d, ...licence } = qualifiedDriver(van);
const readings = [
  { classId: van, seq: 1, odometerMiles: 21_400, fuelEighths: 8 },
  {
    classId: van,
    seq: 2,
    odometerMiles: 18_250,
    fuelEighths: 6,
    damage: [{ view: 'front', x: 0.5, y: 0.4, note: 'chip in the windshield' }],
  },
];
const acknowledged = { acknowledged: true, textVersion: checkOutAddendum.version };
type Driver = { id: string; name: string };

describeEachDialect('check-out after pre-arrival on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let staff: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
  });

  const book = async (week: number, drivers: unknown[]) => {
    clock.set(Date.parse('2026-07-01T10:00:00-04:00'));
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(week);
    const res = await api().post(
      '/api/reservations',
      { ...trip, lines: [{ vehicleId: van, quantity: 2 }], drivers },
      { 'idempotency-key': newKey() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.reservation as { code: string; drivers: Driver[] };
  };
  /** The driver does every step through their link, as the driver page does. */
  const checkIn = async (email: string, name: string) => {
    await api().app.services.outbox.drain();
    const mail = api()
      .mail.sent.filter((m) => m.to === email && /#token=/.test(m.email.text))
      .at(-1);
    const token = /\/driver#token=([A-Za-z0-9_-]+)/.exec(mail?.email.text ?? '')?.[1];
    const headers = { authorization: `Bearer ${token}`, 'user-agent': 'Phone Browser 1.0' };
    const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
      api().app.inject({ method, url: `/api/driver${url}`, headers, payload });
    expect(
      (await call('PUT', '/identity', { name, dateOfBirth: '1988-03-14', address: homeAddress })).statusCode,
    ).toBe(200);
    expect((await call('PUT', '/licence', licence)).statusCode).toBe(200);
    for (const side of ['front', 'back']) {
      const body = multipart(`${side}.jpg`, 'image/jpeg', await noisyJpeg(640, 400));
      const res = await api().app.inject({
        method: 'POST',
        url: `/api/driver/licence-photos/${side}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
      expect(res.statusCode).toBe(200);
    }
    const ack = { version: safetyBriefing.version, acknowledged: true };
    expect((await call('POST', '/safety-acknowledgement', ack)).statusCode).toBe(200);
    const signature = {
      signature: await signatureDataUrl(),
      consent: true,
      termsVersion: '2026-11-driver-1',
    };
    expect((await call('POST', '/signature', signature)).statusCode).toBe(201);
  };
  const signRemotely = async (code: string) => {
    const res = await api().app.inject({
      method: 'POST',
      url: `/api/reservations/${code}/agreement-signature`,
      payload: {
        email: contact.email,
        signature: await signatureDataUrl(),
        consent: true,
        termsVersion: '2026-11-rental-1',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { documentSha256: string };
  };
  /** An hour before the week's Monday pickup, units given, staff signed in again. */
  const atTheCounter = async (week: number) => {
    clock.set(Date.parse('2026-07-06T08:00:00-04:00') + week * 7 * 86_400_000);
    await api().app.services.fleetWorker.runOnce();
    staff = await signIn(api().app);
  };
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await api().app.inject({ method, url, headers: staff.headers, payload });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return { status: res.statusCode, body: json ? JSON.parse(res.body) : undefined, raw: res.rawPayload };
  };
  const checkOut = (code: string, body: object) =>
    send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: readings.map((v) => ({ ...v, inspection: passedInspection(van, 'out') })),
      ...body,
    });

  it('checks a ready convoy out with one confirmation per driver and the addendum acknowledged, no signature', async () => {
    const r = await book(1, [
      { vehicleId: van, name: 'Ana Ruiz', email: 'ana.1@example.com' },
      { vehicleId: van, name: 'Ben Okoro', email: 'ben.1@example.com' },
    ]);
    const [ana, ben] = r.drivers as [Driver, Driver];
    await checkIn('ana.1@example.com', 'Ana Ruiz');
    await checkIn('ben.1@example.com', 'Ben Okoro');
    const remote = await signRemotely(r.code);
    await atTheCounter(1);

    // Today shows each driver ready, and the agreement signed already.
    const today = await send('GET', '/api/admin/counter/today?locationId=baltimore&date=2026-07-13');
    const item = today.body.pickups.find((p: { code: string }) => p.code === r.code);
    expect(item.missing).not.toContain('agreement');
    expect(item.missing).not.toContain('driver');
    expect(
      item.drivers.map((d: { name: string; preArrival: { status: string } }) => [
        d.name,
        d.preArrival.status,
      ]),
    ).toEqual([
      ['Ana Ruiz', 'ready'],
      ['Ben Okoro', 'ready'],
    ]);
    // The counter's view: each driver's licence photos for the agent to compare, and the remote signature.
    const view = await send('GET', `/api/admin/counter/${r.code}/handover`);
    expect(view.body.remoteAgreement).toEqual({
      signerName: `${contact.firstName} ${contact.lastName}`,
      signedAt: expect.any(String),
    });
    const photos = view.body.drivers.find((d: Driver) => d.id === ana.id).licencePhotos;
    expect(photos).toEqual({
      front: `/api/admin/pre-arrival/photos/${ana.id}/front`,
      back: `/api/admin/pre-arrival/photos/${ana.id}/back`,
    });
    const front = await send('GET', photos.front);
    expect(front.status).toBe(200);

    // One driver not confirmed: refused on that driver's field, nothing goes out.
    const one = await checkOut(r.code, { licencesSeen: [ana.id], addendum: acknowledged });
    expect(one.status).toBe(400);
    expect(one.body.error.fields).toEqual({
      [`licencesSeen.${ben.id}`]: 'Confirm the license is seen and matches the photo.',
    });
    const both = [ana.id, ben.id];
    // Signed before pickup: the renter acknowledges the readings, and signs nothing more.
    const unacknowledged = await checkOut(r.code, { licencesSeen: both });
    expect(unacknowledged.body.error.fields).toEqual({
      'addendum.acknowledged': 'Have the renter tap to agree the readings.',
    });
    const drawn = await checkOut(r.code, {
      licencesSeen: both,
      agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
    });
    expect(Object.keys(drawn.body.error.fields)).toEqual(['agreement']);
    const stale = await checkOut(r.code, {
      licencesSeen: both,
      addendum: { ...acknowledged, textVersion: 'old' },
    });
    expect(stale.status).toBe(409);
    expect(
      (await send('GET', `/api/admin/counter/${r.code}/handover`)).body.vehicles.every(
        (v: { out: unknown }) => v.out === null,
      ),
    ).toBe(true);

    // Two taps at once on the tablet: the convoy goes out once, the second tap is told so.
    const [done, again] = (
      await Promise.all([
        checkOut(r.code, { licencesSeen: both, addendum: acknowledged }),
        checkOut(r.code, { licencesSeen: both, addendum: acknowledged }),
      ])
    ).sort((a, b) => a.status - b.status);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(done.body.vehicles.map((v: { out: { odometerMiles: number } }) => v.out.odometerMiles)).toEqual([
      21_400, 18_250,
    ]);
    expect(done.body.agreement).toEqual({
      kind: 'addendum',
      signerName: `${contact.firstName} ${contact.lastName}`,
      signedAt: '2026-07-13T08:00:00-04:00',
      witnessedBy: testAdmin.email,
      url: `/api/admin/counter/${r.code}/agreement.pdf`,
      emailedTo: contact.email,
    });
    // The addendum's PDF: the readings, the words acknowledged, who and when, the agreement it adds to.
    const pdf = await send('GET', done.body.agreement.url);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.raw)), { mergePages: true });
    for (const words of [
      `Addendum to rental agreement ${r.code}`,
      '21,400 mi',
      '18,250 mi',
      '3/4',
      'front side: chip in the windshield',
      'I agree these readings are the vehicles',
      `${contact.firstName} ${contact.lastName}`,
      testAdmin.email,
      remote.documentSha256,
      checkOutAddendum.version,
    ]) {
      expect(text).toContain(words);
    }
    // Stored with no drawn signature, its text version and the PDF's hash.
    const stored = await api()
      .database.db.selectFrom('rental_agreements')
      .innerJoin('reservations', 'reservations.id', 'rental_agreements.reservation_id')
      .select(['kind', 'signature', 'text_version', 'document_sha256', 'witnessed_by'])
      .where('reservations.code', '=', r.code)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      kind: 'addendum',
      signature: null,
      text_version: checkOutAddendum.version,
      document_sha256: createHash('sha256').update(pdf.raw).digest('hex'),
      witnessed_by: testAdmin.email,
    });
    // E-mailed to the renter with the addendum attached.
    await api().app.services.outbox.drain();
    const mails = api().mail.sent.filter(
      (m) =>
        m.email.subject === `Your Convoy rental agreement addendum for ${r.code}: the vehicles at pickup`,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(contact.email);
    expect(mail?.email.attachments.map((a) => a.filename)).toEqual([
      `Addendum to rental agreement ${r.code}.pdf`,
    ]);
    expect(Buffer.from(mail?.email.attachments[0]?.content ?? '').equals(pdf.raw)).toBe(true);
  });

  it('checks out a mixed convoy: the ready driver one by one, the other as before, and still needs the signature', async () => {
    const r = await book(2, [
      { vehicleId: van, name: 'Cleo Diaz', email: 'cleo.2@example.com' },
      { ...qualifiedDriver(van), name: 'Dan Ito' },
    ]);
    const [cleo, dan] = r.drivers as [Driver, Driver];
    await checkIn('cleo.2@example.com', 'Cleo Diaz');
    await atTheCounter(2);

    const today = await send('GET', '/api/admin/counter/today?locationId=baltimore&date=2026-07-20');
    const item = today.body.pickups.find((p: { code: string }) => p.code === r.code);
    expect(item.missing).toContain('agreement');
    expect(item.drivers.find((d: Driver) => d.id === dan.id).preArrival).toMatchObject({
      status: 'started',
      licence: true,
      licencePhotos: false,
    });
    const view = await send('GET', `/api/admin/counter/${r.code}/handover`);
    expect(view.body.remoteAgreement).toBeNull();
    expect(view.body.drivers.find((d: Driver) => d.id === dan.id).licencePhotos).toBeNull();

    // Neither confirmation, nor the signature: each said on its field.
    const bare = await checkOut(r.code, { addendum: acknowledged });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields).toEqual({
      [`licencesSeen.${cleo.id}`]: 'Confirm the license is seen and matches the photo.',
      licencesChecked: 'Confirm you have seen each driver’s license.',
      agreement: 'Have the renter sign in the box.',
    });
    // Only a ready driver is confirmed one by one.
    const wrong = await checkOut(r.code, {
      licencesSeen: [cleo.id, dan.id],
      licencesChecked: true,
      agreement: { signerName: 'Cleo Diaz', signature: await signatureDataUrl() },
    });
    expect(wrong.body.error.fields).toEqual({
      licencesSeen: 'Only a driver ready before pickup is confirmed one by one.',
    });

    const done = await checkOut(r.code, {
      licencesSeen: [cleo.id],
      licencesChecked: true,
      agreement: { signerName: 'Cleo Diaz', signature: await signatureDataUrl() },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.agreement).toMatchObject({ kind: 'signed', signerName: 'Cleo Diaz' });
    expect(done.body.vehicles.every((v: { out: unknown }) => v.out !== null)).toBe(true);
  });
});
