import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { MaintenanceProgramTable } from '../db/tables/fleet-unit.table.ts';

export type StoredProgram = Selectable<MaintenanceProgramTable>;

/** An odometer reading of a unit at a check-out or a return. */
export interface UnitReading {
  unitId: string;
  at: number;
  miles: number;
}

/**
 * The classes' maintenance programs (decision 033), and the odometer readings
 * the counter took of units (check-outs and returns) that forecast their
 * services. Takes the database or a transaction.
 */
export class MaintenanceProgramRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async list(): Promise<StoredProgram[]> {
    const rows = await this.#db.selectFrom('maintenance_programs').selectAll().orderBy('class_id').execute();
    return rows.map((r) => ({ ...r, updated_at: Number(r.updated_at) }));
  }

  async find(classId: string): Promise<StoredProgram | undefined> {
    const row = await this.#db
      .selectFrom('maintenance_programs')
      .selectAll()
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return row && { ...row, updated_at: Number(row.updated_at) };
  }

  /** Sets the class's program (made or replaced). */
  async put(program: StoredProgram): Promise<void> {
    const { class_id: _, ...rest } = program;
    await this.#db
      .insertInto('maintenance_programs')
      .values(program)
      .onConflict((oc) => oc.column('class_id').doUpdateSet(rest))
      .execute();
  }

  /** The counter's odometer readings of these units since `since`, oldest first. */
  async readings(unitIds: readonly string[], since: number): Promise<UnitReading[]> {
    const out: UnitReading[] = [];
    // Bounded IN lists, as the fleet's other reads of many units.
    for (let i = 0; i < unitIds.length; i += 500) {
      const rows = await this.#db
        .selectFrom('handovers')
        .select(['unit_id', 'at', 'odometer_miles'])
        .where('unit_id', 'in', unitIds.slice(i, i + 500))
        .where('at', '>=', since)
        .orderBy('at')
        .execute();
      out.push(
        ...rows.map((r) => ({ unitId: r.unit_id, at: Number(r.at), miles: Number(r.odometer_miles) })),
      );
    }
    return out;
  }
}
