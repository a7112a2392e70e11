import type { ChecklistItem, InspectedItem } from '@convoy/domain/contracts/inspection.schema';
import type { Insertable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { InspectionTable } from '../db/tables/inspection.table.ts';

/** A finished inspection as stored, its JSON read. */
export interface StoredInspection {
  id: string;
  key: string;
  reservationId: string;
  classId: string;
  seq: number;
  kind: 'out' | 'in';
  unitId: string;
  at: number;
  items: InspectedItem[];
  failedSafety: string[];
  recordedBy: string;
}

const stored = (r: InspectionTable): StoredInspection => ({
  id: r.id,
  key: r.idempotency_key,
  reservationId: r.reservation_id,
  classId: r.class_id,
  seq: Number(r.seq),
  kind: r.kind,
  unitId: r.unit_id,
  at: Number(r.at),
  items: JSON.parse(r.items) as InspectedItem[],
  failedSafety: JSON.parse(r.failed_safety) as string[],
  recordedBy: r.recorded_by,
});

/**
 * `inspection_checklists` and `inspections` (decision 034). An inspection is
 * inserted once and read; there is no update (the table's trigger refuses one).
 */
export class InspectionRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The class's own checklist; undefined while it has the demo one. */
  async checklist(classId: string): Promise<ChecklistItem[] | undefined> {
    const row = await this.#db
      .selectFrom('inspection_checklists')
      .select('items')
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return row ? (JSON.parse(row.items) as ChecklistItem[]) : undefined;
  }

  /** Replaces the class's checklist. */
  async saveChecklist(classId: string, items: ChecklistItem[], at: number, by: string): Promise<void> {
    const values = { items: JSON.stringify(items), updated_at: at, updated_by: by };
    await this.#db
      .insertInto('inspection_checklists')
      .values({ class_id: classId, ...values })
      .onConflict((oc) => oc.column('class_id').doUpdateSet(values))
      .execute();
  }

  async insert(row: Insertable<InspectionTable>): Promise<void> {
    await this.#db.insertInto('inspections').values(row).execute();
  }

  /** The inspections stored under these idempotency keys. */
  async byKeys(keys: readonly string[]): Promise<StoredInspection[]> {
    if (keys.length === 0) return [];
    const rows = await this.#db
      .selectFrom('inspections')
      .selectAll()
      .where('idempotency_key', 'in', keys)
      .execute();
    return rows.map(stored);
  }

  /** A reservation's inspections, in no order. */
  async forReservation(reservationId: string): Promise<StoredInspection[]> {
    const rows = await this.#db
      .selectFrom('inspections')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .execute();
    return rows.map(stored);
  }
}
