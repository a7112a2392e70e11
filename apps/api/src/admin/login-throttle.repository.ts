import type { Executor } from '../db/database.ts';

export interface ThrottleState {
  failures: number;
  windowStartedAt: number;
}

/** Failed sign-in counters in fixed windows (migration 0010); no rules beyond the window arithmetic. */
export class LoginThrottleRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async find(key: string): Promise<ThrottleState | undefined> {
    const row = await this.#db
      .selectFrom('admin_login_throttle')
      .select(['failures', 'window_started_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && { failures: row.failures, windowStartedAt: row.window_started_at };
  }

  /** Counts one failure; a window that began at or before `windowStartCutoff` starts again at `now`. */
  async recordFailure(key: string, now: number, windowStartCutoff: number): Promise<void> {
    await this.#db
      .insertInto('admin_login_throttle')
      .values({ key, failures: 1, window_started_at: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const stale = eb('admin_login_throttle.window_started_at', '<=', windowStartCutoff);
          return {
            failures: eb
              .case()
              .when(stale)
              .then(1)
              .else(eb('admin_login_throttle.failures', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when(stale)
              .then(now)
              .else(eb.ref('admin_login_throttle.window_started_at'))
              .end(),
          };
        }),
      )
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom('admin_login_throttle').where('key', '=', key).execute();
  }

  /** Forgets windows that ended long ago. */
  async deleteStale(windowStartCutoff: number): Promise<void> {
    await this.#db
      .deleteFrom('admin_login_throttle')
      .where('window_started_at', '<=', windowStartCutoff)
      .execute();
  }
}
