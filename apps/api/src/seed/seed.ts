import { randomUUID } from 'node:crypto';
import { fleetSeed, type VehicleCategory } from '@convoy/domain/content/fleet';
import { locationSeed } from '@convoy/domain/content/locations';
import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import { toVehicleForSale } from '@convoy/domain/rules/vehicle-for-sale-listing';
import { toLocationRow } from '../catalog/location.repository.ts';
import { toVehicleClassRow } from '../catalog/vehicle-class.repository.ts';
import type { Executor } from '../db/database.ts';
import { demoCounts, demoFleetUnits } from '../fleet/demo-fleet.ts';
import { demoPrograms } from '../fleet/demo-programs.ts';
import {
  demoAdditionalDriverPerDayCents,
  demoClassCharges,
  demoExtraStock,
  demoExtras,
  demoFees,
  demoLocationCharges,
  demoPromoCodes,
  demoProtection,
  demoSeasons,
} from '../pricing/demo-price-book.ts';
import { PriceBookRepository } from '../pricing/price-book.repository.ts';
import { VehicleForSaleRepository } from '../vehicles-for-sale/vehicle-for-sale.repository.ts';

/**
 * Gives an empty database the demo locations, fleet and units, all in one
 * transaction; a database that has any location or class is left alone.
 * Conflicts are ignored so two instances seeding at once both succeed.
 * Returns whether it wrote anything.
 */
export async function seedDemoData(db: Executor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const location = await trx.selectFrom('locations').select('id').limit(1).executeTakeFirst();
    const vehicleClass = await trx.selectFrom('vehicle_classes').select('id').limit(1).executeTakeFirst();
    if (location || vehicleClass) return false;

    await trx
      .insertInto('locations')
      // Without their holidays, which seedHolidayHours adds: this runs on databases of older schemas too.
      .values(locationSeed.map((l) => toLocationRow({ ...l, holidayHours: undefined })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('vehicle_classes')
      .values(fleetSeed.map(toVehicleClassRow))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const counted = demoCounts();
    const units = counted.map((c) => ({ location_id: c.locationId, class_id: c.classId, count: c.count }));
    await trx
      .insertInto('units')
      .values(units)
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}

/**
 * The demo locations' holiday hours (SPEC Part B §4) where none are set: a database seeded by seedDemoData,
 * or one seeded before locations had them (migration 0045). Hours set since are kept.
 */
export async function seedHolidayHours(db: Executor): Promise<void> {
  for (const demo of locationSeed.filter((l) => l.holidayHours)) {
    await db
      .updateTable('locations')
      .set({ holiday_hours: JSON.stringify(demo.holidayHours) })
      .where('id', '=', demo.id)
      .where('holiday_hours', 'is', null)
      .execute();
  }
}

/**
 * Gives every counted vehicle a unit with demo details (fleet number, VIN,
 * plate, odometer, next service: fleet/demo-fleet.ts) when the fleet has no
 * unit yet: a database seeded by seedDemoData. A database upgraded by
 * migration 0019 already has its units. Returns whether it wrote anything.
 */
export async function seedFleetUnits(db: Executor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('fleet_units').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    const rows = await trx
      .selectFrom('units')
      .innerJoin('locations', 'locations.id', 'units.location_id')
      .innerJoin('vehicle_classes', 'vehicle_classes.id', 'units.class_id')
      .select([
        'units.location_id',
        'units.class_id',
        'units.count',
        'locations.region',
        'vehicle_classes.category',
        'vehicle_classes.passengers',
      ])
      .where('units.count', '>', 0)
      .orderBy('units.location_id')
      .orderBy('units.class_id')
      .execute();
    const counted = rows.map((r) => ({
      locationId: r.location_id,
      region: r.region,
      classId: r.class_id,
      category: r.category as VehicleCategory,
      passengers: r.passengers,
      count: r.count,
    }));
    const units = demoFleetUnits(counted, Date.now(), randomUUID);
    for (let i = 0; i < units.length; i += 100) {
      await trx
        .insertInto('fleet_units')
        .values(units.slice(i, i + 100))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return units.length > 0;
  });
}

/**
 * Gives each vehicle class its demo maintenance program (fleet/demo-programs.ts, decision 033) when no class
 * has one yet: programs staff set are left alone. Returns whether it wrote anything.
 */
export async function seedMaintenancePrograms(db: Executor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('maintenance_programs').select('class_id').limit(1).executeTakeFirst();
    if (any) return false;
    const classes = await trx.selectFrom('vehicle_classes').select(['id', 'category']).execute();
    const now = Date.now();
    const rows = classes.map((c) => {
      const p = demoPrograms[c.category as VehicleCategory] ?? demoPrograms.van;
      return {
        class_id: c.id,
        every_miles: p.everyMiles,
        every_months: p.everyMonths,
        soon_miles: p.soonMiles,
        soon_days: p.soonDays,
        service_hours: p.serviceHours,
        updated_at: now,
      };
    });
    if (rows.length === 0) return false;
    await trx
      .insertInto('maintenance_programs')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}

/**
 * Lists the demo vehicles for sale (domain content/vehicles-for-sale.ts) when
 * none are listed yet, so a database seeded before the table existed gets them
 * too. Returns whether it wrote anything.
 */
export async function seedVehiclesForSale(db: Executor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('vehicles_for_sale').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    await new VehicleForSaleRepository(trx).insertMissing(
      vehiclesForSaleSeed.map((seed) => toVehicleForSale(seed)),
    );
    return true;
  });
}

/**
 * Gives a database without a price book the demo one (content/price-book-demo.ts):
 * charges for every class it has, extras with their stock at every location,
 * protection, incidental fees, taxes and fees of the demo locations it has, the GROUP10 code and
 * the coming summer's season. `today` (YYYY-MM-DD) places the season. A price book
 * staff have set up (the settings row exists) is left alone. Returns whether it wrote anything.
 */
export async function seedPriceBook(db: Executor, today: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const settings = await trx.selectFrom('pricing_settings').select('id').executeTakeFirst();
    if (settings) return false;
    const book = new PriceBookRepository(trx);
    const classes = new Set(
      (await trx.selectFrom('vehicle_classes').select('id').execute()).map((c) => c.id),
    );
    const locations = (await trx.selectFrom('locations').select('id').execute()).map((l) => l.id);
    for (const id of classes) await book.insertClassCharges(id, demoClassCharges(id));
    for (const [i, extra] of demoExtras.entries()) {
      await book.insertExtra(extra, i);
      if (!extra.stocked) continue;
      for (const location of locations) await book.setExtraStock(location, extra.id, demoExtraStock);
    }
    for (const [i, product] of demoProtection.entries()) await book.insertProtection(product, i);
    for (const [i, fee] of demoFees.entries()) await book.insertFee(fee, i);
    for (const [i, charge] of demoLocationCharges.entries()) {
      if (locations.includes(charge.locationId)) await book.insertLocationCharge(charge, i);
    }
    for (const promo of demoPromoCodes) await book.insertPromoCode(promo);
    for (const season of demoSeasons(today)) if (classes.has(season.classId)) await book.insertSeason(season);
    await book.setAdditionalDriverFee(demoAdditionalDriverPerDayCents);
    return true;
  });
}
