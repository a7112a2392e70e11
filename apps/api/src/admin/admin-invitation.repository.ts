import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { AdminInvitationTable } from '../db/tables/admin.table.ts';

export type StoredInvitation = Selectable<AdminInvitationTable>;

/** Reads and writes staff invitations; takes the database or a transaction. */
export class AdminInvitationRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(invitation: Insertable<AdminInvitationTable>): Promise<void> {
    await this.#db.insertInto('admin_invitations').values(invitation).execute();
  }

  /** Invitations neither accepted nor revoked that expire after `now`, newest first. */
  async pending(now: number): Promise<StoredInvitation[]> {
    const rows = await this.#db
      .selectFrom('admin_invitations')
      .selectAll()
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(numbers);
  }

  async findByTokenHash(tokenHash: string): Promise<StoredInvitation | undefined> {
    const row = await this.#db
      .selectFrom('admin_invitations')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && numbers(row);
  }

  /** Revokes the pending invitations of an address (a new one replaces them), or one by id. */
  async revoke(by: { email: string } | { id: string }, at: number): Promise<number> {
    const result = await this.#db
      .updateTable('admin_invitations')
      .set({ revoked_at: at })
      .$if('email' in by, (q) => q.where('email', '=', (by as { email: string }).email))
      .$if('id' in by, (q) => q.where('id', '=', (by as { id: string }).id))
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Marks it accepted; false when it was accepted, revoked or expired meanwhile. */
  async accept(id: string, at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('admin_invitations')
      .set({ accepted_at: at })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}

/** PostgreSQL answers bigint columns as strings. */
function numbers(row: StoredInvitation): StoredInvitation {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...row,
    created_at: Number(row.created_at),
    expires_at: Number(row.expires_at),
    accepted_at: n(row.accepted_at),
    revoked_at: n(row.revoked_at),
  };
}
