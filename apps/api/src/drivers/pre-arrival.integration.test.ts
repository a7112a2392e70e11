import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { safetyBriefing } from '@convoy/domain/content/pre-arrival';
import { sql } from 'kysely';
import { extractTextItems } from 'unpdf';
import { expect, it } from 'vitest';
import { createAdmin, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, homeAddress, inWeek, newKey, preArrivalLicence, testNow } from '../../test/fixtures.ts';
import { multipart, multipartForm, noisyJpeg, signatureDataUrl } from '../../test/images.ts';

const DAY = 86_400_000;
/** The clock the expiry and retention tests move; every test starts from the fixed one. */
let clock = testNow;
const dataDir = mkdtempSync(path.join(tmpdir(), 'convoy-pre-arrival-'));

const named = (name: string, email: string, vehicleId = '15-passenger-van') => ({ vehicleId, name, email });
const licence = preArrivalLicence;

/** Every file under `dir`, read. */
function filesUnder(dir: string): Buffer[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [readFileSync(file)];
  });
}

/**
 * Where `store` holds any `size`-byte window of `image`, at any offset of
 * either (-1: nowhere): the image's windows indexed by their first four bytes,
 * the store read once.
 */
function sharedWindow(image: Buffer, store: Buffer, size: number): number {
  const starts = new Map<number, number[]>();
  for (let at = 0; at + size <= image.length; at++) {
    const key = image.readUInt32LE(at);
    const found = starts.get(key);
    if (found) found.push(at);
    else starts.set(key, [at]);
  }
  for (let at = 0; at + size <= store.length; at++) {
    for (const from of starts.get(store.readUInt32LE(at)) ?? []) {
      if (store.compare(image, from, from + size, at, at + size) === 0) return at;
    }
  }
  return -1;
}

