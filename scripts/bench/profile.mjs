#!/usr/bin/env node
// Where the built server spends its CPU on one API case (decision 009), for finding
// what to make faster: runs apps/api/dist/server.js under `node --cpu-prof` on a
// fresh SQLite database, loads it with autocannon, then prints the busy CPU per
// request by source module (from esbuild's `// path` markers in the bundle) and
// the costliest functions.
//   node scripts/bench/profile.mjs [availability|availability-choices|availability-varied-choices|availability-br|busy-week|ping|booking] [--duration=15] [--database=FILE | --database-url=URL]
// --database: a copy of that SQLite file (one `npm run seed:scale` filled, say) instead of a
// fresh one. On SQLite, `booking` books Baltimore's minivans, given stock to spare, as bench:scale's.
// --database-url: that database itself (PostgreSQL, say, seeded by `npm run seed:scale`), used as it is.
// busy-week: bench:scale's search, Baltimore's busiest week with times and ages varied.
// --statements (SQLite): also times every statement the server runs (statement-times.cjs, preloaded)
// and prints the costliest by their SQL, per request.
// The .cpuprofile stays in .tmp/bench-profile/ (open it in Chrome DevTools).
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverEnv, serverNodeArgs } from '../server-runtime.mjs';
import { bookingBody, choices, search, variedSearch, widenStock } from './api.mjs';
import { argValue, benchServerEnv, freePort, root, serverScript, sleep, stopServer } from './lib.mjs';
import { busyWeek, busyWeekSearch } from './scale.mjs';

const argv = process.argv.slice(2);
const which = argv.find((a) => !a.startsWith('--')) ?? 'availability';
const duration = Number(argValue(argv, 'duration', 15));
const seeded = argValue(argv, 'database', '');
const databaseUrl = argValue(argv, 'database-url', '');
const statements = argv.includes('--statements');
const json = { 'content-type': 'application/json' };

function caseFor(base) {
  const availability = {
    url: `${base}/api/availability`,
    method: 'POST',
    headers: json,
    body: JSON.stringify(search),
  };
  switch (which) {
    case 'ping':
      return { url: `${base}/api/ping` };
    case 'availability':
      return availability;
    case 'availability-varied-choices':
      return { url: availability.url, requests: [variedSearch(json, choices)] };
    case 'availability-choices':
      return { ...availability, body: JSON.stringify({ ...search, ...choices }) };
    case 'busy-week':
      return { url: availability.url, requests: [busyWeekSearch(busyWeek())] };
    case 'availability-br':
      return { ...availability, headers: { ...json, 'accept-encoding': 'gzip, deflate, br, zstd' } };
    case 'booking':
      return {
        url: `${base}/api/reservations`,
        requests: [
          {
            method: 'POST',
            setupRequest(request) {
              request.headers = { ...json, 'idempotency-key': crypto.randomUUID() };
              request.body = JSON.stringify({
                ...bookingBody(),
                pickupLocationId: 'baltimore',
                vehicleId: 'minivan',
              });
              return request;
            },
          },
        ],
      };
    default:
      throw new Error(
        `unknown case ${which}: ping, availability, availability-choices, availability-varied-choices, availability-br, busy-week or booking`,
      );
  }
}

