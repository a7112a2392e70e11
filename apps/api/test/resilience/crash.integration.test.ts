import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../src/config.ts';
import { contact, inWeek, newKey } from '../fixtures.ts';
import {
  getJson,
  killAllServers,
  postJson,
  prepareDatabaseAt,
  startServer,
  weeksAheadOfToday,
} from '../server-process.ts';

/**
 * Required of the hardened API: "A crash test kills the server with SIGKILL in the middle of a
 * stream of bookings, restarts it, and finds every booking that had been
 * answered 201, with the database's integrity check clean." SQLite in WAL mode
 * with synchronous=FULL (src/db/database.ts): a commit is on disk before the
 * 201 goes out. A booking whose answer was lost is retried with its
 * Idempotency-Key after the restart and is then there exactly once.
 */
describe('SIGKILL during a stream of bookings (SQLite)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await killAllServers();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps every booking answered 201, and the database passes its integrity check', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-crash-'));
    dirs.push(dir);
    const target: DatabaseTarget = { dialect: 'sqlite', file: path.join(dir, 'convoy.sqlite') };
    // Plenty of vans: every booking of the stream can succeed.
    await prepareDatabaseAt(target, { '15-passenger-van': 1000 });
    const env = { DATABASE_URL: `sqlite:${target.file}`, DATA_DIR: dir };
    const server = await startServer(env);

    const weeks = weeksAheadOfToday();
    type Attempt = { key: string; email: string; body: object; status?: number; code?: string };
    const attempts: Attempt[] = [];
    const answered = () => attempts.filter((a) => a.status === 201).length;
    let killed = false;
    let stopping = false;
    let reachedTarget: () => void;
    const enough = new Promise<void>((resolve) => {
      reachedTarget = resolve;
    });

    // Four clients booking one after another, each in its own week, until the server dies.
    const lane = async (laneIndex: number) => {
      for (let i = 0; !stopping; i++) {
        const email = `crash-${laneIndex}-${i}@example.com`;
        const attempt: Attempt = {
          key: newKey(),
          email,
          body: inWeek(weeks + (i % 20), { contact: { ...contact, email } }),
        };
        attempts.push(attempt);
        try {
          const res = await postJson(`${server.url}/api/reservations`, attempt.body, {
            'idempotency-key': attempt.key,
          });
          attempt.status = res.status;
          if (res.status === 201) attempt.code = res.body.reservation.code;
          else throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
        } catch (error) {
          if (killed) return; // The answer was lost with the server.
          stopping = true;
          throw error;
        }
        if (answered() >= 40) reachedTarget();
      }
    };
    const lanes = [0, 1, 2, 3].map(lane);
    await Promise.race([enough, Promise.all(lanes)]);
    stopping = true;
    killed = true;
    const exit = await server.stop('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    await Promise.all(lanes);

    const confirmed = attempts.filter((a) => a.status === 201);
    const lost = attempts.filter((a) => a.status === undefined);
    expect(confirmed.length).toBeGreaterThanOrEqual(40);
    // The kill came in the middle of the stream: requests were in flight.
    expect(lost.length).toBeGreaterThan(0);

    // The file as the crash left it (SQLite replays the WAL on open).
    const file = new SQLite(target.file);
    try {
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      const codes = new Set(
        (file.prepare('select code from reservations').all() as { code: string }[]).map((r) => r.code),
      );
      for (const a of confirmed) expect(codes.has(a.code!), `booking ${a.code} answered 201`).toBe(true);
    } finally {
      file.close();
    }

    // Restarted on the same file, the server finds each of them.
    const again = await startServer(env);
    for (const a of confirmed) {
      const res = await getJson(
        `${again.url}/api/reservations/${a.code}?email=${encodeURIComponent(a.email)}`,
      );
      expect(res.status, `GET ${a.code}`).toBe(200);
      expect(res.body.reservation).toMatchObject({ code: a.code, status: 'confirmed' });
    }
    // A client whose answer was lost retries with the same key: one booking, never two.
    for (const a of lost) {
      const res = await postJson(`${again.url}/api/reservations`, a.body, { 'idempotency-key': a.key });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect(await again.stop('SIGTERM')).toEqual({ code: 0, signal: null });

    const after = new SQLite(target.file, { readonly: true });
    try {
      expect(after.pragma('integrity_check', { simple: true })).toBe('ok');
      // WAL with synchronous=FULL: the settings the durability above rests on.
      expect(after.pragma('journal_mode', { simple: true })).toBe('wal');
      const perEmail = after
        .prepare("select email, count(*) as n from reservations where email like 'crash-%' group by email")
        .all() as { email: string; n: number }[];
      expect(perEmail.filter((r) => r.n !== 1)).toEqual([]);
      expect(perEmail).toHaveLength(confirmed.length + lost.length);
    } finally {
      after.close();
    }
  }, 180_000);
});
