import { sql } from 'kysely';
import { afterEach } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './app.ts';
import type { TestDatabase, TestDialect } from './dialects.ts';

/**
 * `count` instances of the app on one test database, each listening on a port
 * of its own, as separate processes would run behind a load balancer: the
 * first seeds the database; the others get their own connection pool. Close
 * them (`app.close()` of each) before destroying the database.
 *
 * On SQLite every connection to the file fails at once on a write lock another holds instead of
 * waiting 5 s (`busyTimeoutMs`): the instances share this process's one thread, so a wait could never
 * see the holder finish; it would end in the same SQLITE_BUSY five seconds later.
 */
export async function listeningInstances(
  database: TestDatabase,
  count: number,
  options: Omit<TestAppOptions, 'database' | 'seed'> = {},
): Promise<{ apps: TestApp[]; urls: string[] }> {
  const apps: TestApp[] = [];
  const sqlite = database.target.dialect === 'sqlite';
  if (sqlite) await sql`pragma busy_timeout = 0`.execute(database.db);
  for (let i = 0; i < count; i++) {
    // A pool's sockets may outlive pool.end() and meet the database's forced drop
    // (test/dialects.ts): expected once the instance is closing, a failure before.
    let closing = false;
    const db =
      i === 0
        ? database.db
        : createDatabase(database.target, {
            busyTimeoutMs: 0,
            onPoolError: (error) => {
              if (!closing) console.error('PostgreSQL pool error', error);
            },
          });
    const t = await createTestApp({ ...options, database: { target: database.target, db }, seed: i === 0 });
    if (i > 0) {
      t.app.addHook('onClose', async () => {
        closing = true;
        await db.destroy();
      });
    }
    apps.push(t);
  }
  const urls: string[] = [];
  for (const t of apps) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
  }
  return { apps, urls };
}

/** Instances started by `useInstances`: the database they share, the apps and their addresses. */
export interface Served {
  database: TestDatabase;
  apps: TestApp[];
  urls: string[];
}

/**
 * listeningInstances on a database of their own, per test: `start` seeds a fresh database of `dialect` and
 * starts `count` instances on it; after each test they are closed and the database destroyed.
 * `database` and `apps` are the last started (a test's helpers read them).
 */
export function useInstances(dialect: TestDialect): {
  start(count: number, options?: Omit<TestAppOptions, 'database' | 'seed'>): Promise<Served>;
  readonly database: TestDatabase;
  readonly apps: TestApp[];
} {
  let served: Served | undefined;
  afterEach(async () => {
    const done = served;
    served = undefined;
    if (!done) return;
    for (const t of done.apps) await t.close();
    await done.database.destroy();
  });
  const current = () => {
    if (!served) throw new Error('No instances started in this test');
    return served;
  };
  return {
    async start(count, options = {}) {
      const database = await dialect.createSeeded();
      served = { database, apps: [], urls: [] };
      const { apps, urls } = await listeningInstances(database, count, options);
      served.apps.push(...apps);
      served.urls.push(...urls);
      return served;
    },
    get database() {
      return current().database;
    },
    get apps() {
      return current().apps;
    },
  };
}
