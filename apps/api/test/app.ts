import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import { type Config, type DatabaseTarget, loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/database.ts';
import type { MailTransport } from '../src/mail/transport.ts';
import type { Repositories } from '../src/repositories.ts';
import { type MemoryTransport, memoryTransport } from './mail.ts';
import { repositoriesFor } from './repositories.ts';
import { migrateAndSeed } from './template.ts';

/** The scrypt cost every test server hashes passwords at (PASSWORD_SCRYPT_COST, tests only). */
export const testScryptCost = '1024,8,1';

export interface TestApp {
  app: FastifyInstance;
  /** Every JSON log line the app wrote. */
  logs: Record<string, unknown>[];
  /** What the outbox worker sent, unless another transport was given. */
  mail: MemoryTransport;
  /** The tables as repositories, for a test to check what was stored (the app itself reads them through its services). */
  repositories: Repositories;
  close(): Promise<void>;
}

export interface TestAppOptions {
  database?: { target: DatabaseTarget; db: Kysely<Database> };
  webDist?: string;
  /** Extra environment, e.g. { TURNAROUND_MINUTES: '60' }. */
  env?: Record<string, string>;
  /** The business clock; real time by default. */
  now?: () => number;
  mailTransport?: MailTransport;
  /** Migrate and seed the demo data first (template.ts `migrateAndSeed`). */
  seed?: boolean;
}

/**
 * The real app over an in-memory SQLite database unless `database` is given, with no
 * web build unless `webDist` points at one. The e-mail worker does not poll
 * (OUTBOX_POLL_MS=0): tests run `app.services.outbox.runOnce()` themselves.
 * Routes may still be added before the first `inject`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const memory: DatabaseTarget = { dialect: 'sqlite', file: ':memory:' };
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      WEB_DIST: options.webDist ?? '/nonexistent/web-dist',
      OUTBOX_POLL_MS: '0',
      PAYMENTS_POLL_MS: '0',
      ACCOUNTING_POLL_MS: '0',
      OUTBOX_DIR: '/nonexistent/outbox',
      PUBLIC_URL: 'https://rent.test',
      STAFF_EMAIL: 'desk@rent.test',
      // inject()'s client address: tests of other features are never rate-limited;
      // the rate-limit tests (plugins/rate-limit.integration.test.ts) use other addresses.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      // Back-office passwords hashed at 1/80 of the production cost (N=2^10, r=8, p=1: ~10 ms, not
      // ~0.5 s, per sign-in). Production refuses this cost; admin/password-cost.test.ts shows it keeps its own.
      PASSWORD_SCRYPT_COST: testScryptCost,
      // A key per app: nothing of the tests' lands in the repository's data directory.
      LICENCE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...options.env,
    }),
    database: options.database?.target ?? memory,
  };
  const ownDb = options.database ? undefined : createDatabase(memory);
  const db = options.database?.db ?? ownDb!;
  // On a copy of the seeded template (TestDialect.createSeeded) this finds nothing to do.
  if (options.seed) await migrateAndSeed(db);
  const logs: Record<string, unknown>[] = [];
  const mail = memoryTransport();
  const app = await buildApp({
    config,
    db,
    logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    now: options.now,
    mailTransport: options.mailTransport ?? mail,
  });
  return {
    app,
    logs,
    mail,
    repositories: repositoriesFor(db, config.database.dialect),
    async close() {
      await app.close();
      await ownDb?.destroy();
    },
  };
}