// The bundle has no comments (apps/api/build.mjs): a map beside it names each function's source module.
// Built again with its map when it has none or an older build's (one build writes both within
// milliseconds, the map first); the same options, so the same bundle.
const mapFile = `${serverScript}.map`;
if (!existsSync(mapFile) || statSync(serverScript).mtimeMs - statSync(mapFile).mtimeMs > 1000) {
  execFileSync(process.execPath, [path.join(root, 'apps/api/build.mjs')], {
    env: { ...process.env, BUILD_SOURCEMAP: '1' },
    stdio: 'inherit',
  });
}
const outDir = path.join(root, '.tmp/bench-profile', which);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const dir = mkdtempSync(path.join(os.tmpdir(), 'convoy-profile-'));
const port = await freePort();
const databaseFile = path.join(dir, 'profile.sqlite');
// Baltimore's minivans, the class `booking` books, with stock to spare: bookings never sell out mid-run.
const bookedStock = { locationId: 'baltimore', classIds: ['minivan'] };
if (seeded) {
  copyFileSync(seeded, databaseFile);
  await widenStock('sqlite', databaseFile, bookedStock);
}
const env = benchServerEnv({ port, dataDir: dir, databaseUrl: databaseUrl || `sqlite:${databaseFile}` });
const statementTimes = path.join(outDir, 'statements.json');
const timing = statements ? ['--require', path.join(root, 'scripts/bench/statement-times.cjs')] : [];
const child = spawn(
  process.execPath,
  [
    '--cpu-prof',
    `--cpu-prof-dir=${outDir}`,
    '--cpu-prof-interval=200',
    ...timing,
    ...serverNodeArgs,
    serverScript,
  ],
  {
    env: { ...serverEnv, ...env, ...(statements ? { STATEMENT_TIMES_FILE: statementTimes } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;
let requests = 0;
try {
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('the server did not start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await sleep(50);
  }
  // A fresh database is the server's to create: its stock is widened once the server has migrated it.
  if (!seeded && !databaseUrl) await widenStock('sqlite', databaseFile, bookedStock);
  const c = caseFor(base);
  requests += (await autocannon({ ...c, connections: 10, duration: 3 })).requests.total;
  const result = await autocannon({ ...c, connections: 50, duration });
  requests += result.requests.total;
  console.log(
    `${which}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
} finally {
  await stopServer(child);
  rmSync(dir, { recursive: true, force: true });
}

// Analysis: self time per sample, attributed to the bundle's source module.
const file = path.join(
  outDir,
  readdirSync(outDir).find((f) => f.endsWith('.cpuprofile')),
);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const sourceMap = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
function moduleAt(line, column) {
  const source = sourceMap.findEntry(line, column)?.originalSource;
  return source ? source.replace(/^(\.\.\/)+/, '') : '?';
}
function where(node) {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (url.endsWith('dist/server.js')) {
    const m = moduleAt(lineNumber, columnNumber).replace(/^node_modules\//, '');
    const parts = m.split('/');
    return m.startsWith('src/') || m.startsWith('packages/')
      ? parts.slice(0, 3).join('/')
      : parts[0].startsWith('@')
        ? parts.slice(0, 2).join('/')
        : parts[0];
  }
  // With --statements, the statements' own time is the timing wrapper's.
  if (url.endsWith('statement-times.cjs')) return 'better-sqlite3 (statements, timed)';
  if (url.startsWith('node:')) return 'node core (JS)';
  if (url === '') return functionName.startsWith('(') ? functionName : 'native (C++ / syscalls)';
  return url.replace(/^file:\/\/.*node_modules\//, '').split('/')[0];
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const modules = new Map();
const functions = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]);
  const us = profile.timeDeltas[i] ?? 0;
  if (node.callFrame.functionName === '(idle)') continue;
  const m = where(node);
  modules.set(m, (modules.get(m) ?? 0) + us);
  const f = `${node.callFrame.functionName || '(anonymous)'} [${m}]`;
  functions.set(f, (functions.get(f) ?? 0) + us);
}
const busy = [...modules.values()].reduce((a, b) => a + b, 0);
const line = ([name, us]) =>
  `${(us / requests).toFixed(1).padStart(8)} µs/req ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${name}`;
console.log(
  `\nbusy CPU ${(busy / requests).toFixed(0)} µs per request over ${requests} requests (warm-up included)\n`,
);
console.log('by module (self time):');
for (const row of [...modules].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(line(row));
console.log('\nby function (self time):');
for (const row of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(line(row));
if (statements && existsSync(statementTimes)) {
  const timed = JSON.parse(readFileSync(statementTimes, 'utf8')).sort((a, b) => b.ns - a.ns);
  const total = timed.reduce((sum, t) => sum + t.ns, 0);
  console.log(
    `\nSQLite statements: ${(total / 1000 / requests).toFixed(0)} µs per request in all; the costliest:`,
  );
  for (const t of timed.slice(0, 25)) {
    const sql = t.sql.replace(/\s+/g, ' ');
    console.log(
      `${(t.ns / 1000 / requests).toFixed(1).padStart(8)} µs/req ${(t.count / requests).toFixed(2).padStart(6)} ×/req  ${sql.length > 110 ? `${sql.slice(0, 107)}...` : sql}`,
    );
  }
}
console.log(`\nprofile: ${path.relative(root, file)}`);
