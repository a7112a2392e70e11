import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { AdminUserTable } from './admin.table.ts';

export interface AdminUser {
  id: string;
  email: string;
  passwordHash: string;
  createdAt: number;
  lastLoginAt: number | null;
}

/** Reads and writes back-office accounts; takes the database or a transaction. */
export class AdminUserRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async count(): Promise<number> {
    const row = await this.#db
      .selectFrom('admin_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** `email` lower-case, as the schemas normalise it. */
  async findByEmail(email: string): Promise<AdminUser | undefined> {
    const row = await this.#db
      .selectFrom('admin_users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  async insert(user: { id: string; email: string; passwordHash: string }, at: number): Promise<void> {
    await this.#db
      .insertInto('admin_users')
      .values({
        id: user.id,
        email: user.email,
        password_hash: user.passwordHash,
        created_at: at,
        password_changed_at: at,
        last_login_at: null,
      })
      .execute();
  }

  async setPassword(id: string, passwordHash: string, at: number): Promise<void> {
    await this.#db
      .updateTable('admin_users')
      .set({ password_hash: passwordHash, password_changed_at: at })
      .where('id', '=', id)
      .execute();
  }

  async recordLogin(id: string, at: number): Promise<void> {
    await this.#db.updateTable('admin_users').set({ last_login_at: at }).where('id', '=', id).execute();
  }
}

function fromRow(row: Selectable<AdminUserTable>): AdminUser {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}
