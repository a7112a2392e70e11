import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { RelocationStatus, RelocationTable } from '../db/tables/relocation.table.ts';
import { inventoryChanged } from './held-units.ts';

/** A stored relocation, instants as numbers, with the code of the reservation it serves (if any). */
export type StoredRelocation = Selectable<RelocationTable> & { reservation_code: string | null };

function numbers(row: StoredRelocation): StoredRelocation {
  return {
    ...row,
    leave_at: Number(row.leave_at),
    arrive_at: Number(row.arrive_at),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    done_at: row.done_at === null ? null : Number(row.done_at),
  };
}

/**
 * The relocations (decision 031). A scheduled one is a pending move the
 * inventory reads (inventory.repository.ts), so every write here says the
 * held units changed, as a booking's does.
 */
export class RelocationRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  #select() {
    return this.#db
      .selectFrom('relocations as x')
      .leftJoin('reservations as r', 'r.id', 'x.reservation_id')
      .selectAll('x')
      .select('r.code as reservation_code');
  }

  async find(id: string): Promise<StoredRelocation | undefined> {
    const row = await this.#select().where('x.id', '=', id).executeTakeFirst();
    return row && numbers(row);
  }

  /** Newest leaving first among the scheduled, then the rest. */
  async list(filter: {
    status?: RelocationStatus | undefined;
    classId?: string | undefined;
  }): Promise<StoredRelocation[]> {
    const rows = await this.#select()
      .$if(filter.status !== undefined, (q) => q.where('x.status', '=', filter.status!))
      .$if(filter.classId !== undefined, (q) => q.where('x.class_id', '=', filter.classId!))
      .orderBy('x.leave_at')
      .orderBy('x.id')
      .limit(500)
      .execute();
    return rows.map(numbers);
  }

  /** The unit's scheduled relocations, but `exceptId`. */
  async scheduledOfUnit(unitId: string, exceptId: string | null): Promise<StoredRelocation[]> {
    const rows = await this.#select()
      .where('x.unit_id', '=', unitId)
      .where('x.status', '=', 'scheduled')
      .$if(exceptId !== null, (q) => q.where('x.id', '!=', exceptId!))
      .orderBy('x.leave_at')
      .execute();
    return rows.map(numbers);
  }

  /** Units of a class on a scheduled relocation meeting [from, to) (they cannot go on another then). */
  async unitsAway(classId: string, from: number, to: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('relocations')
      .select('unit_id')
      .where('class_id', '=', classId)
      .where('status', '=', 'scheduled')
      .where('arrive_at', '>', from)
      .where('leave_at', '<', to)
      .execute();
    return rows.map((r) => r.unit_id);
  }

  /**
   * The scheduled relocations of these units leaving before `before`: from its leaving on, a unit is
   * no longer its location's to give a rental (the unit assignments read this).
   */
  async scheduledOfUnits(
    unitIds: readonly string[],
    before: number,
  ): Promise<{ unit_id: string; leave_at: number; to_location_id: string }[]> {
    const rows: { unit_id: string; leave_at: number; to_location_id: string }[] = [];
    // Bounded IN lists, as the maintenance blocks'.
    for (let i = 0; i < unitIds.length; i += 500) {
      const part = await this.#db
        .selectFrom('relocations')
        .select(['unit_id', 'leave_at', 'to_location_id'])
        .where('unit_id', 'in', unitIds.slice(i, i + 500))
        .where('status', '=', 'scheduled')
        .where('leave_at', '<', before)
        .execute();
      rows.push(...part.map((r) => ({ ...r, leave_at: Number(r.leave_at) })));
    }
    return rows;
  }

  async insert(row: Insertable<RelocationTable>): Promise<void> {
    await this.#db.insertInto('relocations').values(row).execute();
    inventoryChanged(this.#db);
  }

  async update(id: string, patch: Updateable<RelocationTable>): Promise<void> {
    await this.#db.updateTable('relocations').set(patch).where('id', '=', id).execute();
    inventoryChanged(this.#db);
  }

  /** Moves a scheduled relocation to `status`; false when it was no longer scheduled (another staff member was first). */
  async close(id: string, status: 'done' | 'cancelled', at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('relocations')
      .set({ status, updated_at: at, ...(status === 'done' ? { done_at: at } : {}) })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    inventoryChanged(this.#db);
    return Number(result.numUpdatedRows) > 0;
  }
}
