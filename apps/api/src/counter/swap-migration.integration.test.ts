import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { migrateTo, migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seed.ts';

describeEachDialect('migration 0050 (vehicle swaps) on $name', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await dialect.create();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const handover = (kind: 'out' | 'in', unitId: string) => ({
    reservation_id: 'r1',
    class_id: 'minivan',
    seq: 1,
    kind,
    unit_id: unitId,
    at: kind === 'out' ? 1 : 2,
    odometer_miles: kind === 'out' ? 100 : 250,
    fuel_eighths: 8,
    damage: '[]',
    notes: '',
    charges: null,
    recorded_by: 'ops@rent.test',
  });

  it('keeps every handover as the first leg, takes a second leg, and goes back keeping the first', async () => {
    await migrateTo(t.db, '0049-inspection-checklists');
    await seedDemoData(t.db);
    await sql`insert into reservations (id, code, status, rental_type, location_id, class_id, vehicle_name, timezone,
      quantity, pickup_date, pickup_time, return_date, return_time, pickup_at, return_at, renter_age, first_name,
      last_name, email, phone, subtotal_cents, pricing, created_at)
      values ('r1', 'CNV-OLD', 'confirmed', 'daily', 'denver', 'minivan', 'Minivan', 'America/Denver', 1,
      '2026-07-06', '09:00', '2026-07-08', '10:30', 1, 2, 30, 'A', 'B', 'a@example.com', '1', 86600,
      '{}', 0)`.execute(t.db);
    const [first, second] = [{ id: 'u1' }, { id: 'u2' }];
    for (const { id } of [first, second]) {
      await sql`insert into fleet_units (id, fleet_number, location_id, class_id, odometer_miles, fuel_capacity_gallons,
        status, created_at, updated_at)
        values (${id}, ${`DEN-${id}`}, 'denver', 'minivan', 100, 20, 'active', 0, 0)`.execute(t.db);
    }
    for (const kind of ['out', 'in'] as const) {
      await t.db
        .insertInto('handovers')
        .values(handover(kind, first!.id) as never)
        .execute();
    }

    await migrateToLatest(t.db);
    const kept = await t.db
      .selectFrom('handovers')
      .select(['kind', 'leg', 'driver_id', 'unit_id'])
      .orderBy('kind')
      .execute();
    expect(kept.map((h) => ({ ...h, leg: Number(h.leg) }))).toEqual([
      { kind: 'in', leg: 0, driver_id: null, unit_id: first!.id },
      { kind: 'out', leg: 0, driver_id: null, unit_id: first!.id },
    ]);
    // A second leg on another unit is its own row; the same leg twice is refused by the key.
    await t.db
      .insertInto('handovers')
      .values({ ...handover('out', second!.id), leg: 1 })
      .execute();
    await expect(
      t.db.insertInto('handovers').values(handover('out', second!.id)).execute(),
    ).rejects.toThrow();

    await migrateTo(t.db, '0049-inspection-checklists');
    const back = await sql<{
      kind: string;
      unit_id: string;
    }>`select kind, unit_id from handovers order by kind`.execute(t.db);
    expect(back.rows).toEqual([
      { kind: 'in', unit_id: first!.id },
      { kind: 'out', unit_id: first!.id },
    ]);
  });
});
