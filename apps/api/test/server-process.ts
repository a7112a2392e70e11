import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { DatabaseTarget } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData, seedHolidayHours, seedPriceBook, seedVehiclesForSale } from '../src/seed/seed.ts';
import { testScryptCost } from './app.ts';
import { priceBookSeedDay, testNow } from './fixtures.ts';
import { repositoriesFor } from './repositories.ts';

/**
 * The real server as a child process (`node --import tsx src/server.ts`), for
 * the tests of what only a process shows (docs/deploying.md): a crash (SIGKILL), a
 * graceful stop (SIGTERM), two instances on one database. It listens on a free
 * port of 127.0.0.1 (PORT=0), read back from its "Server listening" log line,
 * and counts as started once /api/health answers 200.
 */

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<Exit>;
  /** Everything it wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Its JSON log lines so far (the last 10,000). */
  logs(): Record<string, unknown>[];
  /** Its log lines at level error or worse (the first 1,000): a 5xx is logged there with its stack. */
  errors(): Record<string, unknown>[];
  /** Resolves with the first log line (past or future) `match` accepts. */
  waitForLog(
    match: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

const running = new Set<ChildProcess>();

/** Kills every server still running (afterAll): a failed test must not leave one behind. */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  running.clear();
}

/** The environment of a test server: nothing inherited but PATH and HOME, so a developer's DATABASE_URL never leaks in. */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent/web-dist',
    OUTBOX_POLL_MS: '0',
    PUBLIC_URL: 'https://rent.test',
    STAFF_EMAIL: 'desk@rent.test',
    // The tests send many requests from one address on purpose (the rate limits of decision 008).
    RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1',
    PASSWORD_SCRYPT_COST: testScryptCost,
    ...env,
  };
}

/** Starts the server with `env` (DATABASE_URL at least) and waits until it is healthy. */
export async function startServer(
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  let text = '';
  let lines: Record<string, unknown>[] = [];
  const errorLines: Record<string, unknown>[] = [];
  const waiters = new Set<{
    match: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }>();
  let partial = '';
  const onLine = (line: string) => {
    if (!line.startsWith('{')) return;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    lines.push(parsed);
    if (lines.length > 12_000) lines = lines.slice(-10_000);
    if (Number(parsed.level) >= 50 && errorLines.length < 1_000) errorLines.push(parsed);
    for (const waiter of waiters) {
      if (waiter.match(parsed)) {
        waiters.delete(waiter);
        waiter.resolve(parsed);
      }
    }
  };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    // Kept bounded: a long run logs a line per request.
    if (text.length < 2_000_000) text += chunk;
    partial += chunk;
    const parts = partial.split('\n');
    partial = parts.pop()!;
    for (const part of parts) onLine(part);
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    if (text.length < 2_000_000) text += chunk;
  });

  const waitForLog: ServerProcess['waitForLog'] = (match, ms = timeoutMs) => {
    const seen = lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no matching log line within ${ms} ms; the server wrote:\n${text.slice(-4000)}`));
      }, ms);
      waiter.resolve = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
      waiters.add(waiter);
      // A server that dies never writes it.
      void exited.then(() => {
        if (!waiters.has(waiter)) return;
        waiters.delete(waiter);
        clearTimeout(timer);
        reject(new Error(`the server ended before the expected log line; it wrote:\n${text.slice(-4000)}`));
      });
    });
  };

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };

  try {
    const listening = await waitForLog(
      (l) => typeof l.msg === 'string' && l.msg.startsWith('Server listening at http://127.0.0.1:'),
    );
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(String(listening.msg))![0];
    await waitUntilHealthy(url, timeoutMs);
    return {
      url,
      child,
      exited,
      output: () => text,
      logs: () => lines,
      errors: () => errorLines,
      waitForLog,
      stop,
    };
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
}

async function waitUntilHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not yet.
    }
    if (Date.now() > deadline) throw new Error(`${url}/api/health did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** DATABASE_URL for a target. */
export const databaseUrlOf = (target: DatabaseTarget) =>
  target.dialect === 'sqlite' ? `sqlite:${target.file}` : target.url;

/**
 * Migrates and seeds a database for servers to share (they would race to seed
 * it themselves), with `units` of each listed class at Baltimore.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  dialect: DatabaseTarget['dialect'],
  units: Record<string, number> = {},
): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db);
  await seedHolidayHours(db);
  await seedVehiclesForSale(db);
  await seedPriceBook(db, priceBookSeedDay);
  const repos = repositoriesFor(db, dialect);
  for (const [classId, count] of Object.entries(units)) {
    await repos.units.set({ locationId: 'baltimore', classId, count });
  }
}

/** The same, opening and closing the database itself. */
export async function prepareDatabaseAt(
  target: DatabaseTarget,
  units: Record<string, number> = {},
): Promise<void> {
  const db = createDatabase(target);
  try {
    await prepareDatabase(db, target.dialect, units);
  } finally {
    await db.destroy();
  }
}

/**
 * How many weeks after the fixtures' week (July 2026) to book so that a server
 * on the real clock takes it: at least two weeks ahead of today.
 */
export function weeksAheadOfToday(now = Date.now()): number {
  return Math.max(0, Math.ceil((now - testNow) / (7 * 86_400_000))) + 2;
}

export interface HttpAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies field by field
  body: any;
}

/** POSTs JSON to a server; rejects only when no answer came (the server died). */
export async function postJson(
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
}

export async function getJson(url: string): Promise<HttpAnswer> {
  const res = await fetch(url);
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** A port nothing listens on right now (for a server that is to be "down", then started on it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
