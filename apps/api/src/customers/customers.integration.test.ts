import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { asStaff, createAdmin, type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import {
  contact,
  inWeek,
  newKey,
  qualifiedDriver,
  quoteRequest,
  sentByPerson,
  withKey,
} from '../../test/fixtures.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Customer records and a person's data (decision 043) through the real app: a person's page across two
 * spellings of their e-mail, merging another e-mail in, notes pinned onto their next booking, the export of
 * everything held, and erasure (refused while a booking is ahead), each viewed, exported and erased entry in the
 * audit log without their name or e-mail.
 */
const van = '15-passenger-van';

describeEachDialect('customer records on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let owner: SignedIn;
  let agent: SignedIn;
  let viewer: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
    owner = await signIn(api().app);
    for (const role of ['agent', 'viewer'] as const) {
      await api().app.services.adminAuth.createAccount(`${role}@rent.test`, testAdmin.password, { role });
    }
    agent = await signIn(api().app, { email: 'agent@rent.test', password: testAdmin.password });
    viewer = await signIn(api().app, { email: 'viewer@rent.test', password: testAdmin.password });
  });

  const book = async (week: number, email: string, more: Record<string, unknown> = {}) => {
    const booked = await api().post(
      '/api/reservations',
      inWeek(week, { contact: { ...contact, email }, ...more }),
      {
        'idempotency-key': newKey(),
      },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return booked.body.reservation.code as string;
  };
  /** A spelling the forms never store (they lower-case): written as an import or an old row would have it. */
  const respell = (code: string, email: string) =>
    sql`update reservations set email = ${email} where code = ${code}`.execute(api().database.db);
  const keyOf = async (code: string, who = owner) => {
    const res = await asStaff(api().app, who, 'GET', `/api/admin/customers/bookings/${code}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { key: string; pinned: { text: string }[] };
  };
  const auditOf = async () =>
    (await asStaff(api().app, owner, 'GET', '/api/admin/audit?entityType=customer&pageSize=100')).body
      .items as {
      action: string;
      summary: string;
      after: unknown;
      before: unknown;
    }[];

  it('gathers a person’s bookings under two spellings of their e-mail, with drivers and quotes, and audits the view', async () => {
    const first = await book(1, 'grace@example.com', {
      drivers: [qualifiedDriver(van, { name: 'Ruth Ade' })],
    });
    const second = await book(2, 'grace@example.com');
    await respell(second, '  Grace@Example.COM ');
    expect((await api().post('/api/quotes', quoteRequest({ email: 'grace@example.com' }))).status).toBe(201);
    const { key } = await keyOf(second);
    expect(key).toBe((await keyOf(first)).key);
    expect(key).not.toContain('grace');

    const page = await asStaff(api().app, agent, 'GET', `/api/admin/customers/${key}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.name).toBe('Ada Okafor');
    expect(page.body.emails).toEqual(['grace@example.com']);
    expect(page.body.bookings.map((b: { code: string }) => b.code).sort()).toEqual([first, second].sort());
    expect(page.body.drivers).toEqual([{ name: 'Ruth Ade', reservationCode: first }]);
    expect(page.body.quotes).toHaveLength(1);

    const viewed = (await auditOf()).find((e) => e.action === 'customer record viewed');
    expect(viewed).toBeDefined();
    // Case-sensitive: ids are lower-case hex, in which "ada" may stand by chance.
    expect(JSON.stringify(viewed)).not.toMatch(/grace|Okafor|Ada/);
    expect(JSON.stringify(viewed)).not.toContain(key);

    const bogus = await asStaff(api().app, owner, 'GET', `/api/admin/customers/${key.slice(0, -2)}AA`);
    expect(bogus.status).toBe(404);
  });

  it('merges another e-mail into a person and separates it again', async () => {
    const main = await book(3, 'hana@example.com');
    const other = await book(4, 'hana.work@example.com');
    const { key } = await keyOf(main);
    const merged = await asStaff(api().app, agent, 'POST', `/api/admin/customers/${key}/merges`, {
      email: 'Hana.Work@example.com',
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(204);
    const page = (await asStaff(api().app, owner, 'GET', `/api/admin/customers/${key}`)).body;
    expect(page.emails).toEqual(['hana@example.com', 'hana.work@example.com']);
    expect(page.bookings.map((b: { code: string }) => b.code).sort()).toEqual([main, other].sort());
    // The other e-mail's own page says where it went; its booking's customer is the merged person.
    const otherKey = page.merged[0].key as string;
    expect((await asStaff(api().app, owner, 'GET', `/api/admin/customers/${otherKey}`)).body.mergedInto).toBe(
      key,
    );
    expect((await keyOf(other)).key).toBe(key);

    const again = await asStaff(api().app, owner, 'POST', `/api/admin/customers/${key}/merges`, {
      email: 'hana.work@example.com',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('customer_already_merged');

    const undone = await asStaff(
      api().app,
      owner,
      'DELETE',
      `/api/admin/customers/${key}/merges/${otherKey}`,
    );
    expect(undone.status).toBe(204);
    expect(
      (await asStaff(api().app, owner, 'GET', `/api/admin/customers/${key}`)).body.bookings,
    ).toHaveLength(1);
    expect((await keyOf(other)).key).toBe(otherKey);
  });

  it('joins an e-mail to one person only when two staff merge it into two people at once', async () => {
    const [a, b] = [await book(10, 'mo@example.com'), await book(11, 'nell@example.com')];
    await book(12, 'shared@example.com');
    const [keyA, keyB] = [(await keyOf(a)).key, (await keyOf(b)).key];
    const answers = await Promise.all(
      [keyA, keyB].map((key) =>
        asStaff(api().app, owner, 'POST', `/api/admin/customers/${key}/merges`, {
          email: 'shared@example.com',
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([204, 409]);
    const pages = await Promise.all(
      [keyA, keyB].map(
        async (key) => (await asStaff(api().app, owner, 'GET', `/api/admin/customers/${key}`)).body,
      ),
    );
    expect(pages.filter((p) => p.emails.includes('shared@example.com'))).toHaveLength(1);
  });

  it('never joins two people into each other, or into a chain, when staff merge them both ways at once', async () => {
    const [x, y, z] = [
      await book(13, 'olu@example.com'),
      await book(14, 'olu.home@example.com'),
      await book(15, 'olu.work@example.com'),
    ];
    const [keyX, keyY, keyZ] = [(await keyOf(x)).key, (await keyOf(y)).key, (await keyOf(z)).key];
    const merge = (key: string, email: string) =>
      asStaff(api().app, owner, 'POST', `/api/admin/customers/${key}/merges`, { email });
    // X takes Y's e-mail while Y takes X's, and Z takes X's: one stands, the others are refused.
    const answers = await Promise.all([
      merge(keyX, 'olu.home@example.com'),
      merge(keyY, 'olu@example.com'),
      merge(keyZ, 'olu@example.com'),
    ]);
    expect(answers.filter((r) => r.status === 204)).toHaveLength(1);
    expect(answers.map((r) => r.status).sort()).toEqual([204, 409, 409]);
    const pages = await Promise.all(
      [keyX, keyY, keyZ].map(
        async (key) => (await asStaff(api().app, owner, 'GET', `/api/admin/customers/${key}`)).body,
      ),
    );
    // One person holds the joined e-mails; the one merged away points at them, and they at no one.
    const into = pages.filter((p) => p.merged.length > 0);
    expect(into).toHaveLength(1);
    expect(into[0].mergedInto).toBeNull();
    expect(pages.filter((p) => p.mergedInto !== null).map((p) => p.mergedInto)).toEqual([into[0].key]);
  });

  it('shows a pinned note on the person’s next booking, and not once unpinned', async () => {
    const past = await book(5, 'ines@example.com');
    const { key } = await keyOf(past);
    const note = await asStaff(api().app, agent, 'POST', `/api/admin/customers/${key}/notes`, {
      text: 'Prefers the 8 am pickup; call the school office, not the mobile.',
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.pinned).toBe(false);
    const next = await book(6, 'ines@example.com');
    expect((await keyOf(next)).pinned).toEqual([]);

    const pinned = await asStaff(api().app, agent, 'PATCH', `/api/admin/customers/notes/${note.body.id}`, {
      pinned: true,
    });
    expect(pinned.status).toBe(200);
    expect((await keyOf(next)).pinned.map((n) => n.text)).toEqual([
      'Prefers the 8 am pickup; call the school office, not the mobile.',
    ]);
    // The trail records the pin without the note's words.
    const entry = (await auditOf()).find((e) => e.action === 'customer note pinned');
    expect(JSON.stringify(entry)).not.toContain('school office');

    const tooLong = await asStaff(api().app, agent, 'POST', `/api/admin/customers/${key}/notes`, {
      text: 'x'.repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.text).toBe('A note is at most 2,000 characters.');
    const asViewer = await asStaff(api().app, viewer, 'POST', `/api/admin/customers/${key}/notes`, {
      text: 'Hi',
    });
    expect(asViewer.status).toBe(403);

    await asStaff(api().app, agent, 'PATCH', `/api/admin/customers/notes/${note.body.id}`, { pinned: false });
    expect((await keyOf(next)).pinned).toEqual([]);
  });

  it('shows a note pinned on an organisation on its bookings, and the organisation’s trail', async () => {
    const opened = await api().post('/api/organisations', {
      name: 'Lakeside Middle School',
      kind: 'school',
      billingContact: { name: 'Ana Ortiz', email: 'business@lakeside.example', phone: '+1 404 555 0147' },
      address: { line1: '400 Lake Rd', city: 'Atlanta', region: 'GA', postalCode: '30305' },
      ...sentByPerson,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { code: orgCode } = opened.body.organisation;
    const code = await book(9, 'lena@example.com', {
      organisation: { code: orgCode, key: opened.body.accessKey },
    });
    const added = await asStaff(
      api().app,
      agent,
      'POST',
      `/api/admin/customers/organisations/${orgCode}/notes`,
      {
        text: 'Invoices to the bursar.',
        pinned: true,
      },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await keyOf(code)).pinned.map((n) => n.text)).toEqual(['Invoices to the bursar.']);
    const record = await asStaff(api().app, viewer, 'GET', `/api/admin/customers/organisations/${orgCode}`);
    expect(record.status).toBe(200);
    expect(record.body.notes.map((n: { text: string }) => n.text)).toEqual(['Invoices to the bursar.']);
    expect(record.body.audit.map((a: { action: string }) => a.action)).toContain(
      'organisation note added, pinned',
    );
  });

  it('exports everything held on a person, to managers and owners only, and audits it without the data', async () => {
    const code = await book(7, 'jo@example.com', { drivers: [qualifiedDriver(van, { name: 'Jo Driver' })] });
    expect((await api().post('/api/quotes', quoteRequest({ email: 'jo@example.com' }))).status).toBe(201);
    const { key } = await keyOf(code);
    await asStaff(api().app, owner, 'POST', `/api/admin/customers/${key}/notes`, {
      text: 'Regular.',
      pinned: true,
    });

    for (const who of [agent, viewer]) {
      expect((await asStaff(api().app, who, 'GET', `/api/admin/customers/${key}/export`)).status).toBe(403);
    }
    const res = await api().app.inject({
      method: 'GET',
      url: `/api/admin/customers/${key}/export`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="customer-data.json"');
    const data = JSON.parse(res.body);
    expect(data.bookings.map((b: { code: string }) => b.code)).toEqual([code]);
    expect(data.bookings[0].phone).toBe(contact.phone);
    expect(data.drivers.map((d: { name: string }) => d.name)).toEqual(['Jo Driver']);
    expect(data.quotes).toHaveLength(1);
    expect(data.notes.map((n: { text: string }) => n.text)).toEqual(['Regular.']);
    for (const kind of ['leads', 'invoices', 'payments', 'certificates', 'audit'])
      expect(data[kind]).toBeInstanceOf(Array);
    expect(data.audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/S123-456-789-012/);

    const exported = (await auditOf()).find((e) => e.action === 'customer data exported');
    expect(exported).toBeDefined();
    expect(JSON.stringify(exported)).not.toMatch(/jo@example|Okafor|Jo Driver/);
  });

  it('refuses to erase a person with a booking ahead, then erases them from every row once it is over', async () => {
    const code = await book(8, 'kay@example.com', {
      drivers: [qualifiedDriver(van, { name: 'Kay Driver' })],
    });
    expect((await api().post('/api/quotes', quoteRequest({ email: 'kay@example.com' }))).status).toBe(201);
    const { key } = await keyOf(code);
    await asStaff(api().app, owner, 'POST', `/api/admin/customers/${key}/notes`, { text: 'Kay note' });

    const unconfirmed = await asStaff(api().app, owner, 'POST', `/api/admin/customers/${key}/erase`, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error.fields.confirm).toBe('Type ERASE to confirm.');
    expect(
      (await asStaff(api().app, agent, 'POST', `/api/admin/customers/${key}/erase`, { confirm: 'ERASE' }))
        .status,
    ).toBe(403);
    const refused = await asStaff(api().app, owner, 'POST', `/api/admin/customers/${key}/erase`, {
      confirm: 'ERASE',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('customer_active');
    expect(refused.body.error.reservations).toEqual([code]);

    // After the return (the test clock moved a year on), the person can be erased.
    clock.advance(365 * 86_400_000);
    owner = await signIn(api().app);
    const owed = await asStaff(api().app, owner, 'POST', `/api/admin/customers/${key}/erase`, {
      confirm: 'ERASE',
    });
    expect(owed.status).toBe(409);
    expect(owed.body.error.code).toBe('customer_owes');
    // The invoice paid by bank transfer, money is no longer open.
    const { invoices } = (await asStaff(api().app, owner, 'GET', `/api/admin/customers/${key}`)).body;
    expect(invoices).toHaveLength(1);
    const paid = await api().app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoices[0].number}/bank-transfers`,
      headers: withKey(owner.headers),
      payload: { amountCents: invoices[0].totalCents, receivedOn: '2027-01-04', reference: 'WIRE-1' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const erased = await asStaff(api().app, owner, 'POST', `/api/admin/customers/${key}/erase`, {
      confirm: 'ERASE',
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toMatchObject({ bookings: 1, drivers: 1, quotes: 1, notes: 1 });

    const db = api().database.db;
    const rows = async (query: ReturnType<typeof sql>) =>
      (await query.execute(db)).rows as Record<string, unknown>[];
    const booking = (
      await rows(sql`select first_name, last_name, email, phone from reservations where code = ${code}`)
    )[0];
    expect(booking).toEqual({
      first_name: '[erased]',
      last_name: '[erased]',
      email: '[erased]',
      phone: '[erased]',
    });
    const driver = (
      await rows(
        sql`select name, licence_number, date_of_birth, erased_at from reservation_drivers d join reservations r on r.id = d.reservation_id where r.code = ${code}`,
      )
    )[0]!;
    expect(driver).toMatchObject({ name: '[erased]', licence_number: null, date_of_birth: null });
    expect(driver.erased_at).not.toBeNull();
    const everywhere = JSON.stringify([
      await rows(sql`select * from reservations`),
      await rows(sql`select * from reservation_drivers`),
      await rows(sql`select * from quote_requests`),
      await rows(sql`select * from customer_notes`),
      await rows(sql`select to_address from outbox_messages`),
    ]);
    expect(everywhere).not.toMatch(/kay@example|Kay Driver|Kay note/i);
    // The invoice keeps its number, lines and totals and the name billed; the e-mail it was sent to goes.
    const invoice = (
      await rows(sql`select number, total_cents, bill_to from invoices where number = ${invoices[0].number}`)
    )[0]!;
    expect(Number(invoice.total_cents)).toBe(invoices[0].totalCents);
    expect(JSON.parse(String(invoice.bill_to))).toEqual({ name: 'Ada Okafor', lines: [] });
    // The erasure is in the trail, with counts and no person.
    const entry = (await auditOf()).find((e) => e.action === 'customer data erased');
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toMatch(/kay/i);
  });
});
