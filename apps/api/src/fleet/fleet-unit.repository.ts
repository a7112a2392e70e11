import type { UnitStatus } from '@convoy/domain/contracts/fleet-unit.schema';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { FleetUnitTable, MaintenanceBlockTable } from '../db/tables/fleet-unit.table.ts';
import { inventoryChanged } from './held-units.ts';

export type StoredUnit = Selectable<FleetUnitTable>;
export type StoredBlock = Selectable<MaintenanceBlockTable>;

/** Reads and writes the units of the fleet and their maintenance blocks; takes the database or a transaction. */
export class FleetUnitRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async list(filter: { locationId?: string; classId?: string; status?: UnitStatus }): Promise<StoredUnit[]> {
    const rows = await this.#db
      .selectFrom('fleet_units')
      .selectAll()
      .$if(filter.locationId !== undefined, (q) => q.where('location_id', '=', filter.locationId!))
      .$if(filter.classId !== undefined, (q) => q.where('class_id', '=', filter.classId!))
      .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
      .orderBy('location_id')
      .orderBy('class_id')
      .orderBy('fleet_number')
      .execute();
    return rows.map(numbers);
  }

  async find(id: string): Promise<StoredUnit | undefined> {
    const row = await this.#db.selectFrom('fleet_units').selectAll().where('id', '=', id).executeTakeFirst();
    return row && numbers(row);
  }

  async byIds(ids: readonly string[]): Promise<StoredUnit[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .selectFrom('fleet_units')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return rows.map(numbers);
  }

  /** Another unit that already has this fleet number or VIN, if any. */
  async taken(
    field: 'fleet_number' | 'vin',
    value: string,
    exceptId: string | null,
  ): Promise<{ fleet_number: string } | undefined> {
    return this.#db
      .selectFrom('fleet_units')
      .select('fleet_number')
      .where(field, '=', value)
      .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!))
      .executeTakeFirst();
  }

  /** The fleet numbers with this prefix (`ATL-`), for the next free one. */
  async numbersStartingWith(prefix: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('fleet_units')
      .select('fleet_number')
      .where('fleet_number', 'like', `${prefix}%`)
      .execute();
    return rows.map((r) => r.fleet_number);
  }

  async insert(unit: Insertable<FleetUnitTable>): Promise<void> {
    await this.#db.insertInto('fleet_units').values(unit).execute();
  }

  async update(id: string, patch: Updateable<FleetUnitTable>): Promise<void> {
    await this.#db.updateTable('fleet_units').set(patch).where('id', '=', id).execute();
    // An overdue unit holds itself (decision 033): what is free changes with when.
    if ('service_overdue_at' in patch || 'service_overdue_until' in patch) inventoryChanged(this.#db);
  }

  /**
   * Active units of a class at a location in the order a lower count retires
   * them: those still without a VIN (made from a count) first, then the newest.
   */
  async retirableFirst(locationId: string, classId: string): Promise<StoredUnit[]> {
    const rows = await this.#db
      .selectFrom('fleet_units')
      .selectAll()
      .where('location_id', '=', locationId)
      .where('class_id', '=', classId)
      .where('status', '=', 'active')
      .orderBy(sql`case when vin is null then 0 else 1 end`)
      .orderBy('created_at', 'desc')
      .orderBy('fleet_number', 'desc')
      .execute();
    return rows.map(numbers);
  }

  /** Blocks of these units not over at `now`, soonest first. */
  async blocksOf(unitIds: readonly string[], now: number): Promise<StoredBlock[]> {
    if (unitIds.length === 0) return [];
    const rows: StoredBlock[] = [];
    // Bounded IN lists: a national fleet lists thousands of units.
    for (let i = 0; i < unitIds.length; i += 500) {
      const part = await this.#db
        .selectFrom('maintenance_blocks')
        .selectAll()
        .where('unit_id', 'in', unitIds.slice(i, i + 500))
        .where('ends_at', '>', now)
        .orderBy('starts_at')
        .execute();
      rows.push(...part.map(blockNumbers));
    }
    return rows.sort((a, b) => a.starts_at - b.starts_at);
  }

  /** The unit's blocks that meet [from, to). */
  async blocksMeeting(unitId: string, from: number, to: number): Promise<StoredBlock[]> {
    const rows = await this.#db
      .selectFrom('maintenance_blocks')
      .selectAll()
      .where('unit_id', '=', unitId)
      .where('ends_at', '>', from)
      .where('starts_at', '<', to)
      .execute();
    return rows.map(blockNumbers);
  }

  async insertBlock(block: Insertable<MaintenanceBlockTable>): Promise<void> {
    await this.#db.insertInto('maintenance_blocks').values(block).execute();
    inventoryChanged(this.#db);
  }

  async findBlock(unitId: string, blockId: string): Promise<StoredBlock | undefined> {
    const row = await this.#db
      .selectFrom('maintenance_blocks')
      .selectAll()
      .where('id', '=', blockId)
      .where('unit_id', '=', unitId)
      .executeTakeFirst();
    return row && blockNumbers(row);
  }

  async deleteBlock(blockId: string): Promise<void> {
    await this.#db.deleteFrom('maintenance_blocks').where('id', '=', blockId).execute();
    inventoryChanged(this.#db);
  }

  /** Removes the unit's blocks not over at `now` (it leaves the count, so they no longer hold a unit). */
  async deleteBlocksAfter(unitId: string, now: number): Promise<void> {
    await this.#db
      .deleteFrom('maintenance_blocks')
      .where('unit_id', '=', unitId)
      .where('ends_at', '>', now)
      .execute();
    inventoryChanged(this.#db);
  }

  /** Active units whose service is due by `date` or within `miles` of their odometer, not yet reminded of that due. */
  async serviceDue(date: string, miles: number, limit: number): Promise<StoredUnit[]> {
    const rows = await this.#db
      .selectFrom('fleet_units')
      .selectAll()
      .where('status', '=', 'active')
      .where('service_reminded', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('service_due_on', 'is not', null), eb('service_due_on', '<=', date)]),
          eb.and([
            eb('service_due_miles', 'is not', null),
            eb('service_due_miles', '<=', eb('odometer_miles', '+', miles)),
          ]),
        ]),
      )
      .orderBy('location_id')
      .orderBy('fleet_number')
      .limit(limit)
      .execute();
    return rows.map(numbers);
  }

  /**
   * Units whose booked service is over by `now` and not yet recorded (decision 033): a block of `reason` that
   * starts after the unit's overdue hold ends (set when it was booked; cleared once a service is recorded).
   */
  async servicesEnded(reason: string, now: number): Promise<{ unitId: string; endDate: string }[]> {
    const rows = await this.#db
      .selectFrom('fleet_units as u')
      .innerJoin('maintenance_blocks as b', 'b.unit_id', 'u.id')
      .select(['u.id', 'b.end_date'])
      .where('u.status', '=', 'active')
      .where('u.service_overdue_until', 'is not', null)
      .where('b.reason', '=', reason)
      .whereRef('b.starts_at', '>', 'u.service_overdue_until')
      .where('b.ends_at', '<=', now)
      .orderBy('b.ends_at')
      .limit(500)
      .execute();
    return rows.map((r) => ({ unitId: r.id, endDate: r.end_date }));
  }

  /** Marks the unit reminded of its service due; false when another worker did first. */
  async markReminded(id: string, day: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('fleet_units')
      .set({ service_reminded: day })
      .where('id', '=', id)
      .where('service_reminded', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}

/** PostgreSQL answers bigint columns as strings. */
function numbers(row: StoredUnit): StoredUnit {
  return {
    ...row,
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    service_overdue_at: row.service_overdue_at === null ? null : Number(row.service_overdue_at),
    service_overdue_until: row.service_overdue_until === null ? null : Number(row.service_overdue_until),
  };
}

function blockNumbers(row: StoredBlock): StoredBlock {
  return {
    ...row,
    starts_at: Number(row.starts_at),
    ends_at: Number(row.ends_at),
    created_at: Number(row.created_at),
  };
}
