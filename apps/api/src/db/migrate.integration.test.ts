import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { seedDemoData } from '../seed/seed.ts';
import { migrateDownToEmpty, migrateTo, migrateToLatest, migrations } from './migrate.ts';

const appTables = [
  'accounting_accounts',
  'accounting_connections',
  'accounting_entries',
  'accounting_tax_codes',
  'admin_invitations',
  'admin_login_throttle',
  'admin_sessions',
  'admin_users',
  'audit_log',
  'blackouts',
  'booking_drafts',
  'calendar_feeds',
  'catalog_version',
  'citation_items',
  'citation_sources',
  'claim_limits',
  'claims',
  'class_charges',
  'customer_merges',
  'customer_notes',
  'delivery_drivers',
  'do_not_rent_entries',
  'do_not_rent_overrides',
  'driver_licence_photos',
  'driver_rules',
  'extra_stock',
  'extras',
  'fleet_units',
  'handover_photos',
  'handovers',
  'idempotency_keys',
  'incidental_fees',
  'inspection_checklists',
  'inspections',
  'insurance_certificates',
  'insurance_settings',
  'invoice_sequences',
  'invoices',
  'leads',
  'location_charges',
  'locations',
  'maintenance_blocks',
  'maintenance_programs',
  'media_assets',
  'media_attachments',
  'organisations',
  'outbox_messages',
  'page_views',
  'payment_events',
  'payment_operations',
  'payment_settings',
  'payments',
  'pricing_settings',
  'promo_codes',
  'protection_products',
  'quote_requests',
  'recovery_unsubscribes',
  'relocations',
  'remote_signatures',
  'rental_agreements',
  'reservation_drivers',
  'reservation_extras',
  'reservation_fees',
  'reservation_lines',
  'reservation_payers',
  'reservation_reminders',
  'reservations',
  'revenue_days',
  'revenue_stale',
  'reviews',
  'search_entries',
  'search_keys',
  'seasons',
  'sms_messages',
  'sms_opt_ins',
  'tax_certificates',
  'unit_assignments',
  'units',
  'utilisation_days',
  'utilisation_stale',
  'vehicle_classes',
  'vehicle_swaps',
  'vehicles_for_sale',
  'web_vitals',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
];

/** SQLite only: the global search's FTS5 table and its shadow tables (migration 0058, decision 042). */
const searchFts = [
  'search_fts',
  'search_fts_config',
  'search_fts_data',
  'search_fts_docsize',
  'search_fts_idx',
];

