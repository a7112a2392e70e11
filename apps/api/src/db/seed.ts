import { fleetSeed } from '@convoy/domain/content/fleet';
import { locationSeed, seedUnitCount } from '@convoy/domain/content/locations';
import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import { toVehicleForSale } from '@convoy/domain/rules/vehicle-for-sale-listing';
import { toLocationRow } from '../catalog/location.repository.ts';
import { toVehicleClassRow } from '../catalog/vehicle-class.repository.ts';
import { VehicleForSaleRepository } from '../vehicles-for-sale/vehicle-for-sale.repository.ts';
import type { Executor } from './database.ts';

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
      .values(locationSeed.map(toLocationRow))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('vehicle_classes')
      .values(fleetSeed.map(toVehicleClassRow))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const units = locationSeed.flatMap((location, li) =>
      fleetSeed.map((vehicle, ci) => ({
        location_id: location.id,
        class_id: vehicle.id,
        count: seedUnitCount(li, ci, vehicle.passengers),
      })),
    );
    await trx
      .insertInto('units')
      .values(units)
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
