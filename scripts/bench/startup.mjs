// Build time (`npm run build` wall time) and cold start of the built server:
// from spawning `node apps/api/dist/server.js` to the first 200 from /api/health
// (decision 009: ≤ 1 s). Two cases, median of `runs` each: a restart on an existing
// database (the usual deploy or crash restart) and a first start on an empty
// one (migrations and demo data included).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchServerEnv, freePort, median, root, round, startServer, stopServer } from './lib.mjs';

export function benchBuild({ log } = {}) {
  const say = log ?? ((line) => console.log(line));
  const started = performance.now();
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}\n${r.stderr}\n`);
    throw new Error(`npm run build failed (exit ${r.status})`);
  }
  say(`  npm run build: ${seconds.toFixed(1)} s`);
  return { command: 'npm run build', seconds: round(seconds, 1) };
}

async function coldStart(dataDir) {
  const port = await freePort();
  const env = benchServerEnv({
    port,
    dataDir,
    databaseUrl: `sqlite:${path.join(dataDir, 'convoy.sqlite')}`,
  });
  delete env.WEB_DIST; // the real build: the site plugin loads as in production
  const { child, readyMs } = await startServer({ env, pollMs: 5, stdio: 'ignore' });
  await stopServer(child);
  return readyMs;
}

export async function benchColdStart({ runs = 5, log } = {}) {
  const say = log ?? ((line) => console.log(line));
  const empty = [];
  const existing = [];
  const kept = mkdtempSync(path.join(os.tmpdir(), 'convoy-bench-start-'));
  try {
    await coldStart(kept); // creates and seeds the database the restarts open
    for (let i = 0; i < runs; i++) {
      existing.push(await coldStart(kept));
      const fresh = mkdtempSync(path.join(os.tmpdir(), 'convoy-bench-start-'));
      try {
        empty.push(await coldStart(fresh));
      } finally {
        rmSync(fresh, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(kept, { recursive: true, force: true });
  }
  const result = {
    runs,
    existingDatabaseMs: round(median(existing), 0),
    emptyDatabaseMs: round(median(empty), 0),
    samples: { existing: existing.map((v) => round(v, 0)), empty: empty.map((v) => round(v, 0)) },
  };
  say(
    `  cold start to first /api/health 200: ${result.existingDatabaseMs} ms (existing database), ` +
      `${result.emptyDatabaseMs} ms (empty database), median of ${runs}`,
  );
  return result;
}
