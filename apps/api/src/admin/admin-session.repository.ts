import type { StaffRole } from '@convoy/domain/contracts/admin-auth.schema';
import type { Executor } from '../db/database.ts';

export interface StoredAdminSession {
  idHash: string;
  adminId: string;
  email: string;
  role: StaffRole;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** Reads and writes admin sessions (keyed by the hash of the cookie's id); no rules here. */
export class AdminSessionRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(s: Omit<StoredAdminSession, 'email' | 'role'>): Promise<void> {
    await this.#db
      .insertInto('admin_sessions')
      .values({
        id_hash: s.idHash,
        admin_id: s.adminId,
        csrf_token: s.csrfToken,
        created_at: s.createdAt,
        last_seen_at: s.lastSeenAt,
        expires_at: s.expiresAt,
      })
      .execute();
  }

  /** With the account's e-mail address, in one query. */
  async find(idHash: string): Promise<StoredAdminSession | undefined> {
    const row = await this.#db
      .selectFrom('admin_sessions as s')
      .innerJoin('admin_users as u', 'u.id', 's.admin_id')
      .select([
        's.id_hash',
        's.admin_id',
        'u.email',
        'u.role',
        's.csrf_token',
        's.created_at',
        's.last_seen_at',
        's.expires_at',
      ])
      .where('s.id_hash', '=', idHash)
      .executeTakeFirst();
    return (
      row && {
        idHash: row.id_hash,
        adminId: row.admin_id,
        email: row.email,
        role: row.role,
        csrfToken: row.csrf_token,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
      }
    );
  }

  async touch(idHash: string, at: number): Promise<void> {
    await this.#db
      .updateTable('admin_sessions')
      .set({ last_seen_at: at })
      .where('id_hash', '=', idHash)
      .execute();
  }

  async delete(idHash: string): Promise<void> {
    await this.#db.deleteFrom('admin_sessions').where('id_hash', '=', idHash).execute();
  }

  async deleteForAdmin(adminId: string): Promise<void> {
    await this.#db.deleteFrom('admin_sessions').where('admin_id', '=', adminId).execute();
  }

  /** Sessions past their absolute end or idle since `idleBefore`. */
  async deleteExpired(now: number, idleBefore: number): Promise<void> {
    await this.#db
      .deleteFrom('admin_sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
      .execute();
  }
}
