import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { asStaff, createAdmin, type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, sentByPerson } from '../../test/fixtures.ts';

/**
 * The back office's global search (decision 042) through the real app: a
 * booking, its renter, a unit, an invoice and an organisation, each found by
 * every way of writing what finds it; the index kept by the database's
 * triggers as rows are written and changed; only the kinds the role may read;
 * limited per session; an index, not a scan, on both dialects.
 */
const school = {
  name: 'Lakeside Middle School',
  kind: 'school',
  billingContact: { name: 'Ana Ortiz', email: 'Business@Lakeside.example', phone: '(404) 555-0147' },
  address: { line1: '400 Lake Rd', city: 'Atlanta', region: 'GA', postalCode: '30305' },
  ...sentByPerson,
};
const renter = { ...contact, firstName: 'José', lastName: 'Núñez', email: 'jose.nunez@example.com' };
const unit = {
  fleetNumber: 'V-1042',
  vin: '1FBAX2CM7KKA12345',
  plate: '7ABC-123',
  plateState: 'MD',
  locationId: 'baltimore',
  classId: '15-passenger-van',
  odometerMiles: 12000,
  fuelCapacityGallons: 25,
};

describeEachDialect('global search on $name', (dialect) => {
  const api = useApi(dialect);
  let owner: SignedIn;
  let agent: SignedIn;
  let code: string;
  let orgCode: string;
  let unitId: string;
  const search = (who: SignedIn, q: string) =>
    asStaff(api().app, who, 'GET', `/api/admin/search?q=${encodeURIComponent(q)}`);
  const found = async (who: SignedIn, q: string, kind: string) => {
    const res = await search(who, q);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.groups.find((g: { kind: string }) => g.kind === kind)?.results ?? []) as {
      id: string;
      title: string;
      detail: string;
      href: string;
    }[];
  };

  beforeAll(async () => {
    await createAdmin(api().app);
    owner = await signIn(api().app);
    await api().app.services.adminAuth.createAccount('agent@rent.test', testAdmin.password, {
      role: 'agent',
    });
    agent = await signIn(api().app, { email: 'agent@rent.test', password: testAdmin.password });
    const opened = await api().post('/api/organisations', school);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    orgCode = opened.body.organisation.code;
    const booked = await api().post('/api/reservations', inWeek(2, { contact: renter }), {
      'idempotency-key': newKey(),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    code = booked.body.reservation.code;
    const added = await asStaff(api().app, owner, 'POST', '/api/admin/units', unit);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    unitId = added.body.id ?? added.body.unit?.id;
    const { db } = api().database;
    const reservation = await db
      .selectFrom('reservations')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('invoices')
      .values({
        id: '00000000-0000-4000-8000-000000000042',
        number: 'INV-2026-00042',
        year: 2026,
        seq: 42,
        reservation_id: reservation.id,
        organisation_id: null,
        kind: 'booking',
        status: 'open',
        issued_at: 0,
        issued_on: '2026-09-01',
        due_on: '2026-10-01',
        net_days: 30,
        po_number: null,
        bill_to: '{}',
        document: '{}',
        total_cents: 100_00,
        paid_at: null,
        voided_at: null,
        void_reason: null,
        supplement_of: null,
      })
      .execute();
  });

  it('finds a booking by its code, in any case, and links to it', async () => {
    for (const q of [code, code.toLowerCase(), ` ${code} `]) {
      const [hit] = await found(owner, q, 'booking');
      expect(hit, q).toMatchObject({ title: code, href: `/admin?view=bookings&booking=${code}` });
      expect(hit?.detail).toContain('José Núñez');
    }
  });

  it('finds the renter by name (accents or none, a prefix), e-mail in any case and phone in any format', async () => {
    for (const q of ['José Núñez', 'jose nunez', 'NUÑ', 'Jose.Nunez@Example.com', 'jose.nunez']) {
      const hits = await found(owner, q, 'customer');
      expect(
        hits.map((h) => h.id),
        q,
      ).toEqual(['jose.nunez@example.com']);
      expect(hits[0]?.href).toBe('/admin?view=bookings&q=jose.nunez%40example.com');
    }
    for (const q of ['(410) 555-0199', '410.555.0199', '+1 410 555 0199', '4105550199', '1-410-555-0199']) {
      expect(
        (await found(owner, q, 'customer')).map((h) => h.id),
        q,
      ).toContain('jose.nunez@example.com');
    }
  });

  it('finds a unit by plate with or without spaces and dashes, fleet number and VIN', async () => {
    for (const q of ['7ABC-123', '7abc123', '7ABC 123', 'v-1042', 'V1042', '1fbax2cm7kka12345']) {
      const [hit] = await found(owner, q, 'vehicle');
      expect(hit, q).toMatchObject({
        id: unitId,
        title: 'V-1042 · 7ABC-123',
        href: `/admin?view=units&locationId=baltimore&classId=15-passenger-van&unit=${unitId}`,
      });
    }
  });

  it('finds by a unit’s plate the booking that has it, first among the bookings', async () => {
    expect((await found(owner, '7ABC 123', 'booking')).map((h) => h.title)).toEqual([]);
    const assigned = await asStaff(
      api().app,
      owner,
      'PUT',
      `/api/admin/assignments/${code}/15-passenger-van/1`,
      {
        unitId,
      },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    for (const who of [owner, agent]) {
      const [hit] = await found(who, '7abc-123', 'booking');
      expect(hit).toMatchObject({ title: code, href: `/admin?view=bookings&booking=${code}` });
    }
  });

  it('finds an invoice by its number and an organisation by name, code, e-mail and phone', async () => {
    for (const q of ['INV-2026-00042', 'inv 2026 00042', 'inv202600042']) {
      expect(
        (await found(owner, q, 'invoice')).map((h) => h.title),
        q,
      ).toEqual(['INV-2026-00042']);
    }
    for (const q of [
      'Lakeside',
      'lakeside middle',
      orgCode.toLowerCase(),
      'business@lakeside.example',
      '404-555-0147',
    ]) {
      const [hit] = await found(owner, q, 'organisation');
      expect(hit, q).toMatchObject({ title: 'Lakeside Middle School' });
      expect(hit?.href).toBe(`/admin?view=organisations&q=${orgCode}`);
    }
  });

  it('follows the rows as they change: a renamed unit is found by its new plate, not its old one', async () => {
    const changed = await asStaff(api().app, owner, 'PATCH', `/api/admin/units/${unitId}`, {
      plate: 'ZZ 9876',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await found(owner, 'zz9876', 'vehicle')).map((h) => h.id)).toEqual([unitId]);
    expect(await found(owner, '7ABC-123', 'vehicle')).toEqual([]);
  });

  it('answers only the kinds the role may read: a counter agent gets no invoices or organisations', async () => {
    const res = await search(agent, 'INV-2026-00042');
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([]);
    const named = await search(agent, 'Lakeside');
    expect(named.body.groups.map((g: { kind: string }) => g.kind)).not.toContain('organisation');
    expect((await search(agent, code)).body.groups.map((g: { kind: string }) => g.kind)).toContain('booking');
  });

  it('answers 400 with the field for a query too short or too long, and "No results" as no groups', async () => {
    for (const q of ['a', ' b ', 'x'.repeat(101)]) {
      const res = await search(owner, q);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.fields).toHaveProperty('q');
    }
    expect((await search(owner, 'zzqqxx')).body).toEqual({ groups: [] });
  });

  it('uses the index, not a scan, with thousands of entries', async () => {
    // Bookings enough that a scan would cost more than the index, as in a company's database.
    const { db } = api().database;
    const filler = Array.from({ length: 20_000 }, (_, i) => ({
      kind: 'booking' as const,
      ref_id: `filler-${i}`,
      title: `CNV-F${i}`,
      detail: 'Filler',
      link: `CNV-F${i}`,
      body: ` cnv f${i} renter${i % 300} example com`,
    }));
    for (let i = 0; i < filler.length; i += 1000) {
      await db
        .insertInto('search_entries')
        .values(filler.slice(i, i + 1000))
        .execute();
      await db
        .insertInto('search_keys')
        .values(
          filler.slice(i, i + 1000).map((f) => ({ key: `CNVF${f.ref_id}`, kind: f.kind, ref_id: f.ref_id })),
        )
        .execute();
    }
    await sql`ANALYZE`.execute(db);
    const plans = await api().app.services.search.plans('booking', ['jose'], [code.replace('-', '')]);
    const [byWords = '', byKeys = ''] = plans;
    if (dialect.name === 'sqlite') {
      expect(byWords).toMatch(/SCAN f VIRTUAL TABLE INDEX/);
      expect(byWords).toMatch(/SEARCH e USING INTEGER PRIMARY KEY/);
      expect(byKeys).toMatch(/SEARCH k USING COVERING INDEX sqlite_autoindex_search_keys_1 \(key=\?/);
    } else {
      expect(byWords).toMatch(/Bitmap Index Scan on search_entries_booking_words/);
      expect(byKeys).toMatch(/Index (Only )?Scan using search_keys_pkey/);
    }
    for (const plan of plans)
      expect(plan).not.toMatch(/SCAN (TABLE )?(reservations|search_entries)\b|Seq Scan/);
    // And the search answers as before.
    expect((await found(owner, 'José', 'booking')).map((h) => h.title)).toEqual([code]);
  });

  it('among thousands of entries, finds a word typed whole before the longer words it starts, and two words together', async () => {
    // The filler of the test before: 20,000 bookings, "renter0"…"renter299" a name each 66–67 times,
    // "example" in every one (past the count that PostgreSQL looks up in a sample).
    const numberOf = (title: string) => Number(title.replace('CNV-F', ''));
    const renter12 = await found(owner, 'renter12', 'booking');
    expect(renter12).toHaveLength(8);
    for (const r of renter12) expect(numberOf(r.title) % 300, r.title).toBe(12);
    // Only the start of a word typed: the words it starts.
    const started = await found(owner, 'rente', 'booking');
    expect(started).toHaveLength(8);
    for (const r of started) expect(r.title).toMatch(/^CNV-F\d+$/);
    // A word in every entry with one in a single entry: that one, however common the other.
    expect((await found(owner, 'example f12345', 'booking')).map((r) => r.title)).toEqual(['CNV-F12345']);
    expect((await found(owner, 'f12345 examp', 'booking')).map((r) => r.title)).toEqual(['CNV-F12345']);
    expect((await found(owner, 'example', 'booking')).length).toBe(8);
  });

  it('limits each session: past the limit, 429 with the error shape; another session still searches', async () => {
    // From an address of RFC 5737, not the test app's allow-listed 127.0.0.1.
    const from = (who: SignedIn) =>
      api().app.inject({
        method: 'GET',
        url: '/api/admin/search?q=Lakeside',
        headers: who.headers,
        remoteAddress: '192.0.2.7',
      });
    const limited = await signIn(api().app);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await from(limited)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await from(limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/wait/),
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await from(agent)).statusCode).toBe(200);
  });
});
