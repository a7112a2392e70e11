import type { Executor } from '../db/database.ts';

/** How many vehicles of a class a location has. */
export interface UnitStock {
  locationId: string;
  classId: string;
  count: number;
}

/** Reads and writes the inventory of units; takes the database or a transaction. */
export class UnitRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async list(): Promise<UnitStock[]> {
    const rows = await this.#db
      .selectFrom('units')
      .select(['location_id', 'class_id', 'count'])
      .orderBy('location_id')
      .orderBy('class_id')
      .execute();
    return rows.map((r) => ({ locationId: r.location_id, classId: r.class_id, count: r.count }));
  }

  async find(locationId: string, classId: string): Promise<UnitStock | undefined> {
    const row = await this.#db
      .selectFrom('units')
      .select('count')
      .where('location_id', '=', locationId)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return row && { locationId, classId, count: row.count };
  }

  /** Sets the count, creating the row if needed. */
  async set({ locationId, classId, count }: UnitStock): Promise<void> {
    await this.#db
      .insertInto('units')
      .values({ location_id: locationId, class_id: classId, count })
      .onConflict((oc) => oc.columns(['location_id', 'class_id']).doUpdateSet({ count }))
      .execute();
  }

  /**
   * Inside a transaction: reads the count and holds the stock row's write lock
   * until commit, so two bookings of one class at one location run one after the
   * other and cannot both take the last unit. A no-op UPDATE rather than
   * SELECT … FOR UPDATE, because it locks on both dialects: a row lock on
   * PostgreSQL, the database write lock on SQLite. Undefined when not stocked.
   */
  async claim(locationId: string, classId: string): Promise<number | undefined> {
    const row = await this.#db
      .updateTable('units')
      .set((eb) => ({ count: eb.ref('count') }))
      .where('location_id', '=', locationId)
      .where('class_id', '=', classId)
      .returning('count')
      .executeTakeFirst();
    return row?.count;
  }

  /**
   * claim, creating the row (no units) first when the class is not stocked
   * there: a one-way rental's return location needs a row to lock even where
   * the class has none of its own yet (decision 028). Inside a refused booking
   * the new row goes with its rollback.
   */
  async claimOrCreate(locationId: string, classId: string): Promise<number> {
    const count = await this.claim(locationId, classId);
    if (count !== undefined) return count;
    await this.#db
      .insertInto('units')
      .values({ location_id: locationId, class_id: classId, count: 0 })
      .onConflict((oc) => oc.columns(['location_id', 'class_id']).doNothing())
      .execute();
    return (await this.claim(locationId, classId)) ?? 0;
  }
}
