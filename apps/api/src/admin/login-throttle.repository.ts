import type { Executor } from '../db/database.ts';

export interface ThrottleState {
  failures: number;
  windowStartedAt: number;
}

/** Sign-in attempt counters in fixed windows (migration 0010); no rules beyond the window arithmetic. */
export class LoginThrottleRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /**
   * Counts one attempt and answers the count, in one statement, so parallel
   * attempts each see their own number (a read, then a write, let 40 parallel
   * attempts all pass a limit of 5). A window that began at or before
   * `windowStartCutoff` starts again at `now`.
   */
  async countAttempt(key: string, now: number, windowStartCutoff: number): Promise<ThrottleState> {
    const row = await this.#db
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
      .returning(['failures', 'window_started_at'])
      .executeTakeFirstOrThrow();
    return { failures: Number(row.failures), windowStartedAt: Number(row.window_started_at) };
  }

  /** Takes back one counted attempt that turned out not to be a failure. */
  async uncount(key: string): Promise<void> {
    await this.#db
      .updateTable('admin_login_throttle')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('key', '=', key)
      .where('failures', '>', 0)
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
