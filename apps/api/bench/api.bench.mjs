#!/usr/bin/env node
// npm run bench:api — measures, in one run against the BUILT server on a fresh
// SQLite database: a trivial route (GET /api/ping, the framework's ceiling on
// this machine), the availability search (POST /api/availability) and bookings
// (POST /api/reservations, each with its own Idempotency-Key). Prints req/s,
// p50 and p99 for each, the availability/trivial ratio and the issue 3 goals,
// and writes .tmp/bench-api.json. Options: --duration=10 --connections=50.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const server = path.join(root, 'apps/api/dist/server.js');
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const duration = arg('duration', 10);
const connections = arg('connections', 50);

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
  if (existsSync(server) && statSync(server).mtimeMs >= sources) return;
  console.log('› building apps/api/dist/server.js');
  const r = spawnSync('npm', ['run', '--silent', 'build', '-w', '@convoy/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dir, port) {
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: path.join(dir, 'no-site'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not answer /api/health');
}

/** The first weekday `days` or more after `from` (every location is open 07:00–19:00 on weekdays). */
function weekdayAhead(days, from = Date.now()) {
  const d = new Date(from + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const after = (date, days) => weekdayAhead(days, Date.parse(`${date}T12:00:00Z`));

const search = {
  rentalType: 'daily',
  pickupLocationId: 'baltimore',
  pickupDate: weekdayAhead(21),
  pickupTime: '09:00',
  returnDate: after(weekdayAhead(21), 3),
  returnTime: '17:00',
  renterAge: 30,
};
const contact = {
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '+1 410 555 0100',
  agreeToTerms: true,
};

function run(title, options) {
  return autocannon({ title, connections, duration, ...options });
}

function summary(result) {
  const ok = result['2xx'] ?? 0;
  return {
    title: result.title,
    requestsPerSecond: Math.round(result.requests.average),
    okPerSecond: Math.round(ok / result.duration),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    total: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

buildIfStale();
const dir = mkdtempSync(path.join(os.tmpdir(), 'convoy-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let child;
try {
  child = await startServer(dir, port);
  // Bookings go to one class with units to spare, spread over the next year so
  // each booking's overlap check reads a realistic handful of rows.
  const db = new SQLite(path.join(dir, 'bench.sqlite'));
  db.prepare("update units set count = 1000000 where location_id = 'denver' and class_id = 'minivan'").run();
  db.close();

  const cases = [
    { title: 'GET /api/ping (trivial)', url: `${base}/api/ping` },
    {
      title: 'POST /api/availability',
      url: `${base}/api/availability`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(search),
    },
    {
      // Real traffic is not one search repeated: locations, dates, times, ages and types vary.
      title: 'POST /api/availability (varied)',
      url: `${base}/api/availability`,
      requests: [
        {
          method: 'POST',
          setupRequest(request) {
            const pick = (list) => list[Math.floor(Math.random() * list.length)];
            const pickupDate = weekdayAhead(14 + Math.floor(Math.random() * 120));
            request.headers = { 'content-type': 'application/json' };
            request.body = JSON.stringify({
              ...search,
              pickupLocationId: pick(['baltimore', 'atlanta', 'chicago', 'phoenix', 'los-angeles', 'denver']),
              pickupDate,
              pickupTime: pick(['08:00', '09:00', '09:30', '10:00', '12:00', '15:00']),
              returnDate: after(pickupDate, 1 + Math.floor(Math.random() * 10)),
              returnTime: pick(['09:00', '12:00', '17:00', '18:30']),
              renterAge: 21 + Math.floor(Math.random() * 40),
              vehicleType: pick(['all', 'all', 'van', 'bus']),
            });
            return request;
          },
        },
      ],
    },
    {
      title: 'POST /api/reservations',
      url: `${base}/api/reservations`,
      requests: [
        {
          method: 'POST',
          setupRequest(request) {
            const pickupDate = weekdayAhead(14 + Math.floor(Math.random() * 350));
            request.headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
            request.body = JSON.stringify({
              ...search,
              pickupLocationId: 'denver',
              pickupDate,
              returnDate: after(pickupDate, 3),
              vehicleId: 'minivan',
              contact,
            });
            return request;
          },
        },
      ],
    },
  ];

  // Warm-up: JIT, statement cache, catalogue cache.
  for (const c of cases.slice(0, 2)) await autocannon({ ...c, connections: 10, duration: 2 });

  const results = [];
  for (const c of cases) {
    process.stdout.write(`› ${c.title}: ${connections} connections, ${duration} s … `);
    const result = summary(await run(c.title, c));
    results.push(result);
    console.log(`${result.requestsPerSecond} req/s`);
    if (result.non2xx > 0 || result.errors > 0) {
      console.warn(`  ! ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
  }

  const [trivial, availability, varied, bookings] = results;
  const ratio = availability.requestsPerSecond / trivial.requestsPerSecond;
  console.log('');
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.title,
        { 'req/s': r.requestsPerSecond, '2xx/s': r.okPerSecond, 'p50 ms': r.p50ms, 'p99 ms': r.p99ms },
      ]),
    ),
  );
  const goals = {
    availabilityAtLeastHalfOfTrivial: ratio >= 0.5,
    availabilityP99AtMost50ms: availability.p99ms <= 50,
    bookingsAtLeast300PerSecond: bookings.okPerSecond >= 300,
  };
  console.log(`availability / trivial throughput: ${(ratio * 100).toFixed(1)} % (goal ≥ 50 %)`);
  console.log(
    `varied searches / trivial: ${((varied.requestsPerSecond / trivial.requestsPerSecond) * 100).toFixed(1)} %`,
  );
  console.log(`availability p99: ${availability.p99ms} ms (goal ≤ 50 ms)`);
  console.log(`bookings: ${bookings.okPerSecond} per second (goal ≥ 300 on SQLite)`);
  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
    duration,
    connections,
    results,
    ratio: Number(ratio.toFixed(3)),
    goals,
  };
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  writeFileSync(path.join(root, '.tmp/bench-api.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('written to .tmp/bench-api.json');
} finally {
  child?.kill('SIGTERM');
  await new Promise((r) => (child && child.exitCode === null ? child.once('exit', r) : r()));
  rmSync(dir, { recursive: true, force: true });
}
