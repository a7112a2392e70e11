import { fleetSeed } from '@convoy/domain/content/fleet';
import { locationSeed, seedUnitCount } from '@convoy/domain/content/locations';
import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import { isValidVin } from '@convoy/domain/contracts/vin';
import { toVehicleForSale } from '@convoy/domain/rules/vehicle-for-sale-listing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { repositoriesFor } from '../../test/repositories.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { demoExtras, demoLocationCharges, demoPromoCodes } from '../pricing/demo-price-book.ts';
import {
  seedDemoData,
  seedFleetUnits,
  seedHolidayHours,
  seedPriceBook,
  seedVehiclesForSale,
} from './seed.ts';

const byId = <T extends { id: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.id.localeCompare(b.id));

describeEachDialect('demo seed on $name', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await dialect.create();
    await migrateToLatest(t.db);
  });
  afterEach(async () => {
    await t?.destroy();
  });

  it('fills an empty database with the domain demo data', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    const repos = repositoriesFor(t.db, dialect.name);
    // The holidays come with the next step, which also gives them to a database seeded before they existed.
    const withoutHolidays = locationSeed.map(({ holidayHours: _, ...location }) => location);
    expect(byId(await repos.locations.list())).toEqual(byId(withoutHolidays));
    await seedHolidayHours(t.db);
    expect(byId(await repos.locations.list())).toEqual(byId(locationSeed));
    expect(byId(await repos.vehicleClasses.list())).toEqual(byId(fleetSeed));
    const units = await repos.units.list();
    expect(units).toHaveLength(locationSeed.length * fleetSeed.length);
    const bus44 = fleetSeed.findIndex((v) => v.id === '44-passenger-bus');
    const denver = locationSeed.findIndex((l) => l.id === 'denver');
    expect(await repos.units.find('denver', '44-passenger-bus')).toEqual({
      locationId: 'denver',
      classId: '44-passenger-bus',
      count: seedUnitCount(denver, bus44, 44),
    });
  });

  it('keeps holiday hours set since, and gives the demo ones only where none are set', async () => {
    await seedDemoData(t.db);
    const mine = [{ date: '2026-12-26', name: 'Boxing Day', hours: null }];
    await t.db
      .updateTable('locations')
      .set({ holiday_hours: JSON.stringify(mine) })
      .where('id', '=', 'chicago')
      .execute();
    await seedHolidayHours(t.db);
    await seedHolidayHours(t.db);
    const locations = await repositoriesFor(t.db, dialect.name).locations.list();
    expect(locations.find((l) => l.id === 'chicago')!.holidayHours).toEqual(mine);
    expect(locations.find((l) => l.id === 'denver')!.holidayHours).toEqual(
      locationSeed.find((l) => l.id === 'denver')!.holidayHours,
    );
  });

  it('is idempotent', async () => {
    await seedDemoData(t.db);
    expect(await seedDemoData(t.db)).toBe(false);
    const repos = repositoriesFor(t.db, dialect.name);
    expect(await repos.locations.list()).toHaveLength(locationSeed.length);
    expect(await repos.units.list()).toHaveLength(locationSeed.length * fleetSeed.length);
  });

  it('gives every counted vehicle a unit with its details, once', async () => {
    await seedDemoData(t.db);
    expect(await seedFleetUnits(t.db)).toBe(true);
    expect(await seedFleetUnits(t.db)).toBe(false);
    const counted = await repositoriesFor(t.db, dialect.name).units.list();
    const units = await t.db.selectFrom('fleet_units').select(['location_id', 'class_id', 'vin']).execute();
    expect(units).toHaveLength(counted.reduce((sum, c) => sum + c.count, 0));
    expect(units.filter((u) => u.location_id === 'denver' && u.class_id === '44-passenger-bus')).toHaveLength(
      counted.find((c) => c.locationId === 'denver' && c.classId === '44-passenger-bus')!.count,
    );
    expect(units.every((u) => u.vin !== null && isValidVin(u.vin))).toBe(true);
  });

  it('survives two instances seeding at once', async () => {
    const results = await Promise.all([seedDemoData(t.db), seedDemoData(t.db)]);
    expect(results).toContain(true);
    expect(await repositoriesFor(t.db, dialect.name).vehicleClasses.list()).toHaveLength(fleetSeed.length);
  });

  it('leaves a database that already has data alone', async () => {
    const [own] = locationSeed;
    await repositoriesFor(t.db, dialect.name).locations.insert({
      ...own!,
      id: 'own',
      name: 'Our only branch',
    });
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await repositoriesFor(t.db, dialect.name).locations.list()).toHaveLength(1);
    expect(await repositoriesFor(t.db, dialect.name).vehicleClasses.list()).toEqual([]);
  });
});