describeEachDialect('drivers’ pre-arrival steps on $name', (dialect) => {
  const api = useApi(dialect, { now: () => clock, env: { DATA_DIR: dataDir } });
  const trip = (week: number) => {
    const { vehicleId: _v, quantity: _q, ...rest } = inWeek(week);
    return rest;
  };
  const book = async (week: number, drivers: unknown[], quantity = 2) => {
    const res = await api().post(
      '/api/reservations',
      { ...trip(week), lines: [{ vehicleId: '15-passenger-van', quantity }], drivers },
      { 'idempotency-key': newKey() },
    );
    expect(res.status).toBe(201);
    return res.body.reservation as {
      code: string;
      drivers: { id: string; name: string }[];
      pickupAt: string;
      returnAt: string;
    };
  };
  const lookup = async (code: string) =>
    (await api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`)).body
      .reservation;
  /** The latest link e-mailed to `email`: its token. */
  const tokenFor = async (email: string) => {
    await api().app.services.outbox.drain();
    const mails = api().mail.sent.filter((m) => m.to === email && /#token=/.test(m.email.text));
    const token = /\/driver#token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.email.text ?? '')?.[1];
    if (!token) throw new Error(`no link sent to ${email}`);
    return token;
  };
  const call = async (
    token: string | undefined,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
  ) => {
    const res = await api().app.inject({
      method,
      url: `/api/driver${url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'user-agent': 'Phone Browser 1.0',
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const photo = async (token: string, side: 'front' | 'back', data: Buffer) => {
    const body = multipart(`${side}.jpg`, 'image/jpeg', data);
    const res = await api().app.inject({
      method: 'POST',
      url: `/api/driver/licence-photos/${side}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const sign = async (token: string) =>
    call(token, 'POST', '/signature', {
      signature: await signatureDataUrl(),
      consent: true,
      termsVersion: '2026-11-driver-1',
    });
  /** Every step but the signature, each accepted. */
  const allButSignature = async (token: string, front?: Buffer) => {
    expect(
      (
        await call(token, 'PUT', '/identity', {
          name: 'Ana Ruiz',
          dateOfBirth: '1988-03-14',
          address: homeAddress,
        })
      ).status,
    ).toBe(200);
    expect((await call(token, 'PUT', '/licence', licence)).status).toBe(200);
    expect((await photo(token, 'front', front ?? (await noisyJpeg(640, 400)))).status).toBe(200);
    expect((await photo(token, 'back', await noisyJpeg(640, 400))).status).toBe(200);
    const ack = await call(token, 'POST', '/safety-acknowledgement', {
      version: safetyBriefing.version,
      acknowledged: true,
    });
    expect(ack.status).toBe(200);
    return ack.body;
  };

  it('names drivers by e-mail alone at booking and sends each their own link', async () => {
    clock = testNow;
    const r = await book(0, [named('Ana Ruiz', 'ana@example.com'), named('Ben Okoro', 'ben@example.com')]);
    expect(r.drivers.map((d) => d.name)).toEqual(['Ana Ruiz', 'Ben Okoro']);
    const looked = await lookup(r.code);
    expect(looked.readyForPickup).toBe(false);
    expect(looked.driversNeeded).toBe(0);
    for (const d of looked.drivers) {
      expect(d).toMatchObject({
        licenceNumberMasked: null,
        licenceClass: null,
        preArrival: {
          status: 'invited',
          licence: false,
          licencePhotos: false,
          safetyAcknowledged: false,
          acknowledgementSigned: false,
        },
      });
    }
    await api().app.services.outbox.drain();
    const ana = api().mail.sent.filter((m) => m.to === 'ana@example.com');
    const ben = api().mail.sent.filter((m) => m.to === 'ben@example.com');
    expect(ana).toHaveLength(1);
    expect(ben).toHaveLength(1);
    expect(ana[0]!.email.text).toMatch(/https:\/\/rent\.test\/driver#token=[A-Za-z0-9_-]{43}/);
    // Each driver's e-mail names that driver alone.
    expect(ana[0]!.email.text).toContain('Ana Ruiz');
    expect(ana[0]!.email.text).not.toContain('Ben Okoro');
    expect(ana[0]!.email.text).not.toBe(ben[0]!.email.text);
    // The token is stored only as its hash; no link in the outbox rows or the logs in clear.
    const token = await tokenFor('ana@example.com');
    const rows = await api()
      .database.db.selectFrom('reservation_drivers')
      .select('link_token_hash')
      .execute();
    expect(rows.map((x) => x.link_token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(await api().repositories.outbox.list())).not.toContain(token);
    expect(JSON.stringify(api().logs)).not.toContain(token);
  });

  it('takes a driver through every step, refusing a licence with reasons, and shows them ready', async () => {
    clock = testNow;
    const r = await book(1, [named('Ana Ruiz', 'ana1@example.com'), named('Ben Okoro', 'ben1@example.com')]);
    const token = await tokenFor('ana1@example.com');

    expect((await call(undefined, 'GET', '/')).status).toBe(401);
    expect((await call('x'.repeat(43), 'GET', '/')).body.error.code).toBe('invalid_link');
    const first = await call(token, 'GET', '/');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      code: r.code,
      driver: { name: 'Ana Ruiz', dateOfBirth: null },
      vehicle: { classId: '15-passenger-van', needsSafetyBriefing: true },
      status: 'invited',
      missing: ['identity', 'licence', 'licencePhotos', 'safetyAcknowledgement', 'signature'],
    });
    expect(first.body.safetyBriefing.version).toBe(safetyBriefing.version);
    expect(JSON.stringify(first.body)).not.toContain('Ben Okoro');

    expect((await call(token, 'PUT', '/licence', licence)).body.error.code).toBe('identity_first');
    const young = await call(token, 'PUT', '/identity', {
      name: 'Ana Ruiz',
      dateOfBirth: '2005-01-01',
      address: homeAddress,
    });
    expect(young.status).toBe(422);
    expect(young.body.error.fields.dateOfBirth).toMatch(/25 or older/);
    const identity = await call(token, 'PUT', '/identity', {
      name: 'Ana Ruiz',
      dateOfBirth: '1988-03-14',
      address: homeAddress,
    });
    expect(identity.body).toMatchObject({ status: 'started', steps: { identity: true, licence: false } });

    const refused = await call(token, 'PUT', '/licence', {
      ...licence,
      licenceExpiry: '2026-01-01',
      yearsLicensed: 1,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('driver_not_qualified');
    expect(refused.body.error.fields).toEqual({
      licenceExpiry: expect.stringMatching(/expires on 2026-01-01, before the return/),
      yearsLicensed: expect.stringMatching(/at least 3 years/),
    });
    const malformed = await call(token, 'PUT', '/licence', { ...licence, licenceNumber: '<b>' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.licenceNumber).toBeDefined();
    const accepted = await call(token, 'PUT', '/licence', licence);
    expect(accepted.body).toMatchObject({
      steps: { licence: true },
      driver: { licenceNumberMasked: '•••• 2333', licenceClass: 'regular' },
    });
    expect(JSON.stringify(accepted.body)).not.toContain('P900-111-222-333');

    const early = await sign(token);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('steps_missing');
    expect(Object.keys(early.body.error.fields)).toEqual(['licencePhotos', 'safetyAcknowledgement']);

    expect((await photo(token, 'front', await noisyJpeg(800, 500))).body.steps.licencePhotos).toBe(false);
    expect((await photo(token, 'back', await noisyJpeg(800, 500))).body.steps.licencePhotos).toBe(true);
    const stale = await call(token, 'POST', '/safety-acknowledgement', {
      version: 'old',
      acknowledged: true,
    });
    expect(stale.status).toBe(409);
    const ack = await call(token, 'POST', '/safety-acknowledgement', {
      version: safetyBriefing.version,
      acknowledged: true,
    });
    expect(ack.body).toMatchObject({ steps: { safetyAcknowledged: true }, missing: ['signature'] });

    const signed = await sign(token);
    expect(signed.status).toBe(201);
    expect(signed.body.documentSha256).toMatch(/^[0-9a-f]{64}$/);

    // The evidence, and the PDF e-mailed to that driver alone.
    const evidence = await api()
      .database.db.selectFrom('remote_signatures')
      .select([
        'signer_name',
        'consent_text',
        'consent_version',
        'document_sha256',
        'ip',
        'user_agent',
        'signed_at',
      ])
      .where('kind', '=', 'driver_acknowledgement')
      .where('document_sha256', '=', signed.body.documentSha256)
      .executeTakeFirstOrThrow();
    expect(evidence).toMatchObject({
      signer_name: 'Ana Ruiz',
      ip: '127.0.0.1',
      user_agent: 'Phone Browser 1.0',
      consent_version: expect.stringContaining(safetyBriefing.version),
    });
    expect(evidence.consent_text).toMatch(/sign electronically/);
    expect(Number(evidence.signed_at)).toBe(testNow);
    await api().app.services.outbox.drain();
    const copies = api().mail.sent.filter((m) =>
      m.email.attachments.some((a) => a.filename.startsWith('Driver acknowledgement')),
    );
    const mine = copies.filter((m) => m.email.subject.includes(r.code));
    expect(mine.map((m) => m.to)).toEqual(['ana1@example.com']);
    const pdf = mine[0]!.email.attachments.find((a) => a.contentType === 'application/pdf')!
      .content as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(signed.body.documentSha256);
    const { items } = await extractTextItems(new Uint8Array(pdf));
    const text = items
      .flat()
      .map((item) => item.str)
      .join(' ');
    expect(text).toContain('Ana Ruiz');
    expect(text).toContain(r.code);
    expect(text).toContain('15-passenger van safety briefing');
    expect(text).not.toContain('Ben Okoro');

    // Finished: the link has done its job.
    const after = await call(token, 'GET', '/');
    expect(after.status).toBe(410);
    expect(after.body.error.code).toBe('pre_arrival_complete');
    const looked = await lookup(r.code);
    expect(looked.drivers.map((d: { preArrival: { status: string } }) => d.preArrival.status)).toEqual([
      'ready',
      'invited',
    ]);
    expect(looked.drivers[0].preArrival).toEqual({
      status: 'ready',
      licence: true,
      licencePhotos: true,
      safetyAcknowledged: true,
      acknowledgementSigned: true,
    });
    expect(looked.readyForPickup).toBe(false);
    // The token and the licence number never reach a log.
    const logs = JSON.stringify(api().logs);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('P900-111-222-333');
  });

  it('sends a link again on the organiser’s request, and answers 410 once the pickup has passed', async () => {
    clock = testNow;
    const r = await book(2, [named('Cy Park', 'cy@example.com')], 1);
    const old = await tokenFor('cy@example.com');
    const driverId = r.drivers[0]!.id;
    const resend = (email: string) =>
      api().post(`/api/reservations/${r.code}/drivers/${driverId}/pre-arrival-link`, { email });
    expect((await resend('someone@else.test')).status).toBe(404);
    expect((await resend(contact.email)).status).toBe(204);
    const fresh = await tokenFor('cy@example.com');
    expect(fresh).not.toBe(old);
    expect((await call(old, 'GET', '/')).status).toBe(401);
    expect((await call(fresh, 'GET', '/')).status).toBe(200);

    // Staff of the bookings area send it again too.
    await createAdmin(api().app, { ...testAdmin, email: 'desk2@rent.test' });
    const staff = await signIn(api().app, { ...testAdmin, email: 'desk2@rent.test' });
    const bystaff = await api().app.inject({
      method: 'POST',
      url: `/api/admin/pre-arrival/links/${r.code}/${driverId}`,
      headers: staff.headers,
    });
    expect(bystaff.statusCode).toBe(204);
    const latest = await tokenFor('cy@example.com');
    expect(latest).not.toBe(fresh);

    clock = Date.parse(r.pickupAt) + 60_000;
    const late = await call(latest, 'GET', '/');
    expect(late.status).toBe(410);
    expect(late.body.error).toMatchObject({
      code: 'link_expired',
      message: expect.stringMatching(/pickup time has passed/),
    });
    expect(
      (
        await call(latest, 'PUT', '/identity', {
          name: 'Cy Park',
          dateOfBirth: '1980-01-01',
          address: homeAddress,
        })
      ).status,
    ).toBe(410);
    expect((await resend(contact.email)).status).toBe(409);
    clock = testNow;
  });

  it('keeps licence photos sealed, shows them to staff with licences access only, and erases them with the licence number', async () => {
    clock = testNow;
    const r = await book(3, [named('Di Moss', 'di@example.com')], 1);
    const token = await tokenFor('di@example.com');
    await allButSignature(token, await noisyJpeg(900, 600));
    const driverId = r.drivers[0]!.id;
    const url = `/api/admin/pre-arrival/photos/${driverId}/front`;

    expect((await api().app.inject({ url })).statusCode).toBe(401);
    await createAdmin(api().app, { email: 'viewer@rent.test', password: testAdmin.password });
    await api().app.services.adminAuth.createAccount('viewer2@rent.test', testAdmin.password, {
      role: 'viewer',
    });
    const viewer = await signIn(api().app, { email: 'viewer2@rent.test', password: testAdmin.password });
    expect((await api().app.inject({ url, headers: viewer.headers })).statusCode).toBe(403);
    const owner = await signIn(api().app, { email: 'viewer@rent.test', password: testAdmin.password });
    const photoViews = async () => {
      const log = await api().app.inject({
        url: `/api/admin/audit?entityType=reservation&entityId=${r.code}`,
        headers: owner.headers,
      });
      return (log.json().items as { action: string }[]).filter((e) => e.action === 'licence photo viewed');
    };
    // Refused views are not views.
    expect(await photoViews()).toEqual([]);
    const served = await api().app.inject({ url, headers: owner.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const image = served.rawPayload;
    expect(image.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // Each view is in the audit log: who, when, the booking, the driver and the side; not the person.
    clock = testNow + 60_000;
    expect(
      (await api().app.inject({ url: url.replace(/front$/, 'back'), headers: owner.headers })).statusCode,
    ).toBe(200);
    clock = testNow;
    const views = await photoViews();
    expect(views).toHaveLength(2);
    expect(views).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: 'viewer@rent.test',
          actorRole: 'owner',
          entityId: r.code,
          at: new Date(testNow).toISOString(),
          after: { code: r.code, driverId, side: 'front' },
        }),
        expect.objectContaining({
          at: new Date(testNow + 60_000).toISOString(),
          after: { code: r.code, driverId, side: 'back' },
        }),
      ]),
    );
    const logged = JSON.stringify(views);
    for (const personal of [
      'Di Moss',
      'Ana Ruiz',
      'di@example.com',
      '1988-03-14',
      'P900-111-222-333',
      '2333',
    ]) {
      expect(logged).not.toContain(personal);
    }

    // No 32-byte window of the served image in the database files or under DATA_DIR.
    const stores = filesUnder(dataDir);
    if (dialect.name === 'sqlite') {
      const target = api().database.target;
      if (target.dialect !== 'sqlite') throw new Error('expected SQLite');
      await sql`pragma wal_checkpoint(PASSIVE)`.execute(api().database.db);
      for (const f of [target.file, `${target.file}-wal`]) {
        try {
          stores.push(readFileSync(f));
        } catch {}
      }
    }
    if (dialect.name === 'sqlite') expect(stores.length).toBeGreaterThan(0);
    // The search finds a window at any offset (so it can fail), and finds none in the stores.
    expect(sharedWindow(image, Buffer.concat([Buffer.alloc(7), image.subarray(101, 133)]), 32)).toBe(7);
    for (const store of stores) expect(sharedWindow(image, store, 32)).toBe(-1);

    // Erased with the licence number, after its retention period.
    clock = Date.parse(r.returnAt) + 90 * DAY + 60_000;
    await api().app.services.retention.runOnce();
    const later = await signIn(api().app, { email: 'viewer@rent.test', password: testAdmin.password });
    expect((await api().app.inject({ url, headers: later.headers })).statusCode).toBe(404);
    const left = await api()
      .database.db.selectFrom('driver_licence_photos')
      .select('side')
      .where('driver_id', '=', driverId)
      .execute();
    expect(left).toEqual([]);
    // Together with the licence number itself.
    const erased = await api()
      .database.db.selectFrom('reservation_drivers')
      .select(['licence_number', 'licence_mask'])
      .where('id', '=', driverId)
      .executeTakeFirstOrThrow();
    expect(erased).toEqual({ licence_number: null, licence_mask: null });
    clock = testNow;
  });

  it('keeps one record when the same step is sent twice at once: a photo side, the signature', async () => {
    clock = testNow;
    const r = await book(4, [named('Ed Vale', 'ed@example.com')], 1);
    const token = await tokenFor('ed@example.com');
    // Two photos of the front at once: one front kept, the last one saved.
    const fronts = await Promise.all([
      photo(token, 'front', await noisyJpeg(500, 300)),
      photo(token, 'front', await noisyJpeg(520, 320)),
    ]);
    expect(fronts.map((f) => f.status)).toEqual([200, 200]);
    const sides = await api()
      .database.db.selectFrom('driver_licence_photos')
      .select('side')
      .where('driver_id', '=', r.drivers[0]!.id)
      .execute();
    expect(sides).toEqual([{ side: 'front' }]);
    await allButSignature(token);
    const [a, b] = await Promise.all([sign(token), sign(token)]);
    // The other is refused: 409 already_signed when it opened the link before the first was stored, 410
    // pre_arrival_complete (the link has done its job) when after.
    const [won, refused] = [a.status, b.status].sort();
    expect(won).toBe(201);
    expect([409, 410]).toContain(refused);
    const rows = await api()
      .database.db.selectFrom('remote_signatures as s')
      .innerJoin('reservations as r', 'r.id', 's.reservation_id')
      .select('s.document_sha256')
      .where('r.code', '=', r.code)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.document_sha256).toBe((a.status === 201 ? a : b).body.documentSha256);
    expect((await lookup(r.code)).drivers[0].preArrival.status).toBe('ready');

    // The evidence goes with the counter's, after its retention period.
    clock = Date.parse(r.returnAt) + 1095 * DAY + 60_000;
    expect((await api().app.services.retention.runOnce()).remoteSignatures).toBeGreaterThanOrEqual(1);
    const kept = await api()
      .database.db.selectFrom('remote_signatures as s')
      .innerJoin('reservations as r', 'r.id', 's.reservation_id')
      .select('s.id')
      .where('r.code', '=', r.code)
      .execute();
    expect(kept).toEqual([]);
    clock = testNow;
  });

  it('lets the renter sign the rental agreement remotely; with every driver ready the booking is ready for pickup', async () => {
    clock = testNow;
    const r = await book(5, [named('Flo Hart', 'flo@example.com')], 1);
    const token = await tokenFor('flo@example.com');
    await allButSignature(token);
    expect((await sign(token)).status).toBe(201);
    expect((await lookup(r.code)).readyForPickup).toBe(false);
    expect((await lookup(r.code)).agreementSignedAt).toBeNull();

    const agreement = async (email: string) =>
      api().app.inject({
        method: 'POST',
        url: `/api/reservations/${r.code}/agreement-signature`,
        headers: { 'user-agent': 'Organiser Laptop' },
        payload: {
          email,
          signature: await signatureDataUrl(),
          consent: true,
          termsVersion: '2026-11-rental-1',
        },
      });
    expect((await agreement('someone@else.test')).statusCode).toBe(404);
    const unticked = await api().app.inject({
      method: 'POST',
      url: `/api/reservations/${r.code}/agreement-signature`,
      payload: {
        email: contact.email,
        signature: await signatureDataUrl(),
        consent: false,
        termsVersion: '2026-11-rental-1',
      },
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.fields.consent).toMatch(/sign electronically/);
    const signed = await agreement(contact.email);
    expect(signed.statusCode).toBe(201);
    const evidence = await api()
      .database.db.selectFrom('remote_signatures')
      .select(['subject', 'kind', 'document_sha256', 'ip', 'user_agent', 'consent_version'])
      .where('document_sha256', '=', signed.json().documentSha256)
      .executeTakeFirstOrThrow();
    expect(evidence).toMatchObject({
      subject: 'renter',
      kind: 'rental_agreement',
      ip: '127.0.0.1',
      user_agent: 'Organiser Laptop',
      consent_version: expect.stringContaining('2026-11-rental-1'),
    });
    await api().app.services.outbox.drain();
    const copy = api().mail.sent.find(
      (m) => m.to === contact.email && m.email.subject.includes(`rental agreement for ${r.code}`),
    );
    const attached = copy?.email.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attached?.filename).toBe(`Rental agreement ${r.code}.pdf`);
    expect(
      createHash('sha256')
        .update(attached!.content as Buffer)
        .digest('hex'),
    ).toBe(signed.json().documentSha256);
    expect((await agreement(contact.email)).statusCode).toBe(409);
    expect((await lookup(r.code)).readyForPickup).toBe(true);
    expect(Date.parse((await lookup(r.code)).agreementSignedAt ?? '')).toBe(
      Date.parse(signed.json().signedAt),
    );
  });

  it('keeps a booking that declined protection not ready until a certificate that covers the trip is verified', async () => {
    clock = testNow;
    const res = await api().post(
      '/api/reservations',
      {
        ...trip(9),
        lines: [{ vehicleId: '15-passenger-van', quantity: 1 }],
        drivers: [named('Cy Vance', 'cy.vance@example.com')],
        protection: [],
      },
      { 'idempotency-key': newKey() },
    );
    expect(res.status).toBe(201);
    const r = res.body.reservation as { code: string; pickupAt: string; returnAt: string };
    const token = await tokenFor('cy.vance@example.com');
    await allButSignature(token);
    expect((await sign(token)).status).toBe(201);
    const signed = await api().app.inject({
      method: 'POST',
      url: `/api/reservations/${r.code}/agreement-signature`,
      payload: {
        email: contact.email,
        signature: await signatureDataUrl(),
        consent: true,
        termsVersion: '2026-11-rental-1',
      },
    });
    expect(signed.statusCode).toBe(201);
    const looked = async () =>
      (await api().get(`/api/reservations/${r.code}?email=${encodeURIComponent(contact.email)}`)).body;
    expect((await looked()).insuranceCertificate).toMatchObject({ status: 'missing', required: true });
    expect((await looked()).reservation.readyForPickup).toBe(false);

    const day = (iso: string, days: number) =>
      new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);
    const cover = {
      insurer: 'Church Mutual',
      policyNumber: 'CM-0042-77',
      validFrom: day(r.pickupAt, -30),
      validTo: day(r.returnAt, 30),
      liabilityLimitCents: '200000000',
      coversHiredVehicles: 'true',
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    const form = multipartForm(cover, { name: 'coi.pdf', type: 'application/pdf', data: pdf });
    const uploaded = await api().app.inject({
      method: 'POST',
      url: `/api/reservations/${r.code}/insurance-certificate?email=${encodeURIComponent(contact.email)}`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await looked()).reservation.readyForPickup).toBe(false);

    await createAdmin(api().app, { ...testAdmin, email: 'insurance-desk@rent.test' });
    const staff = await signIn(api().app, { ...testAdmin, email: 'insurance-desk@rent.test' });
    const { id } = uploaded.json() as { id: string };
    const verified = await api().app.inject({
      method: 'POST',
      url: `/api/admin/insurance/${id}/review`,
      headers: staff.headers,
      payload: { decision: 'verify', ...cover, liabilityLimitCents: 200_000_000, coversHiredVehicles: true },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await looked()).insuranceCertificate).toMatchObject({ status: 'verified', covers: true });
    expect((await looked()).reservation.readyForPickup).toBe(true);
  });

  it('holds a driver on the do-not-rent list for review when they give who they are or their licence', async () => {
    clock = testNow;
    await createAdmin(api().app, { ...testAdmin, email: 'dnr-manager@rent.test' });
    const manager = await signIn(api().app, { ...testAdmin, email: 'dnr-manager@rent.test' });
    const listed = await api().app.inject({
      method: 'POST',
      url: '/api/admin/do-not-rent',
      headers: manager.headers,
      payload: {
        name: 'Gus Listed',
        dateOfBirth: '1979-05-05',
        licenceNumber: 'L555 666 777',
        reason: 'Unpaid damage',
      },
    });
    expect(listed.statusCode, listed.body).toBe(201);
    await book(10, [named('Gus Listed', 'gus@example.com'), named('Hal Other', 'hal@example.com')]);

    const gus = await tokenFor('gus@example.com');
    const identity = await call(gus, 'PUT', '/identity', {
      name: 'gus  LISTED',
      dateOfBirth: '1979-05-05',
      address: homeAddress,
    });
    expect(identity.status).toBe(409);
    expect(identity.body.error.code).toBe('manual_review_required');
    expect(JSON.stringify(identity.body)).not.toContain('Unpaid damage');

    // Someone else on the booking with the listed licence but another name and birthday: the licence finds them.
    const hal = await tokenFor('hal@example.com');
    expect(
      (
        await call(hal, 'PUT', '/identity', {
          name: 'Hal Other',
          dateOfBirth: '1990-02-02',
          address: homeAddress,
        })
      ).status,
    ).toBe(200);
    const licenceStep = await call(hal, 'PUT', '/licence', { ...licence, licenceNumber: 'L555-666-777' });
    expect(licenceStep.status).toBe(409);
    expect(licenceStep.body.error.code).toBe('manual_review_required');
    expect((await call(hal, 'GET', '')).body).toMatchObject({ steps: expect.anything() });
  });

  it('sends a link to a driver named on the manage page or by staff', async () => {
    clock = testNow;
    const r = await book(6, [], 2);
    const byRenter = await api().post(
      `/api/reservations/${r.code}/changes`,
      { email: contact.email, addDrivers: [named('Gil Ng', 'gil@example.com')] },
      { 'idempotency-key': newKey() },
    );
    expect(byRenter.status).toBe(200);
    expect(byRenter.body.reservation.drivers[0]).toMatchObject({
      name: 'Gil Ng',
      preArrival: { status: 'invited' },
    });
    expect(await tokenFor('gil@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await createAdmin(api().app, { ...testAdmin, email: 'desk3@rent.test' });
    const staff = await signIn(api().app, { ...testAdmin, email: 'desk3@rent.test' });
    const byStaff = await api().app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${r.code}/changes`,
      headers: { ...staff.headers, 'idempotency-key': newKey() },
      payload: { addDrivers: [named('Hal Ito', 'hal@example.com')] },
    });
    expect(byStaff.statusCode).toBe(200);
    const token = await tokenFor('hal@example.com');
    expect((await call(token, 'GET', '/')).body.driver.name).toBe('Hal Ito');
  });
});
