import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { migrateTo, migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seed.ts';

describeEachDialect('migration 0036 (drivers’ pre-arrival) on $name', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await dialect.create();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('keeps every stored driver as it was and lets a driver be named without a licence', async () => {
    await migrateTo(t.db, '0032-driver-vehicle-number');
    await seedDemoData(t.db);
    await sql`insert into reservations (id, code, status, rental_type, location_id, class_id, vehicle_name, timezone,
      quantity, pickup_date, pickup_time, return_date, return_time, pickup_at, return_at, renter_age, first_name,
      last_name, email, phone, subtotal_cents, pricing, created_at)
      values ('r1', 'CNV-OLD', 'confirmed', 'daily', 'denver', 'minivan', 'Minivan', 'America/Denver', 1,
      '2026-07-06', '09:00', '2026-07-08', '10:30', 1, 2, 30, 'A', 'B', 'a@example.com', '1', 86600,
      '{}', 0)`.execute(t.db);
    await sql`insert into reservation_drivers (id, reservation_id, class_id, name, date_of_birth, licence_country,
      licence_state, licence_number, licence_mask, licence_expiry, licence_class, passenger_endorsement,
      years_licensed, created_at, erased_at, vehicle_number)
      values ('d1', 'r1', 'minivan', 'Ana Ruiz', '1988-03-14', 'US', 'MD', 'v1.sealed', '•••• 0401', '2030-03-14',
      'regular', 0, 12, 5, null, 1)`.execute(t.db);

    await migrateToLatest(t.db);
    const kept = await t.db.selectFrom('reservation_drivers').selectAll().executeTakeFirstOrThrow();
    expect({
      ...kept,
      created_at: Number(kept.created_at),
      vehicle_number: Number(kept.vehicle_number),
    }).toMatchObject({
      id: 'd1',
      reservation_id: 'r1',
      name: 'Ana Ruiz',
      date_of_birth: '1988-03-14',
      licence_country: 'US',
      licence_state: 'MD',
      licence_number: 'v1.sealed',
      licence_mask: '•••• 0401',
      licence_expiry: '2030-03-14',
      licence_class: 'regular',
      years_licensed: 12,
      created_at: 5,
      vehicle_number: 1,
      email: null,
      link_token_hash: null,
    });
    await t.db
      .insertInto('reservation_drivers')
      .values({
        id: 'd2',
        reservation_id: 'r1',
        class_id: 'minivan',
        vehicle_number: null,
        name: 'Ben Okoro',
        email: 'ben@example.com',
        phone: null,
        date_of_birth: null,
        licence_country: null,
        licence_state: null,
        licence_number: null,
        licence_mask: null,
        licence_expiry: null,
        licence_class: null,
        passenger_endorsement: null,
        years_licensed: null,
        created_at: 6,
        erased_at: null,
        link_token_hash: 'h2',
        link_sent_at: 6,
        identity_confirmed_at: null,
        licence_entered_at: null,
        safety_acknowledged_at: null,
        safety_version: null,
      })
      .execute();
    // A driver still goes with their reservation (the foreign key survived the rebuild).
    await t.db.deleteFrom('reservations').where('id', '=', 'r1').execute();
    expect(await t.db.selectFrom('reservation_drivers').select('id').execute()).toEqual([]);
  });
});
