import {
  type ClaimLimitsRow,
  type ClaimListQuery,
  type ClaimStatus,
  type EstimateLine,
  unsettledClaimStatuses,
} from '@convoy/domain/contracts/claim.schema';
import type { DamageMark } from '@convoy/domain/contracts/counter.schema';
import type { ClaimCover, ClaimSplit } from '@convoy/domain/rules/claim-split';
import type { Selectable } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import type { ClaimLimitsTable, ClaimTable } from '../db/tables/claim.table.ts';
import { takeTurns } from '../db/take-turns.ts';

/** A damage claim on one booked vehicle (decision 036). */
export interface StoredClaim {
  id: string;
  reservationId: string;
  classId: string;
  seq: number;
  /** The leg (the unit it was on, decision 035) the damage came back from. */
  leg: number;
  unitId: string;
  locationId: string;
  state: string;
  status: ClaimStatus;
  cover: ClaimCover;
  marks: DamageMark[];
  dailyRateCents: number;
  lines: EstimateLine[];
  lossOfUseDays: number;
  adminFeeCents: number;
  /** As settled; null until then. */
  split: ClaimSplit | null;
  letterSentAt: number | null;
  invoiceId: string | null;
  waiveReason: string | null;
  openedAt: number;
  openedBy: string;
  updatedAt: number;
}

/** A claim with its booking's code, as the list shows it. */
/** A claim with its booking's code and its unit's fleet number (a swapped vehicle's claims differ by it). */
export type ListedClaim = StoredClaim & { code: string; fleetNumber: string };

type Patch = Partial<Pick<StoredClaim, 'status' | 'lines' | 'lossOfUseDays' | 'adminFeeCents' | 'split'>> &
  Partial<Pick<StoredClaim, 'letterSentAt' | 'invoiceId' | 'waiveReason'>> & { updatedAt: number };

/** `claims` and `claim_limits`. No business rules. */
export class ClaimRepository {
  readonly #db: Executor;

