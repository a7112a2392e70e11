// Shared pieces of the benchmarks (decision 009): the built server started on a free
// port with a database of its own, memory sampling, statistics.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeArgs } from '../server-runtime.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const serverScript = path.join(root, 'apps/api/dist/server.js');
export const webClientDir = path.join(root, 'apps/web/dist/client');

/** `--name=value` from argv, or the fallback. */
export function argValue(argv, name, fallback) {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit === undefined ? fallback : hit.slice(name.length + 3);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Environment for a bench server: production mode, quiet logs, no e-mail
 * worker, and this machine exempt from the per-IP limits (see below).
 */
export function benchServerEnv({ port, dataDir, databaseUrl, webDist }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // A throwaway key per run: production requires one.
    LICENCE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    OUTBOX_POLL_MS: '0',
    ...(webDist ? { WEB_DIST: webDist } : {}),
    ...rateLimitOverrides,
  };
}

/**
 * The bench's load all comes from this machine: the per-IP limits of public
 * routes (decision 008, apps/api/src/plugins/rate-limit.ts) would answer most of it
 * 429. RATE_LIMIT_ALLOWLIST exempts addresses "for monitoring and load tests"
 * (apps/api/src/config.ts); the limiter's hook still runs on every request.
 */
export const rateLimitOverrides = {
  RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1',
};

/** Status of GET `url` over a fresh connection, or 0 when nothing answers. */
function statusOf(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

/**
 * Spawns the built server and waits for /api/health. Returns the child, its
 * base URL and the milliseconds from spawn to the first 200. The probe is a
 * plain http.get every `pollMs`: light, so it does not steal much of the two
 * cores from the server it times. `script` and `cwd`: another build's server
 * (`npm run bench:api -- --baseline=REF` runs one from a git worktree).
 */
export async function startServer({
  env,
  timeoutMs = 30_000,
  pollMs = 10,
  stdio = 'inherit',
  script = serverScript,
  cwd = root,
}) {
  const base = `http://127.0.0.1:${env.PORT}`;
  await statusOf(`${base}/api/health`); // loads the http client before the clock starts
  const started = performance.now();
  // `stdio` may be a file path: the server's log goes there (see serverErrors()).
  const out = typeof stdio === 'string' && stdio.includes('/') ? openSync(stdio, 'a') : stdio;
  // As production runs it (scripts/server-runtime.mjs); `env` may override.
  const child = spawn(process.execPath, [...serverNodeArgs, script], {
    cwd,
    env: { ...serverEnv, ...env },
    stdio: ['ignore', out, out],
  });
  if (typeof out === 'number') closeSync(out);
  let exited = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  while (performance.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`the server exited with ${exited} before answering /api/health`);
    if ((await statusOf(`${base}/api/health`)) === 200) {
      return { child, base, readyMs: performance.now() - started };
    }
    await sleep(pollMs);
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

/** Error lines (pino level ≥ 50) of a server log file, counted by message. */
export function serverErrors(logFile) {
  if (!existsSync(logFile)) return { count: 0, messages: {} };
  const messages = {};
  let count = 0;
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.level < 50) continue;
      count++;
      const key = `${entry.msg}${entry.err?.code ? ` (${entry.err.code})` : ''}`;
      messages[key] = (messages[key] ?? 0) + 1;
    } catch {}
  }
  return { count, messages };
}

/** Resident memory of a process in MB from /proc (Linux): current and the peak since it started. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: Number.NaN, hwmMb: Number.NaN };
  }
}

/** Samples a process's RSS every `everyMs` until stopped; `stop()` returns the samples' peak. */
export function sampleMemory(pid, everyMs = 100) {
  let peak = 0;
  const tick = () => {
    const { rssMb } = memoryOf(pid);
    if (rssMb > peak) peak = rssMb;
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return {
    stop() {
      clearInterval(timer);
      tick();
      return peak;
    },
  };
}

/** A throwaway PostgreSQL database on the server of `adminUrl`; `drop()` removes it. */
export async function createPostgresDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `convoy_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The PostgreSQL server the bench may use: BENCH_DATABASE_URL, else TEST_DATABASE_URL. */
export const postgresAdminUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

/** The dialects `--db=sqlite|postgres|both` asks for; PostgreSQL skipped, with a warning, when no server is set. */
export function dialectsToRun(db) {
  return (db === 'both' ? ['sqlite', 'postgres'] : [db]).filter((d) => {
    if (d !== 'postgres' || postgresAdminUrl()) return true;
    console.warn('› postgres skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return false;
  });
}

export const round = (n, digits = 0) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

/**
 * Runs `fn(base)` against the built server with the real web build and a
 * throwaway SQLite database, then stops it.
 */
export async function withSiteServer(fn) {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const os = await import('node:os');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'convoy-bench-site-'));
  const port = await freePort();
  const env = benchServerEnv({ port, dataDir, databaseUrl: `sqlite:${path.join(dataDir, 'convoy.sqlite')}` });
  delete env.WEB_DIST;
  let child;
  try {
    const server = await startServer({ env, stdio: path.join(dataDir, 'server.log') });
    child = server.child;
    const result = await fn(server.base, child);
    const errors = serverErrors(path.join(dataDir, 'server.log'));
    if (errors.count)
      console.warn(`  ! the server logged ${errors.count} errors: ${JSON.stringify(errors.messages)}`);
    return result;
  } finally {
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
