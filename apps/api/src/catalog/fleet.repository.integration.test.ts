import { fleetSeed, type VehicleClass } from '@convoy/domain/content/fleet';
import { locationSeed } from '@convoy/domain/content/locations';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { LocationRepository } from './location.repository.ts';
import { UnitRepository } from './unit.repository.ts';
import { VehicleClassRepository } from './vehicle-class.repository.ts';

const bus: VehicleClass = fleetSeed.find((v) => v.requiresCdl)!;
const van: VehicleClass = fleetSeed.find((v) => !v.requiresCdl)!;
const location = locationSeed[0]!;

describeEachDialect('fleet repositories on $name', (dialect) => {
  let t: TestDatabase;
  let classes: VehicleClassRepository;
  let units: UnitRepository;
  beforeAll(async () => {
    t = await dialect.create();
    await migrateToLatest(t.db);
    classes = new VehicleClassRepository(t.db);
    units = new UnitRepository(t.db);
    await new LocationRepository(t.db).insert(location);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('reads back vehicle classes as written, booleans and cents included', async () => {
    await classes.insert(bus);
    await classes.insert(van);
    expect(await classes.findById(bus.id)).toEqual(bus);
    expect(await classes.findById(van.id)).toEqual(van);
    expect(await classes.findById('hovercraft')).toBeUndefined();
    expect((await classes.list()).map((v) => v.passengers)).toEqual(
      [bus.passengers, van.passengers].sort((a, b) => a - b),
    );
  });

  it('sets, reads and replaces the unit count of a class at a location', async () => {
    expect(await units.find(location.id, bus.id)).toBeUndefined();
    await units.set({ locationId: location.id, classId: bus.id, count: 2 });
    await units.set({ locationId: location.id, classId: van.id, count: 5 });
    await units.set({ locationId: location.id, classId: bus.id, count: 3 });
    expect(await units.find(location.id, bus.id)).toEqual({
      locationId: location.id,
      classId: bus.id,
      count: 3,
    });
    expect(await units.list()).toHaveLength(2);
  });

  it('claim returns the count, or undefined where the class is not stocked', async () => {
    await t.db.transaction().execute(async (trx) => {
      expect(await new UnitRepository(trx).claim(location.id, bus.id)).toBe(3);
      expect(await new UnitRepository(trx).claim(location.id, 'hovercraft')).toBeUndefined();
    });
  });

  it('claim makes a second booking wait until the first one commits', async () => {
    const events: string[] = [];
    let releaseFirst!: () => void;
    const firstHoldsLock = new Promise<void>((resolve) => {
      void t.db.transaction().execute(async (trx) => {
        await new UnitRepository(trx).claim(location.id, van.id);
        events.push('first claimed');
        resolve();
        await new Promise<void>((r) => {
          releaseFirst = r;
        });
        await new UnitRepository(trx).set({ locationId: location.id, classId: van.id, count: 4 });
        events.push('first commits');
      });
    });
    await firstHoldsLock;
    const second = t.db.transaction().execute(async (trx) => {
      const count = await new UnitRepository(trx).claim(location.id, van.id);
      events.push(`second claimed ${count}`);
    });
    try {
      await new Promise((r) => setTimeout(r, 150));
      expect(events).toEqual(['first claimed']);
    } finally {
      releaseFirst();
      await second;
    }
    // The second booking sees the first one's write: it ran after it, not beside it.
    expect(events).toEqual(['first claimed', 'first commits', 'second claimed 4']);
  });
});