describeEachDialect('vehicles for sale seed on $name', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await dialect.create();
    await migrateToLatest(t.db);
  });
  afterEach(async () => {
    await t?.destroy();
  });

  it('lists the demo vehicles once, in content order', async () => {
    expect(await seedVehiclesForSale(t.db)).toBe(true);
    expect(await seedVehiclesForSale(t.db)).toBe(false);
    const listed = await repositoriesFor(t.db, dialect.name).vehiclesForSale.list();
    expect(listed).toEqual(vehiclesForSaleSeed.map((seed) => toVehicleForSale(seed)));
  });
});

describeEachDialect('demo price book seed on $name', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await dialect.create();
    await migrateToLatest(t.db);
    await seedDemoData(t.db);
  });
  afterEach(async () => {
    await t?.destroy();
  });

  it('gives every class its charges, every location its taxes and stock, once', async () => {
    expect(await seedPriceBook(t.db, '2026-11-25')).toBe(true);
    expect(await seedPriceBook(t.db, '2026-11-25')).toBe(false);
    const repos = repositoriesFor(t.db, dialect.name);
    const book = await repos.priceBook.load();
    expect(book.classCharges.size).toBe(fleetSeed.length);
    expect(book.classCharges.get('15-passenger-van')).toMatchObject({ mileageAllowancePerDay: 150 });
    expect(book.classCharges.get('suvs')).toMatchObject({ mileageAllowancePerDay: null });
    expect(book.extras.map((e) => e.id)).toEqual(demoExtras.map((e) => e.id));
    expect(book.extraStock('denver', 'luggage-trailer')).toBe(3);
    expect(book.extraStock('denver', 'gps')).toBe(0);
    expect(book.protection.map((p) => p.id)).toEqual(['cdw', 'sli']);
    // Percentages come back exactly as configured.
    expect(book.locationCharges.filter((c) => c.locationId === 'denver')).toEqual(
      demoLocationCharges.filter((c) => c.locationId === 'denver'),
    );
    for (const location of locationSeed) {
      expect(book.locationCharges.some((c) => c.locationId === location.id && c.code === 'sales-tax')).toBe(
        true,
      );
    }
    expect(book.seasons.map((s) => [s.startDate, s.endDate])).toContainEqual(['2027-06-01', '2027-08-31']);
    expect(book.promoCodes.get('GROUP10')).toEqual({ promo: demoPromoCodes[0], uses: 0 });
    expect(book.additionalDriverPerDayCents).toBeGreaterThan(0);
  });

  it('counts the uses of a limited code in the database and stops at the limit', async () => {
    const repos = repositoriesFor(t.db, dialect.name);
    await repos.priceBook.insertPromoCode({ ...demoPromoCodes[0]!, code: 'ONCE', usageLimit: 1 });
    expect(await repos.priceBook.usePromoCode('ONCE')).toBe(true);
    expect(await repos.priceBook.usePromoCode('ONCE')).toBe(false);
    expect((await repos.priceBook.load()).promoCodes.get('ONCE')?.uses).toBe(1);
  });
});
