import type { Location } from '@convoy/domain/content/locations';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { LocationRepository } from './location.repository.ts';

const harbour: Location = {
  id: 'portland',
  name: 'Portland Harbour',
  address: { street: '1 Dock Street', city: 'Portland', region: 'ME', postalCode: '04101', country: 'US' },
  timezone: 'America/New_York',
  phone: '+1 (207) 555-0100',
  openingHours: {
    mon: { open: '07:00', close: '19:00' },
    tue: { open: '07:00', close: '19:00' },
    wed: null,
    thu: { open: '07:00', close: '19:00' },
    fri: { open: '07:00', close: '21:30' },
    sat: { open: '08:00', close: '12:00' },
    sun: null,
  },
};

describeEachDialect('LocationRepository on $name', (dialect) => {
  let t: TestDatabase;
  let locations: LocationRepository;
  beforeAll(async () => {
    t = await dialect.create();
    await migrateToLatest(t.db);
    locations = new LocationRepository(t.db);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('reads back what it wrote', async () => {
    await locations.insert(harbour);
    expect(await locations.findById('portland')).toEqual(harbour);
    expect(await locations.list()).toEqual([harbour]);
  });

  it('finds nothing for an unknown id', async () => {
    expect(await locations.findById('atlantis')).toBeUndefined();
  });

  it('refuses a second location with the same id', async () => {
    await expect(locations.insert({ ...harbour, name: 'Copy' })).rejects.toThrow();
    expect((await locations.findById('portland'))?.name).toBe('Portland Harbour');
  });

  it('lists by name and works inside a transaction', async () => {
    await t.db.transaction().execute(async (trx) => {
      await new LocationRepository(trx).insert({ ...harbour, id: 'augusta', name: 'Augusta Depot' });
    });
    expect((await locations.list()).map((l) => l.id)).toEqual(['augusta', 'portland']);
  });

  it('writes nothing when the transaction rolls back', async () => {
    const attempt = t.db.transaction().execute(async (trx) => {
      await new LocationRepository(trx).insert({ ...harbour, id: 'bangor', name: 'Bangor' });
      throw new Error('abandoned');
    });
    await expect(attempt).rejects.toThrow('abandoned');
    expect(await locations.findById('bangor')).toBeUndefined();
  });
});