describeEachDialect('migrations on $name', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await dialect.create();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function tableNames() {
    const tables = await t.db.introspection.getTables();
    return tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
  }

  it('bring an empty database to the latest schema, once', async () => {
    expect(await tableNames()).toEqual([]);
    expect(await migrateToLatest(t.db)).toEqual(Object.keys(migrations));
    expect((await tableNames()).sort()).toEqual(
      dialect.name === 'sqlite' ? [...appTables, ...searchFts].sort() : appTables,
    );
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('enforce foreign keys and the non-negative unit count', async () => {
    await expect(
      t.db.insertInto('units').values({ location_id: 'nowhere', class_id: 'nothing', count: 1 }).execute(),
    ).rejects.toThrow(/foreign key/i);
    await t.db
      .insertInto('locations')
      .values({
        id: 'x',
        name: 'X',
        street: 's',
        city: 'c',
        region: 'r',
        postal_code: 'p',
        country: 'US',
        timezone: 'UTC',
        phone: '1',
        opening_hours: '{}',
      })
      .execute();
    await t.db
      .insertInto('vehicle_classes')
      .values({
        id: 'v',
        name: 'V',
        category: 'van',
        passengers: 9,
        luggage: 1,
        requires_cdl: 0,
        min_age: 21,
        daily_rate_cents: 1,
        weekly_rate_cents: 1,
        monthly_rate_cents: 1,
      })
      .execute();
    await expect(
      t.db.insertInto('units').values({ location_id: 'x', class_id: 'v', count: -1 }).execute(),
    ).rejects.toThrow(/check/i);
    await t.db.deleteFrom('vehicle_classes').execute();
    await t.db.deleteFrom('locations').execute();
  });

  it('go down to nothing and up again', async () => {
    expect(await migrateDownToEmpty(t.db)).toEqual(Object.keys(migrations).reverse());
    expect(await tableNames()).toEqual([]);
    expect(await migrateToLatest(t.db)).toEqual(Object.keys(migrations));
  });

  it('apply each migration once when two instances start at once, one built outside a transaction among them', async () => {
    await migrateDownToEmpty(t.db);
    const [first, second] = await Promise.all([migrateToLatest(t.db), migrateToLatest(t.db)]);
    expect([...first, ...second].sort()).toEqual(Object.keys(migrations));
    expect(Object.values(migrations).some((m) => m.outsideTransaction)).toBe(true);
    if (dialect.name === 'postgres') {
      // Built CONCURRENTLY, each index valid; the search's words indexed per kind.
      const { rows } = await sql<{ name: string; valid: boolean }>`
        select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname like 'search_entries_%'`.execute(t.db);
      expect(rows.filter((r) => !r.valid)).toEqual([]);
      expect(rows.map((r) => r.name).filter((n) => n.endsWith('_words')).length).toBe(5);
    }
  });

  it('finish a migration outside a transaction that stopped half-way, when run again', async () => {
    await migrateTo(t.db, '0062-search-by-kind');
    if (dialect.name === 'postgres') {
      // As a process killed in 0063 leaves it: the function made, one kind's index built and its trigram
      // index dropped, the rest not yet (a build cut short leaves its index invalid: dropped and built anew).
      await migrations['0063-search-words']?.up(t.db);
      await sql`DROP INDEX search_entries_invoice_words`.execute(t.db);
      await sql`CREATE INDEX search_entries_invoice_trgm ON search_entries
        USING gin (body gin_trgm_ops) WHERE kind = 'invoice'`.execute(t.db);
    }
    expect(await migrateToLatest(t.db)).toEqual([
      '0063-search-words',
      '0064-split-payment',
      '0065-booking-drafts',
      '0066-reviews',
      '0067-renter-language',
      '0068-draft-language',
      '0069-catalog-version',
    ]);
    if (dialect.name === 'postgres') {
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname like 'search_entries_%' and i.indisvalid order by 1`.execute(t.db);
      expect(rows.map((r) => r.name)).toEqual([
        'search_entries_booking_words',
        'search_entries_customer_words',
        'search_entries_invoice_words',
        'search_entries_organisation_words',
        'search_entries_pkey',
        'search_entries_vehicle_words',
      ]);
    }
  });

  it('give a booking made before the true total its one line and totals, its price unchanged', async () => {
    await migrateDownToEmpty(t.db);
    await migrateTo(t.db, '0012-analytics');
    await seedDemoData(t.db);
    const pricing = {
      rentalType: 'daily',
      totalMinutes: 2 * 1440 + 90,
      quantity: 2,
      unitSubtotalCents: 43_300,
      subtotalCents: 86_600,
    };
    await sql`insert into reservations (id, code, status, rental_type, location_id, class_id, vehicle_name, timezone,
      quantity, pickup_date, pickup_time, return_date, return_time, pickup_at, return_at, renter_age, first_name,
      last_name, email, phone, subtotal_cents, pricing, created_at)
      values ('r1', 'CNV-OLD', 'confirmed', 'daily', 'denver', 'minivan', 'Minivan', 'America/Denver', 2,
      '2026-07-06', '09:00', '2026-07-08', '10:30', 1, 2, 30, 'A', 'B', 'a@example.com', '1', 86600,
      ${JSON.stringify(pricing)}, 0)`.execute(t.db);
    await migrateToLatest(t.db);
    const row = await t.db
      .selectFrom('reservations')
      .select(['pricing', 'total_cents'])
      .executeTakeFirstOrThrow();
    expect(Number(row.total_cents)).toBe(86_600);
    expect(JSON.parse(row.pricing)).toMatchObject({
      ...pricing,
      lines: [
        {
          kind: 'base',
          code: 'minivan',
          label: 'Minivan',
          quantity: 2,
          unitCents: 43_300,
          amountCents: 86_600,
        },
      ],
      taxes: [],
      chargeDays: 3,
      chargesCents: 86_600,
      taxCents: 0,
      totalCents: 86_600,
    });
  });

  it('give every counted vehicle a unit of its own after 0019, numbered by location, the counts unchanged', async () => {
    await migrateDownToEmpty(t.db);
    await migrateTo(t.db, '0018-money');
    await seedDemoData(t.db);
    const counts = await t.db.selectFrom('units').select(['location_id', 'class_id', 'count']).execute();
    await migrateToLatest(t.db);
    const units = await t.db
      .selectFrom('fleet_units')
      .select(['fleet_number', 'location_id', 'class_id', 'status', 'vin', 'fuel_capacity_gallons'])
      .execute();
    expect(units).toHaveLength(counts.reduce((sum, c) => sum + c.count, 0));
    for (const c of counts) {
      const of = units.filter((u) => u.location_id === c.location_id && u.class_id === c.class_id);
      expect(of, `${c.location_id} ${c.class_id}`).toHaveLength(c.count);
    }
    expect(new Set(units.map((u) => u.fleet_number)).size).toBe(units.length);
    expect(units.filter((u) => u.location_id === 'atlanta').map((u) => u.fleet_number)).toContain('ATL-101');
    expect(units.every((u) => u.status === 'active' && u.vin === null && u.fuel_capacity_gallons > 0)).toBe(
      true,
    );
    expect(await t.db.selectFrom('units').select(['location_id', 'class_id', 'count']).execute()).toEqual(
      counts,
    );
  });

  it('let a booking wait for its payment after 0018, keeping every reservation, its lines and their keys', async () => {
    await migrateDownToEmpty(t.db);
    await migrateTo(t.db, '0017-cancellation');
    await seedDemoData(t.db);
    await sql`insert into reservations (id, code, status, rental_type, location_id, class_id, vehicle_name, timezone,
      quantity, pickup_date, pickup_time, return_date, return_time, pickup_at, return_at, renter_age, first_name,
      last_name, email, phone, subtotal_cents, pricing, created_at, total_cents)
      values ('r2', 'CNV-KEPT', 'confirmed', 'daily', 'denver', 'minivan', 'Minivan', 'America/Denver', 1,
      '2026-07-06', '09:00', '2026-07-08', '10:30', 1, 2, 30, 'A', 'B', 'a@example.com', '1', 100, '{}', 0, 100)`.execute(
      t.db,
    );
    await sql`insert into reservation_lines (reservation_id, line_no, class_id, vehicle_name, quantity, location_id,
      pickup_at, return_at, status) values ('r2', 1, 'minivan', 'Minivan', 1, 'denver', 1, 2, 'confirmed')`.execute(
      t.db,
    );
    await migrateToLatest(t.db);
    const kept = await t.db
      .selectFrom('reservations')
      .select(['code', 'status', 'payment_method', 'total_cents'])
      .executeTakeFirstOrThrow();
    expect({ ...kept, total_cents: Number(kept.total_cents) }).toEqual({
      code: 'CNV-KEPT',
      status: 'confirmed',
      payment_method: 'at_pickup',
      total_cents: 100,
    });
    await t.db.updateTable('reservations').set({ status: 'pending_payment' }).execute();
    await t.db.updateTable('reservations').set({ status: 'expired' }).execute();
    await expect(
      t.db
        .updateTable('reservations')
        .set({ status: 'lost' as 'expired' })
        .execute(),
    ).rejects.toThrow(/check/i);
    // The copied table still answers for the rows that point at it.
    await expect(
      sql`insert into reservation_lines (reservation_id, line_no, class_id, vehicle_name, quantity, location_id,
        pickup_at, return_at, status) values ('nope', 1, 'minivan', 'Minivan', 1, 'denver', 1, 2, 'confirmed')`.execute(
        t.db,
      ),
    ).rejects.toThrow(/foreign key/i);
    await expect(sql`delete from reservations where id = 'r2'`.execute(t.db)).resolves.toBeDefined();
    expect(await t.db.selectFrom('reservation_lines').selectAll().execute()).toEqual([]);
  });

  it('erase the credential an e-mail sent before 0028 held in clear, and date each key from its account', async () => {
    await migrateDownToEmpty(t.db);
    await migrateTo(t.db, '0026-reminders-due');
    const invitation = (id: string, status: string) =>
      sql`insert into outbox_messages (id, kind, to_address, subject, payload, status, next_attempt_at, created_at)
        values (${id}, 'staff_invitation', 'sam@rent.test', 'Invited', ${JSON.stringify({
          kind: 'staff_invitation',
          role: 'agent',
          invitedBy: 'ops@rent.test',
          link: `https://rent.test/admin/invitation#token=${id}-token`,
          expiresAt: 1,
        })}, ${status}, 1, 1)`.execute(t.db);
    await invitation('sent-one', 'sent');
    await invitation('pending-one', 'pending');
    await sql`insert into organisations (id, code, name, kind, billing_name, billing_email, billing_phone,
      address_line1, city, region, postal_code, key_hash, terms_status, created_at)
      values ('o1', 'ORG-OLD', 'Old School', 'school', 'B', 'b@example.org', '1', 'l', 'c', 'MD', '21202',
      ${'0'.repeat(64)}, 'none', 1700000000000)`.execute(t.db);
    await migrateToLatest(t.db);
    const org = await t.db
      .selectFrom('organisations')
      .select(['key_issued_at', 'key_expired_at'])
      .executeTakeFirstOrThrow();
    expect({ ...org, key_issued_at: Number(org.key_issued_at) }).toEqual({
      key_issued_at: 1_700_000_000_000,
      key_expired_at: null,
    });
    const rows = await t.db.selectFrom('outbox_messages').select(['id', 'payload']).orderBy('id').execute();
    expect(rows.map((r) => [r.id, JSON.parse(r.payload).link])).toEqual([
      ['pending-one', 'https://rent.test/admin/invitation#token=pending-one-token'],
      ['sent-one', { sealed: 'erased' }],
    ]);
  });

  it('leave out of entries about bookings before 0029 every name and masked license, saying so in the log', async () => {
    await migrateDownToEmpty(t.db);
    await migrateTo(t.db, '0028-secrets-at-rest');
    const entry = (id: string, entityType: string, before: unknown, after: unknown) =>
      sql`insert into audit_log (id, at, actor, actor_role, action, entity_type, entity_id, summary, before_json, after_json)
        values (${id}, 1700000000000, 'sam@rent.test', 'agent', 'booking changed', ${entityType}, 'CNV-7K3M9Q',
          'sam@rent.test: booking changed (CNV-7K3M9Q)', ${before === null ? null : JSON.stringify(before)},
          ${JSON.stringify(after)})`.execute(t.db);
    const booking = {
      code: 'CNV-7K3M9Q',
      renterName: 'Ada Okafor',
      vehicleName: '15 Passenger Van',
      drivers: [
        { id: 'd1', name: '[left out]', licenceNumberMasked: '•••• 9012', vehicleId: '15-passenger-van' },
      ],
      agreement: { signerName: 'Ada Okafor', emailedTo: 'ada@example.com', witnessedBy: 'sam@rent.test' },
      change: { changes: ['Driver added: Ana Ruiz (15 Passenger Van)'], differenceCents: 0 },
    };
    await entry('a1', 'reservation', booking, booking);
    await entry('a2', 'payment', null, { id: 'p1', reservationCode: 'CNV-7K3M9Q', renterName: 'Ada Okafor' });
    // An entry cut to 32 kB keeps its start as text.
    const start = JSON.stringify({
      code: 'CNV-7K3M9Q',
      renterName: 'Ada Okafor',
      notes: 'x'.repeat(50),
    }).slice(0, 60);
    await entry('a3', 'reservation', null, { truncated: true, start });
    // Not about a booking: an extra's name, a staff member's address.
    await entry('a4', 'pricing', null, { id: 'child-seat', name: 'Child seat' });
    await entry('a5', 'staff', null, { email: 'sam@rent.test', role: 'agent' });

    await migrateToLatest(t.db);
    const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const json = (id: string, side: 'before_json' | 'after_json') =>
      JSON.parse(rows.find((r) => r.id === id)![side]!);
    expect(json('a1', 'after_json')).toEqual({
      ...booking,
      renterName: '[left out]',
      drivers: [{ ...booking.drivers[0], licenceNumberMasked: '[left out]' }],
      agreement: { signerName: '[left out]', emailedTo: '[left out]', witnessedBy: 'sam@rent.test' },
      change: { changes: '[left out]', differenceCents: 0 },
    });
    expect(json('a1', 'before_json')).toEqual(json('a1', 'after_json'));
    expect(json('a2', 'after_json')).toEqual({
      id: 'p1',
      reservationCode: 'CNV-7K3M9Q',
      renterName: '[left out]',
    });
    expect(json('a3', 'after_json').start).toBe(start.replace('"Ada Okafor"', '"[left out]"'));
    expect(json('a4', 'after_json')).toEqual({ id: 'child-seat', name: 'Child seat' });
    expect(json('a5', 'after_json')).toEqual({ email: 'sam@rent.test', role: 'agent' });
    expect(JSON.stringify(rows)).not.toMatch(/Okafor|Ana Ruiz|9012|ada@example/);

    const said = rows.filter((r) => r.action === 'audit log: names left out');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({
      actor: 'system',
      entity_type: 'back_office',
      entity_id: '0029-audit-without-names',
    });
    expect(said[0]!.summary).toContain('3 earlier entries');
    // Append-only again.
    await expect(sql`update audit_log set actor = 'someone else'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});
