import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { migrateDownToEmpty, migrateToLatest, migrations } from './migrate.ts';

const appTables = [
  'admin_login_throttle',
  'admin_sessions',
  'admin_users',
  'idempotency_keys',
  'leads',
  'locations',
  'media_assets',
  'media_attachments',
  'outbox_messages',
  'page_views',
  'quote_requests',
  'reservations',
  'units',
  'vehicle_classes',
  'vehicles_for_sale',
  'web_vitals',
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
    expect((await tableNames()).sort()).toEqual(appTables);
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
});
