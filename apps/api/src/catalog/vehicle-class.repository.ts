import { type VehicleCategory, type VehicleClass, vehicleCategories } from '@convoy/domain/content/fleet';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { VehicleClassTable } from '../db/tables/vehicle-class.table.ts';

/** Reads and writes vehicle classes and their rates; takes the database or a transaction. */
export class VehicleClassRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Smallest first, as the fleet is listed to visitors. */
  async list(): Promise<VehicleClass[]> {
    const rows = await this.#db
      .selectFrom('vehicle_classes')
      .selectAll()
      .orderBy('passengers')
      .orderBy('name')
      .execute();
    return rows.map(fromVehicleClassRow);
  }

  async findById(id: string): Promise<VehicleClass | undefined> {
    const row = await this.#db
      .selectFrom('vehicle_classes')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromVehicleClassRow(row);
  }

  async insert(vehicleClass: VehicleClass): Promise<void> {
    await this.#db.insertInto('vehicle_classes').values(toVehicleClassRow(vehicleClass)).execute();
  }
}

export function toVehicleClassRow(v: VehicleClass): VehicleClassTable {
  return {
    id: v.id,
    name: v.name,
    category: v.category,
    passengers: v.passengers,
    luggage: v.luggage,
    requires_cdl: v.requiresCdl ? 1 : 0,
    min_age: v.minAge,
    daily_rate_cents: v.dailyRateCents,
    weekly_rate_cents: v.weeklyRateCents,
    monthly_rate_cents: v.monthlyRateCents,
  };
}

const isCategory = (value: string): value is VehicleCategory =>
  (vehicleCategories as readonly string[]).includes(value);

function fromVehicleClassRow(row: Selectable<VehicleClassTable>): VehicleClass {
  // The column is free text (a check constraint would need a table rebuild on
  // SQLite to extend), so a stray value is caught here rather than passed on.
  if (!isCategory(row.category)) {
    throw new Error(`vehicle_classes ${row.id} has unknown category "${row.category}"`);
  }
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    passengers: row.passengers,
    luggage: row.luggage,
    requiresCdl: row.requires_cdl === 1,
    minAge: row.min_age,
    dailyRateCents: row.daily_rate_cents,
    weeklyRateCents: row.weekly_rate_cents,
    monthlyRateCents: row.monthly_rate_cents,
  };
}