  readonly #dialect: DialectName;

  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** Inserts the claim unless its vehicle has one already (the unique constraint): answers whether it did. */
  async insert(c: StoredClaim): Promise<boolean> {
    const result = await this.#db
      .insertInto('claims')
      .values({
        id: c.id,
        reservation_id: c.reservationId,
        class_id: c.classId,
        seq: c.seq,
        leg: c.leg,
        unit_id: c.unitId,
        location_id: c.locationId,
        state: c.state,
        status: c.status,
        cover: c.cover,
        marks: JSON.stringify(c.marks),
        daily_rate_cents: c.dailyRateCents,
        lines: JSON.stringify(c.lines),
        loss_of_use_days: c.lossOfUseDays,
        admin_fee_cents: c.adminFeeCents,
        split: null,
        letter_sent_at: null,
        invoice_id: null,
        waive_reason: null,
        opened_at: c.openedAt,
        opened_by: c.openedBy,
        updated_at: c.updatedAt,
      })
      .onConflict((oc) => oc.columns(['reservation_id', 'class_id', 'seq', 'leg']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async find(id: string): Promise<ListedClaim | undefined> {
    const row = await this.#listed().where('claims.id', '=', id).executeTakeFirst();
    return row ? { ...fromRow(row), code: row.code, fleetNumber: row.fleet_number } : undefined;
  }

  async forReservation(reservationId: string): Promise<StoredClaim[]> {
    const rows = await this.#db
      .selectFrom('claims')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('class_id')
      .orderBy('seq')
      .orderBy('leg')
      .execute();
    return rows.map(fromRow);
  }

  /** The bookings with a claim not yet settled or waived. */
  async unsettledReservations(): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('claims')
      .select('reservation_id')
      .distinct()
      .where('status', 'in', unsettledClaimStatuses)
      .orderBy('reservation_id')
      .execute();
    return rows.map((r) => r.reservation_id);
  }

  /** Newest first, by the location the vehicle came back to, status and booking code. */
  async list(query: ClaimListQuery): Promise<ListedClaim[]> {
    let q = this.#listed();
    if (query.locationId) q = q.where('claims.location_id', '=', query.locationId);
    if (query.status) q = q.where('claims.status', '=', query.status);
    if (query.code) q = q.where('reservations.code', '=', query.code.toUpperCase());
    const rows = await q.orderBy('claims.opened_at', 'desc').orderBy('claims.id').limit(200).execute();
    return rows.map((r) => ({ ...fromRow(r), code: r.code, fleetNumber: r.fleet_number }));
  }

  /** Applies `patch` while the claim is in one of `from`; answers whether it was. */
  async update(id: string, from: readonly ClaimStatus[], patch: Patch): Promise<boolean> {
    const result = await this.#db
      .updateTable('claims')
      .set({
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.lines ? { lines: JSON.stringify(patch.lines) } : {}),
        ...(patch.lossOfUseDays !== undefined ? { loss_of_use_days: patch.lossOfUseDays } : {}),
        ...(patch.adminFeeCents !== undefined ? { admin_fee_cents: patch.adminFeeCents } : {}),
        ...(patch.split ? { split: JSON.stringify(patch.split) } : {}),
        ...(patch.letterSentAt !== undefined ? { letter_sent_at: patch.letterSentAt } : {}),
        ...(patch.invoiceId !== undefined ? { invoice_id: patch.invoiceId } : {}),
        ...(patch.waiveReason !== undefined ? { waive_reason: patch.waiveReason } : {}),
        updated_at: patch.updatedAt,
      })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** The limits of `state`, else those of every other state (`*`, always there: migration 0051). */
  async limitsFor(state: string): Promise<ClaimLimitsRow> {
    const rows = await this.#db
      .selectFrom('claim_limits')
      .selectAll()
      .where('state', 'in', [state, '*'])
      .execute();
    const row = rows.find((r) => r.state === state) ?? rows.find((r) => r.state === '*')!;
    return limitsOf(row);
  }

  async limits(): Promise<ClaimLimitsRow[]> {
    const rows = await this.#db.selectFrom('claim_limits').selectAll().orderBy('state').execute();
    return rows.map(limitsOf);
  }

  /**
   * Replaces every state's limits, inside the caller's transaction. Two saves at once take turns
   * (PostgreSQL: a transaction advisory lock; a SQLite transaction holds the only writer already): each
   * statement after the lock sees the other's rows, so the second deletes them rather than inserting
   * beside them (a duplicate state, answered 500, was what two saves at once met).
   */
  async saveLimits(rows: readonly ClaimLimitsRow[], now: number): Promise<void> {
    await takeTurns(this.#db, this.#dialect, 'claim_limits');
    await this.#db.deleteFrom('claim_limits').execute();
    await this.#db
      .insertInto('claim_limits')
      .values(
        rows.map((r) => ({
          state: r.state,
          deductible_cents: r.deductibleCents,
          loss_of_use_max_days: r.lossOfUseMaxDays,
          admin_fee_max_cents: r.adminFeeMaxCents,
          renter_max_cents: r.renterMaxCents,
          updated_at: now,
        })),
      )
      .execute();
  }

  /** The claim's entries in the audit log, oldest first: its trail from open to settled. */
  async history(id: string): Promise<{ at: number; action: string; actor: string }[]> {
    const rows = await this.#db
      .selectFrom('audit_log')
      .select(['at', 'action', 'actor'])
      .where('entity_type', '=', 'claim')
      .where('entity_id', '=', id)
      .orderBy('at')
      .orderBy('id')
      .limit(100)
      .execute();
    return rows.map((r) => ({ at: Number(r.at), action: r.action, actor: r.actor }));
  }

  #listed() {
    return this.#db
      .selectFrom('claims')
      .innerJoin('reservations', 'reservations.id', 'claims.reservation_id')
      .innerJoin('fleet_units', 'fleet_units.id', 'claims.unit_id')
      .selectAll('claims')
      .select(['reservations.code', 'fleet_units.fleet_number']);
  }
}

function limitsOf(r: Selectable<ClaimLimitsTable>): ClaimLimitsRow {
  return {
    state: r.state,
    deductibleCents: Number(r.deductible_cents),
    lossOfUseMaxDays: Number(r.loss_of_use_max_days),
    adminFeeMaxCents: Number(r.admin_fee_max_cents),
    renterMaxCents: r.renter_max_cents === null ? null : Number(r.renter_max_cents),
  };
}

function fromRow(r: Selectable<ClaimTable>): StoredClaim {
  return {
    id: r.id,
    reservationId: r.reservation_id,
    classId: r.class_id,
    seq: Number(r.seq),
    leg: Number(r.leg),
    unitId: r.unit_id,
    locationId: r.location_id,
    state: r.state,
    status: r.status,
    cover: r.cover,
    marks: JSON.parse(r.marks) as DamageMark[],
    dailyRateCents: Number(r.daily_rate_cents),
    lines: JSON.parse(r.lines) as EstimateLine[],
    lossOfUseDays: Number(r.loss_of_use_days),
    adminFeeCents: Number(r.admin_fee_cents),
    split: r.split === null ? null : (JSON.parse(r.split) as ClaimSplit),
    letterSentAt: r.letter_sent_at === null ? null : Number(r.letter_sent_at),
    invoiceId: r.invoice_id,
    waiveReason: r.waive_reason,
    openedAt: Number(r.opened_at),
    openedBy: r.opened_by,
    updatedAt: Number(r.updated_at),
  };
}
