import type {
  CitationColumns,
  CitationSource,
  CitationSourceRequest,
  CitationStatus,
} from '@convoy/domain/contracts/citation.schema';
import type { CitationRow } from '@convoy/domain/rules/citations';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { CitationItemTable } from '../db/tables/citation.table.ts';

/** A booked vehicle: which reservation's which vehicle of a class. */
export interface BookedVehicle {
  reservationId: string;
  classId: string;
  seq: number;
}

/** A stored notice (decision 037). */
export interface StoredCitation extends CitationRow {
  id: string;
  sourceId: string;
  unitId: string | null;
  vehicle: BookedVehicle | null;
  driverId: string | null;
  status: CitationStatus;
  /** The `reservation_fees` rows that charge it: the amount, then the admin fee. */
  feeIds: string[];
  note: string;
  /** Sealed JSON of what a nomination needs; null once erased. */
  nomination: string | null;
  nominationUntil: number | null;
  importedAt: number;
}

/** `citation_sources` and `citation_items`, and the reads that match a notice. No business rules. */
export class CitationRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insertSource(id: string, s: CitationSourceRequest, at: number, by: string): Promise<void> {
    await this.#db
      .insertInto('citation_sources')
      .values({
        id,
        name: s.name,
        agency: s.agency,
        kind: s.kind,
        timezone: s.timezone,
        columns: JSON.stringify(s.columns),
        created_at: at,
        created_by: by,
      })
      .execute();
  }

  async sources(): Promise<CitationSource[]> {
    const rows = await this.#db.selectFrom('citation_sources').selectAll().orderBy('name').execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      agency: r.agency,
      kind: r.kind,
      timezone: r.timezone,
      columns: JSON.parse(r.columns) as CitationColumns,
    }));
  }

  async sourceNamed(name: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('citation_sources')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The units whose current plate is `plate` (compared without case, spaces or
   * dashes) in `state` when given: a plate moved to another unit is matched to
   * the unit that has it now (decision 037).
   */
  async unitsWithPlate(plate: string, state: string | null): Promise<string[]> {
    let query = this.#db
      .selectFrom('fleet_units')
      .select('id')
      .where(sql<string>`replace(replace(upper(plate), ' ', ''), '-', '')`, '=', plate);
    if (state !== null) query = query.where('plate_state', '=', state);
    return (await query.execute()).map((r) => r.id);
  }

  /**
   * The driver named for a booked vehicle: the named driver of its class for
   * that vehicle (or for any vehicle of the class), the first named; for a
   * unit whose check-out recorded no driver, and a notice staff assign.
   */
  async driverOf(v: BookedVehicle): Promise<string | null> {
    const rows = await this.#db
      .selectFrom('reservation_drivers')
      .select(['id', 'vehicle_number'])
      .where('reservation_id', '=', v.reservationId)
      .where('class_id', '=', v.classId)
      .where((eb) => eb.or([eb('vehicle_number', '=', v.seq), eb('vehicle_number', 'is', null)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const own = rows.find((r) => r.vehicle_number !== null) ?? rows[0];
    return own?.id ?? null;
  }

  /** Stores a notice unless its (agency, reference) is stored already: false then (the database decides). */
  async insertItem(item: StoredCitation, agencyKey: string, by: string): Promise<boolean> {
    const result = await this.#db
      .insertInto('citation_items')
      .values({
        id: item.id,
        source_id: item.sourceId,
        agency: item.agency,
        agency_key: agencyKey,
        reference: item.reference,
        kind: item.kind,
        plate: item.plate,
        plate_state: item.state,
        at: item.at,
        place: item.place,
        amount_cents: item.amountCents,
        unit_id: item.unitId,
        reservation_id: item.vehicle?.reservationId ?? null,
        class_id: item.vehicle?.classId ?? null,
        seq: item.vehicle?.seq ?? null,
        driver_id: item.driverId,
        status: item.status,
        fee_ids: JSON.stringify(item.feeIds),
        note: item.note,
        nomination: item.nomination,
        nomination_until: item.nominationUntil,
        imported_at: item.importedAt,
        imported_by: by,
        updated_at: item.importedAt,
      })
      .onConflict((oc) => oc.columns(['agency_key', 'reference']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async find(id: string): Promise<StoredCitation | undefined> {
    const row = await this.#db
      .selectFrom('citation_items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** Items of a status (every one without), the latest notice first, at most `limit`. */
  async list(status: CitationStatus | undefined, limit: number): Promise<StoredCitation[]> {
    let query = this.#db.selectFrom('citation_items').selectAll();
    if (status) query = query.where('status', '=', status);
    const rows = await query.orderBy('at', 'desc').orderBy('id').limit(limit).execute();
    return rows.map(fromRow);
  }

  async forReservation(reservationId: string): Promise<StoredCitation[]> {
    const rows = await this.#db
      .selectFrom('citation_items')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('at')
      .execute();
    return rows.map(fromRow);
  }

  /**
   * Moves an item from `from` to what `patch` says; false when it was not in
   * `from` any more (another member of staff acted first).
   */
  async update(
    id: string,
    from: readonly CitationStatus[],
    patch: Partial<
      Pick<
        StoredCitation,
        'status' | 'note' | 'feeIds' | 'vehicle' | 'driverId' | 'nomination' | 'nominationUntil'
      >
    >,
    at: number,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('citation_items')
      .set({
        updated_at: at,
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.note !== undefined ? { note: patch.note } : {}),
        ...(patch.feeIds ? { fee_ids: JSON.stringify(patch.feeIds) } : {}),
        ...(patch.vehicle
          ? {
              reservation_id: patch.vehicle.reservationId,
              class_id: patch.vehicle.classId,
              seq: patch.vehicle.seq,
            }
          : {}),
        ...(patch.driverId !== undefined ? { driver_id: patch.driverId } : {}),
        ...(patch.nomination !== undefined ? { nomination: patch.nomination } : {}),
        ...(patch.nominationUntil !== undefined ? { nomination_until: patch.nominationUntil } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Erases what nominations need once they are kept no longer (decision 037): how many. */
  async eraseNominationsBefore(now: number): Promise<number> {
    const result = await this.#db
      .updateTable('citation_items')
      .set({ nomination: null, nomination_until: null })
      .where('nomination_until', '<', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

function fromRow(r: Selectable<CitationItemTable>): StoredCitation {
  return {
    id: r.id,
    sourceId: r.source_id,
    reference: r.reference,
    agency: r.agency,
    kind: r.kind,
    plate: r.plate,
    state: r.plate_state,
    at: Number(r.at),
    place: r.place,
    amountCents: Number(r.amount_cents),
    unitId: r.unit_id,
    vehicle:
      r.reservation_id === null || r.class_id === null || r.seq === null
        ? null
        : { reservationId: r.reservation_id, classId: r.class_id, seq: Number(r.seq) },
    driverId: r.driver_id,
    status: r.status,
    feeIds: JSON.parse(r.fee_ids) as string[],
    note: r.note,
    nomination: r.nomination,
    nominationUntil: r.nomination_until === null ? null : Number(r.nomination_until),
    importedAt: Number(r.imported_at),
  };
}
