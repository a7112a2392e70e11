import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { describe } from 'vitest';
import type { DatabaseTarget, DialectName } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/database.ts';

/**
 * The dialects every `*.integration.test.ts` runs against (as kysely's own
 * suite does): SQLite always, on a temp file; PostgreSQL when TEST_DATABASE_URL
 * names a server, on a database of its own that is dropped afterwards. In CI
 * PostgreSQL is required: missing or unreachable fails the run, never skips.
 *
 *   describeEachDialect('… on $name', (dialect) => { … dialect.create() … })
 */
export interface TestDialect {
  name: DialectName;
  /** A fresh, empty database (no migrations run). */
  create(): Promise<TestDatabase>;
}

export interface TestDatabase {
  target: DatabaseTarget;
  db: Kysely<Database>;
  /** Closes the connections and deletes the database. */
  destroy(): Promise<void>;
}

const sqlite: TestDialect = {
  name: 'sqlite',
  async create() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-test-'));
    const target: DatabaseTarget = { dialect: 'sqlite', file: path.join(dir, 'convoy.sqlite') };
    const db = createDatabase(target);
    return {
      target,
      db,
      async destroy() {
        await db.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL at TEST_DATABASE_URL is unreachable: ${String(error)}`, { cause: error });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function postgres(serverUrl: string): TestDialect {
  return {
    name: 'postgres',
    async create() {
      const name = `convoy_test_${randomBytes(6).toString('hex')}`;
      await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const target: DatabaseTarget = { dialect: 'postgres', url: url.toString() };
      let destroying = false;
      const db = createDatabase(target, {
        poolSize: 4,
        // pg's pool.end() resolves before its sockets close, so the forced drop
        // below may terminate one of them: expected then, a failure any other time.
        onPoolError: (error) => {
          if (!destroying) console.error('PostgreSQL pool error', error);
        },
      });
      return {
        target,
        db,
        async destroy() {
          destroying = true;
          await db.destroy();
          await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
        },
      };
    },
  };
}

const postgresRequired: TestDialect = {
  name: 'postgres',
  async create() {
    throw new Error('CI=true requires TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  },
};

export function testDialects(env: NodeJS.ProcessEnv = process.env): TestDialect[] {
  const serverUrl = env.TEST_DATABASE_URL?.trim();
  if (serverUrl) return [sqlite, postgres(serverUrl)];
  return env.CI === 'true' ? [sqlite, postgresRequired] : [sqlite];
}

/** Words every skipped dialect suite carries in its title; `npm test` (scripts/test.mjs) counts them. */
export const notRunMarker = 'not run:';

/**
 * The dialects this run leaves out, and why: PostgreSQL when TEST_DATABASE_URL
 * is unset outside CI (a fresh clone has no server to test against). In CI it
 * is never left out: `testDialects` then fails the suites instead.
 */
export function skippedDialects(
  env: NodeJS.ProcessEnv = process.env,
): { name: DialectName; reason: string }[] {
  if (env.TEST_DATABASE_URL?.trim() || env.CI === 'true') return [];
  return [{ name: 'postgres', reason: 'TEST_DATABASE_URL is not set (CI sets it)' }];
}

/**
 * `describe` once per dialect, as kysely's suite does (`$name` in the title
 * becomes the dialect), and a skipped suite for each dialect this run leaves
 * out, so the report says which suites did not run and why instead of staying
 * silent. `only` limits it to one dialect (a test of PostgreSQL alone).
 */
export function describeEachDialect(
  title: string,
  body: (dialect: TestDialect) => void,
  options: { only?: DialectName; env?: NodeJS.ProcessEnv } = {},
): void {
  const env = options.env ?? process.env;
  const wanted = (name: DialectName) => options.only === undefined || options.only === name;
  for (const dialect of testDialects(env).filter((d) => wanted(d.name))) {
    describe(title.replaceAll('$name', dialect.name), () => body(dialect));
  }
  for (const { name, reason } of skippedDialects(env).filter((d) => wanted(d.name))) {
    const unreachable: TestDialect = {
      name,
      create: () => Promise.reject(new Error(reason)),
    };
    describe.skip(`${title.replaceAll('$name', name)} (${notRunMarker} ${reason})`, () => body(unreachable));
  }
}
