import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { describe, inject } from 'vitest';
import type { DatabaseTarget, DialectName } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/database.ts';
import { migrateAndSeed, type Templates } from './template.ts';

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
  /**
   * A fresh database, migrated and seeded as `createTestApp({ seed: true })` seeds it: a
   * copy of the run's template (test/global-setup.ts), in milliseconds instead of the
   * second or more that migrating takes; migrated and seeded here where no template was made.
   */
  createSeeded(): Promise<TestDatabase>;
}

export interface TestDatabase {
  target: DatabaseTarget;
  db: Kysely<Database>;
  /** Closes the connections and deletes the database. */
  destroy(): Promise<void>;
}

/** The run's template of `name`, or null outside a Vitest run of the API project (a script using the dialects). */
function template<K extends keyof Templates>(name: K): Templates[K] | null {
  try {
    return inject(name);
  } catch {
    return null;
  }
}

async function seeded(database: TestDatabase): Promise<TestDatabase> {
  await migrateAndSeed(database.db);
  return database;
}

async function sqliteDatabase(copyOf: string | null): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-test-'));
  const target: DatabaseTarget = { dialect: 'sqlite', file: path.join(dir, 'convoy.sqlite') };
  if (copyOf) await copyFile(copyOf, target.file);
  const db = createDatabase(target);
  return {
    target,
    db,
    async destroy() {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const sqlite: TestDialect = {
  name: 'sqlite',
  create: () => sqliteDatabase(null),
  async createSeeded() {
    const file = template('sqliteTemplate');
    return file ? sqliteDatabase(file) : seeded(await sqliteDatabase(null));
  },
};

/** `work` on a connection to the server TEST_DATABASE_URL names (creating and dropping databases). */
export async function postgresAdmin<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
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

export async function dropPostgres(serverUrl: string, name: string): Promise<void> {
  await postgresAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/** Waits until no session is connected to database `name` (at most 10 s). */
export async function waitUntilUnused(serverUrl: string, name: string): Promise<void> {
  await postgresAdmin(serverUrl, async (admin) => {
    for (let i = 0; i < 200; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`PostgreSQL database ${name} still has sessions after 10 s`);
  });
}

function postgres(serverUrl: string): TestDialect {
  /** A database of its own, empty or (`from`) a copy of a template, dropped by destroy(). */
  async function database(from: string | null): Promise<TestDatabase> {
    const name = `convoy_test_${randomBytes(6).toString('hex')}`;
    await postgresAdmin(serverUrl, (admin) =>
      admin.query(from ? `create database ${name} template ${from}` : `create database ${name}`),
    );
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
        await dropPostgres(serverUrl, name);
      },
    };
  }
  return {
    name: 'postgres',
    create: () => database(null),
    async createSeeded() {
      const from = template('postgresTemplate');
      return from ? database(from) : seeded(await database(null));
    },
  };
}

const postgresRequired: TestDialect = {
  name: 'postgres',
  async create() {
    throw new Error('CI=true requires TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  },
  createSeeded() {
    return postgresRequired.create();
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
      createSeeded: () => Promise.reject(new Error(reason)),
    };
    describe.skip(`${title.replaceAll('$name', name)} (${notRunMarker} ${reason})`, () => body(unreachable));
  }
}
