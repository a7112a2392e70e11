import { type Kysely, sql } from 'kysely';

/**
 * Maintenance programs (decision 033). `maintenance_programs`: per class, a
 * service every `every_miles` miles and/or every `every_months` months, due
 * soon `soon_miles` or `soon_days` ahead, the vehicle out `service_hours` for
 * it. On `fleet_units`, `service_overdue_at`: the instant the unit is overdue
 * (the start of its due date at its location, or the reading that passed its
 * mileage), from which it holds itself like a maintenance block with no end,
 * until `service_overdue_until` (its booked service's start, less the
 * turnaround) when its service is booked. Units already due get it here:
 * the start of their due date in their location's zone, or now for a mileage
 * already passed (written out rather than imported, as migrations are frozen).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('maintenance_programs')
    .addColumn('class_id', 'varchar(64)', (c) =>
      c.primaryKey().references('vehicle_classes.id').onDelete('cascade'),
    )
    .addColumn('every_miles', 'integer')
    .addColumn('every_months', 'integer')
    .addColumn('soon_miles', 'integer', (c) => c.notNull())
    .addColumn('soon_days', 'integer', (c) => c.notNull())
    .addColumn('service_hours', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('maintenance_programs_rule', sql`every_miles is not null or every_months is not null`)
    .execute();
  await db.schema.alterTable('fleet_units').addColumn('service_overdue_at', 'bigint').execute();
  await db.schema.alterTable('fleet_units').addColumn('service_overdue_until', 'bigint').execute();
  await backfillOverdue(db as Kysely<BackfillTables>);
}

interface BackfillTables {
  fleet_units: {
    id: string;
    location_id: string;
    odometer_miles: number;
    service_due_on: string | null;
    service_due_miles: number | null;
    service_overdue_at: number | null;
  };
  locations: { id: string; timezone: string };
}

async function backfillOverdue(db: Kysely<BackfillTables>): Promise<void> {
  const now = Date.now();
  const due = await db
    .selectFrom('fleet_units')
    .innerJoin('locations', 'locations.id', 'fleet_units.location_id')
    .select([
      'fleet_units.id',
      'fleet_units.odometer_miles',
      'fleet_units.service_due_on',
      'fleet_units.service_due_miles',
      'locations.timezone',
    ])
    .where((eb) => eb.or([eb('service_due_on', 'is not', null), eb('service_due_miles', 'is not', null)]))
    .execute();
  for (const u of due) {
    const byDate = u.service_due_on ? startOfDay(u.service_due_on, u.timezone) : null;
    const byMiles =
      u.service_due_miles !== null && Number(u.odometer_miles) >= Number(u.service_due_miles) ? now : null;
    const at = [byDate, byMiles].filter((x): x is number => x !== null);
    if (at.length === 0) continue;
    await db
      .updateTable('fleet_units')
      .set({ service_overdue_at: Math.min(...at) })
      .where('id', '=', u.id)
      .execute();
  }
}

/** The instant a local date starts in `zone`: UTC midnight less the zone's offset then (twice, across a change). */
function startOfDay(date: string, zone: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  const offset = (t: number) => {
    const parts: Record<string, number> = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(t)
        .map((p) => [p.type, Number(p.value)]),
    );
    const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
    return Date.UTC(year, month - 1, day, hour, minute, second) - t;
  };
  const first = utc - offset(utc);
  return utc - offset(first);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fleet_units').dropColumn('service_overdue_until').execute();
  await db.schema.alterTable('fleet_units').dropColumn('service_overdue_at').execute();
  await db.schema.dropTable('maintenance_programs').execute();
}
