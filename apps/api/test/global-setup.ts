import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.ts';
import { dropPostgres, postgresAdmin, waitUntilUnused } from './dialects.ts';
import { migrateAndSeed } from './template.ts';

/**
 * Once per `vitest run` of the API project: migrate and seed one SQLite file and, when
 * TEST_DATABASE_URL is set, one PostgreSQL database, which every test file then copies
 * (a file copy; CREATE DATABASE … TEMPLATE) instead of migrating its own. Both go when
 * the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-template-'));
  const file = path.join(dir, 'seeded.sqlite');
  const sqlite = createDatabase({ dialect: 'sqlite', file });
  await migrateAndSeed(sqlite);
  await sqlite.destroy();
  // Closing the last connection checkpoints the WAL into the file: the file alone is the database.
  if (existsSync(`${file}-wal`)) throw new Error(`global setup: ${file}-wal is left after closing`);
  project.provide('sqliteTemplate', file);

  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  let postgresTemplate: string | null = null;
  if (serverUrl) {
    const name = `convoy_template_${randomBytes(6).toString('hex')}`;
    await postgresAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = createDatabase({ dialect: 'postgres', url: url.toString() }, { poolSize: 1 });
    try {
      await migrateAndSeed(db);
    } finally {
      await db.destroy();
    }
    // A copy needs the template without connections; pg's pool.end() resolves before its socket closes.
    await waitUntilUnused(serverUrl, name);
    postgresTemplate = name;
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) await dropPostgres(serverUrl, postgresTemplate);
  };
}
