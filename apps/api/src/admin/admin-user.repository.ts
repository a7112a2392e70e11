import type { StaffRole } from '@convoy/domain/contracts/admin-auth.schema';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { AdminUserTable } from '../db/tables/admin.table.ts';

export interface AdminUser {
  id: string;
  email: string;
  passwordHash: string;
  role: StaffRole;
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

  async insert(
    user: { id: string; email: string; passwordHash: string; role: StaffRole },
    at: number,
  ): Promise<void> {
    await this.#db
      .insertInto('admin_users')
      .values({
        id: user.id,
        email: user.email,
        password_hash: user.passwordHash,
        role: user.role,
        created_at: at,
        password_changed_at: at,
        last_login_at: null,
      })
      .execute();
  }

  async findById(id: string): Promise<AdminUser | undefined> {
    const row = await this.#db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && fromRow(row);
  }

  /** Every account, by e-mail. */
  async list(): Promise<AdminUser[]> {
    const rows = await this.#db.selectFrom('admin_users').selectAll().orderBy('email').execute();
    return rows.map(fromRow);
  }

  async setRole(id: string, role: StaffRole): Promise<void> {
    await this.#db.updateTable('admin_users').set({ role }).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('admin_users').where('id', '=', id).execute();
  }

  /**
   * The owners, their rows locked until commit (a no-op update, like the unit
   * count's claim): two owners demoting each other at once cannot leave none.
   */
  async claimOwners(): Promise<string[]> {
    const rows = await this.#db
      .updateTable('admin_users')
      .set((eb) => ({ role: eb.ref('role') }))
      .where('role', '=', 'owner')
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
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
    role: row.role,
    createdAt: Number(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
  };
}
