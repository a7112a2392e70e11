#!/usr/bin/env node
// npm run bench:api — measures, in one run against the BUILT server on a fresh
// database: a trivial route (GET /api/ping, the framework's ceiling on this
// machine), the availability search (POST /api/availability) and bookings
// (POST /api/reservations, each with its own Idempotency-Key). Prints req/s,
// p50 and p99 for each, the availability/trivial ratio and the goals of decision 009,
// and writes .tmp/bench-api.json. The code is shared with `npm run bench`
// (api.mjs beside this file).
// Options: --duration=10 --connections=50 --db=sqlite|postgres|both
// (PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway database is created and dropped).
// --baseline=REF [--rounds=3]: the same cases against REF's build, turn about (run-api-baseline.mjs);
// with --current=REF, that commit's build instead of this tree's (two points of the history).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from './api.mjs';
import { parseApiBenchArgs } from './api-baseline.mjs';
import { dialectsToRun, postgresAdminUrl, root, serverScript } from './lib.mjs';

let options;
try {
  options = parseApiBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`bench:api: ${error.message}`);
  process.exit(2);
}
const { duration, connections, db } = options;

/** Newest modification time under a folder (sources that the bundle is built from). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function buildIfStale() {
  const sources = Math.max(
    newest(path.join(root, 'apps/api/src')),
    newest(path.join(root, 'packages/domain/src')),
  );
  if (existsSync(serverScript) && statSync(serverScript).mtimeMs >= sources) return;
  console.log('› building apps/api/dist/server.js');
  const r = spawnSync('npm', ['run', '--silent', 'build', '-w', '@convoy/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

buildIfStale();
if (options.baseline) {
  const { runAgainstBaseline } = await import('./run-api-baseline.mjs');
  await runAgainstBaseline(options).catch((error) => {
    console.error(`bench:api: ${error.message}`);
    process.exit(1);
  });
  process.exit(0);
}
const dialects = dialectsToRun(db);
const reports = [];
for (const dialect of dialects) {
  console.log(`› ${dialect}: ${connections} connections, ${duration} s per case`);
  const r = await benchApi({ dialect, postgresUrl: postgresAdminUrl(), duration, connections });
  reports.push(r);
  console.table(
    Object.fromEntries(
      Object.values(r.results).map((x) => [
        x.title,
        { 'req/s': x.requestsPerSecond, '2xx/s': x.okPerSecond, 'p50 ms': x.p50ms, 'p99 ms': x.p99ms },
      ]),
    ),
  );
  console.log(
    `availability / trivial throughput: ${(r.availabilityToTrivial * 100).toFixed(1)} % (goal ≥ 50 %)`,
  );
  console.log(`varied searches / trivial: ${(r.variedAvailabilityToTrivial * 100).toFixed(1)} %`);
  console.log(
    `search with extras, protection and a promo code / plain search: ${(r.choicesToPlainAvailability * 100).toFixed(1)} %`,
  );
  console.log(
    `varied searches with those choices / varied searches: ${(r.variedChoicesToVaried * 100).toFixed(1)} %`,
  );
  console.log(
    `searches with a browser's Accept-Encoding / trivial: ${(r.browserAvailabilityToTrivial * 100).toFixed(1)} %`,
  );
  console.log(`availability p99: ${r.results.availability.p99ms} ms (goal ≤ 50 ms)`);
  console.log(`bookings: ${r.bookingsPerSecond} per second (goal ≥ 300 on SQLite)`);
  console.log(
    `bookings of three lines: ${r.convoyBookingsPerSecond} per second (${r.convoyToSingleBooking} × one line)`,
  );
  console.log(
    `server RSS: peak ${r.memory.peakSampledMb} MB, after load ${r.memory.afterLoadMb} MB (goal ≤ 200 MB)`,
  );
}
const report = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
  duration,
  connections,
  reports,
};
mkdirSync(path.join(root, '.tmp'), { recursive: true });
writeFileSync(path.join(root, '.tmp/bench-api.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('written to .tmp/bench-api.json');
