import { vehicleCategories } from '@convoy/domain/content/fleet';
import type { VehicleForSale } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { VehicleForSaleTable } from '../db/tables/vehicle-for-sale.table.ts';

/** Reads and writes the vehicles for sale; takes the database or a transaction. */
export class VehicleForSaleRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** In listing order. */
  async list(): Promise<VehicleForSale[]> {
    const rows = await this.#db
      .selectFrom('vehicles_for_sale')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(fromRow);
  }

  async findById(id: string): Promise<VehicleForSale | undefined> {
    const row = await this.#db
      .selectFrom('vehicles_for_sale')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** Adds the vehicles (position = index); an id already present is left as it is. */
  async insertMissing(vehicles: readonly VehicleForSale[]): Promise<void> {
    if (vehicles.length === 0) return;
    await this.#db
      .insertInto('vehicles_for_sale')
      .values(vehicles.map((v, position) => toRow(v, position)))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

function toRow(v: VehicleForSale, position: number): VehicleForSaleTable {
  return {
    id: v.id,
    title: v.title,
    class_id: v.vehicleClassId,
    category: v.category,
    year: v.year,
    make: v.make,
    model: v.model,
    mileage: v.mileage,
    passengers: v.passengers,
    price_cents: v.priceCents,
    location_id: v.locationId,
    description: v.description,
    image_url: v.imageUrl,
    status: v.status,
    position,
  };
}

function fromRow(row: Selectable<VehicleForSaleTable>): VehicleForSale {
  const category = vehicleCategories.find((c) => c === row.category);
  if (!category) throw new Error(`vehicles_for_sale ${row.id} has unknown category "${row.category}"`);
  return {
    id: row.id,
    title: row.title,
    vehicleClassId: row.class_id,
    category,
    year: row.year,
    make: row.make,
    model: row.model,
    mileage: row.mileage,
    passengers: row.passengers,
    priceCents: row.price_cents,
    locationId: row.location_id,
    description: row.description,
    imageUrl: row.image_url,
    status: row.status,
  };
}
