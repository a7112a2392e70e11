import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { DoNotRentEntryTable } from '../db/tables/do-not-rent.table.ts';

/** An entry as stored, with the e-mail of the staff member who added it (null once their account is gone). */
export type StoredDoNotRentEntry = Selectable<DoNotRentEntryTable> & { created_by_email: string | null };

/** The hashes a booking is looked up by (match-keys.ts). */
export interface MatchHashes {
  persons: string[];
  licences: string[];
  emails: string[];
  phones: string[];
}

/** The do-not-rent list and its overrides; takes the database or a transaction. */
export class DoNotRentRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async list(): Promise<StoredDoNotRentEntry[]> {
    const rows = await this.#db
      .selectFrom('do_not_rent_entries as e')
      .leftJoin('admin_users as u', 'u.id', 'e.created_by')
      .selectAll('e')
      .select('u.email as created_by_email')
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id')
      .execute();
    return rows.map((r) => ({ ...r, created_at: Number(r.created_at), updated_at: Number(r.updated_at) }));
  }

  async insert(row: DoNotRentEntryTable): Promise<void> {
    await this.#db.insertInto('do_not_rent_entries').values(row).execute();
  }

  /** False when there is no such entry. */
  async update(
    id: string,
    change: Partial<Pick<DoNotRentEntryTable, 'reason' | 'lapses_on'>>,
    now: number,
  ): Promise<boolean> {
    const done = await this.#db
      .updateTable('do_not_rent_entries')
      .set({ ...change, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return done.numUpdatedRows > 0n;
  }

  /** False when there is no such entry. */
  async remove(id: string): Promise<boolean> {
    const done = await this.#db.deleteFrom('do_not_rent_entries').where('id', '=', id).executeTakeFirst();
    return done.numDeletedRows > 0n;
  }

  /** The ids of the entries, not lapsed on `today` ("YYYY-MM-DD"), that any of the hashes finds. */
  async matching(hashes: MatchHashes, today: string): Promise<string[]> {
    const columns = [
      ['person_hash', hashes.persons],
      ['licence_hash', hashes.licences],
      ['email_hash', hashes.emails],
      ['phone_hash', hashes.phones],
    ] as const;
    if (columns.every(([, values]) => values.length === 0)) return [];
    const rows = await this.#db
      .selectFrom('do_not_rent_entries')
      .select('id')
      .where((eb) =>
        eb.or(
          columns
            .filter(([, values]) => values.length > 0)
            .map(([column, values]) => eb(column, 'in', values)),
        ),
      )
      .where((eb) => eb.or([eb('lapses_on', 'is', null), eb('lapses_on', '>', today)]))
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async hasOverride(reservationId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('do_not_rent_overrides')
      .select('reservation_id')
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records (or renews) the override of one booking. */
  async override(
    reservationId: string,
    entryIds: readonly string[],
    by: string,
    now: number,
    reason: string | undefined,
  ): Promise<void> {
    const row = {
      entry_ids: JSON.stringify(entryIds),
      created_by: by,
      created_at: now,
      reason: reason ?? null,
    };
    await this.#db
      .insertInto('do_not_rent_overrides')
      .values({ reservation_id: reservationId, ...row })
      .onConflict((oc) => oc.column('reservation_id').doUpdateSet(row))
      .execute();
  }

  /** The override of one booking, with the e-mail of the manager who recorded it (null once their account is gone). */
  async overrideOf(
    reservationId: string,
  ): Promise<{ by: string | null; at: number; reason: string | null } | undefined> {
    const row = await this.#db
      .selectFrom('do_not_rent_overrides as o')
      .leftJoin('admin_users as u', 'u.id', 'o.created_by')
      .select(['u.email', 'o.created_at', 'o.reason'])
      .where('o.reservation_id', '=', reservationId)
      .executeTakeFirst();
    return row && { by: row.email, at: Number(row.created_at), reason: row.reason };
  }
}
