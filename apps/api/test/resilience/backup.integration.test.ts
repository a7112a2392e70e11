import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../src/config.ts';
import { contact, inWeek, newKey } from '../fixtures.ts';
import {
  killAllServers,
  postJson,
  prepareDatabaseAt,
  repoRoot,
  startServer,
  weeksAheadOfToday,
} from '../server-process.ts';

/**
 * `npm run db:backup -- <file>` (docs/deploying.md "Backups": "a backup command for SQLite (online
 * backup API)"), run as the root script runs it (scripts/run.mjs), while the
 * server is up and taking bookings.
 */
const runner = fileURLToPath(new URL('../../scripts/run.mjs', import.meta.url));

function backup(args: string[], databaseFile: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [runner, 'db-backup', ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: `sqlite:${databaseFile}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('npm run db:backup', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await killAllServers();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('copies the live database: the copy passes its integrity check, holds the bookings, and only its owner reads it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-backup-'));
    dirs.push(dir);
    const target: DatabaseTarget = { dialect: 'sqlite', file: path.join(dir, 'convoy.sqlite') };
    await prepareDatabaseAt(target, { '15-passenger-van': 100 });
    const server = await startServer({ DATABASE_URL: `sqlite:${target.file}`, DATA_DIR: dir });
    const weeks = weeksAheadOfToday();
    const book = async (i: number) => {
      const res = await postJson(
        `${server.url}/api/reservations`,
        inWeek(weeks + (i % 10), { contact: { ...contact, email: `backup-${i}@example.com` } }),
        { 'idempotency-key': newKey() },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.reservation.code as string;
    };
    const before: string[] = [];
    for (let i = 0; i < 10; i++) before.push(await book(i));

    // Bookings keep coming while the backup runs.
    const copyFile = path.join(dir, 'backups', 'convoy-copy.sqlite');
    let writing = true;
    const during: string[] = [];
    const writer = (async () => {
      for (let i = 10; writing; i++) during.push(await book(i));
    })();
    const result = await backup([copyFile], target.file);
    writing = false;
    await writer;
    expect(result, result.out).toMatchObject({ code: 0 });
    expect(result.out).toMatch(/integrity ok/);
    // The live files and the copy hold personal data and hashed credentials (decision 018).
    const mode = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);
    for (const file of [target.file, `${target.file}-wal`, `${target.file}-shm`, copyFile]) {
      expect(await mode(file), file).toBe('600');
    }

    const copy = new SQLite(copyFile, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const codes = (copy.prepare('select code from reservations').pluck().all() as string[]).sort();
      // A consistent moment: every booking made before, perhaps some made during, nothing else.
      for (const code of before) expect(codes).toContain(code);
      expect(codes.every((c) => before.includes(c) || during.includes(c))).toBe(true);
      expect(copy.prepare('select count(*) from outbox_messages').pluck().get()).toBe(codes.length * 2);
    } finally {
      copy.close();
    }

    // An existing file is never overwritten unasked.
    await writeFile(path.join(dir, 'taken.sqlite'), 'keep me');
    const refused = await backup([path.join(dir, 'taken.sqlite')], target.file);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/exists already/);
    expect(await readFile(path.join(dir, 'taken.sqlite'), 'utf8')).toBe('keep me');
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 120_000);
});
