// How every cost grows with the data (decision 017): the BUILT server on databases
// seeded by `seed-scale` at 1×, 10× and 100× (and the demo data), SQLite and
// PostgreSQL. Per size and dialect: availability searches of a busy week under
// 50 connections, the back office's bookings list (by dates and campaign), the
// attribution report and the fleet calendar (p95 of sequential requests), a
// CSV export of every booking of three months (first byte, total, memory), the
// server's peak memory; at the full size also bookings per second, the race
// for a last unit, and the newest migration timed with a writer waiting on it.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { bookingBody, weekdayAhead } from './api.mjs';
import {
  benchServerEnv,
  createPostgresDatabase,
  freePort,
  percentile,
  root,
  round,
  sampleMemory,
  serverErrors,
  startServer,
  stopServer,
} from './lib.mjs';

const dist = (tool) => path.join(root, 'apps/api/dist', `${tool}.js`);
export const scaleSizeNames = ['demo', '1x', '10x', '100x'];

/** A database for one size and dialect: a SQLite file or a throwaway PostgreSQL database. */
export async function createScaleDatabase(dialect, dir, size, postgresUrl) {
  if (dialect === 'sqlite') {
    const file = path.join(dir, `${size}.sqlite`);
    return { dialect, url: `sqlite:${file}`, file, drop: async () => rmSync(file, { force: true }) };
  }
  const db = await createPostgresDatabase(postgresUrl);
  return { dialect, url: db.url, drop: db.drop };
}

/** Runs a built tool with DATABASE_URL; resolves with its stdout, rejects with its stderr. */
function runTool(tool, args, databaseUrl, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [dist(tool), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.stdin.end(input ?? '');
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${tool} failed: ${err || out}`)),
    );
  });
}

/** Seeds a database at `size` with the scale seed; its JSON result (counts, seconds). */
export async function seedScaleDatabase(database, size) {
  const out = await runTool('seed-scale', ['--size', size, '--json'], database.url);
  return JSON.parse(out.trim().split('\n').at(-1));
}

const password = 'bench-scale-password';
const adminEmail = 'bench@example.com';

/** GET with the session cookie: status, time to first byte and to the end (ms), bytes. */
function timedGet(base, url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs;
    let bytes = 0;
    const req = http.get(`${base}${url}`, { headers: { cookie }, agent: false }, (res) => {
      res.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode, firstByteMs, ms: performance.now() - started, bytes }),
      );
    });
    req.on('error', reject);
  });
}

async function signIn(base) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const dayMs = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The week searched: the next Monday a week or more ahead, Monday to Friday, where bookings are densest. */
export function busyWeek() {
  let day = Date.now() + 7 * dayMs;
  while (new Date(day).getUTCDay() !== 1) day += dayMs;
  return { pickupDate: isoDay(day), returnDate: isoDay(day + 4 * dayMs) };
}

/** Searches of the busy week at one location, all classes, varied in times and age (no kept answer helps). */
export function busyWeekSearch(week) {
  const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00'];
  return {
    method: 'POST',
    setupRequest(request) {
      request.headers = { 'content-type': 'application/json' };
      request.body = JSON.stringify({
        rentalType: 'daily',
        pickupLocationId: 'baltimore',
        pickupDate: week.pickupDate,
        pickupTime: times[Math.floor(Math.random() * times.length)],
        returnDate: week.returnDate,
        returnTime: times[Math.floor(Math.random() * times.length)],
        renterAge: 25 + Math.floor(Math.random() * 40),
      });
      return request;
    },
  };
}

function loadSummary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** p50/p95 of `runs` sequential GETs of each back-office URL. */
async function backOffice(base, cookie, urls, runs) {
  const out = {};
  for (const [key, url] of Object.entries(urls)) {
    await timedGet(base, url, cookie); // warm: statement cache, catalogue
    const times = [];
    for (let i = 0; i < runs; i++) {
      const r = await timedGet(base, url, cookie);
      if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
      times.push(r.ms);
    }
    out[key] = { url, p50ms: round(percentile(times, 50), 1), p95ms: round(percentile(times, 95), 1) };
  }
  return out;
}

/**
 * The back office's global search (decision 042) as a busy office uses it: `concurrency` staff each
 * searching in turn through `queries` (booking codes, names, e-mails, phones, plates, invoice numbers: mixed
 * kinds), `rounds`
 * times; p50/p95 of every answer. The queries are read from the database under test, so each finds something.
 */
export async function searchLoad(base, cookie, { concurrency = 10, rounds = 5 } = {}) {
  const list = await (
    await fetch(`${base}/api/admin/reservations?pageSize=20`, { headers: { cookie } })
  ).json();
  const units = await (
    await fetch(`${base}/api/admin/units?locationId=baltimore`, { headers: { cookie } })
  ).json();
  const invoices = await (
    await fetch(`${base}/api/admin/invoices?pageSize=8`, { headers: { cookie } })
  ).json();
  const queries = searchQueries(
    list.reservations ?? list.items ?? [],
    units.units ?? [],
    invoices.items ?? [],
  );
  if (queries.length === 0) throw new Error('no bookings or units to search for');
  const times = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; i < rounds * queries.length; i++) {
        const q = queries[(i + worker * 7) % queries.length];
        const r = await timedGet(base, `/api/admin/search?q=${encodeURIComponent(q)}`, cookie);
        if (r.status !== 200) throw new Error(`search for ${q} answered ${r.status}`);
        times.push(r.ms);
      }
    }),
  );
  return {
    queries: queries.length,
    searches: times.length,
    concurrency,
    p50ms: round(percentile(times, 50), 1),
    p95ms: round(percentile(times, 95), 1),
  };
}

/** Mixed kinds from bookings, units and invoices: a code, a last name, an e-mail, a phone as typed, a plate, a number. */
export function searchQueries(bookings, units, invoices = []) {
  const out = [];
  for (const b of bookings.slice(0, 8)) {
    out.push(b.code.toLowerCase(), b.email, b.phone);
    const last = String(b.renterName ?? '')
      .split(' ')
      .at(-1);
    if (last && last.length >= 3) out.push(last);
  }
  for (const u of units.slice(0, 8)) if (u.plate) out.push(u.plate);
  for (const i of invoices.slice(0, 8)) if (i.number) out.push(i.number);
  return out.filter((q) => typeof q === 'string' && q.trim().length >= 2);
}

/**
 * Measures one size on one dialect against the built server. `database` is
 * seeded already (or empty: the server seeds the demo data). `full` adds the
 * booking phases.
 */
export async function measureScale({ database, duration, connections, runs, full, log }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'convoy-bench-scale-'));
  const port = await freePort();
  const logFile = path.join(dir, 'server.log');
  const env = benchServerEnv({ port, dataDir: dir, databaseUrl: database.url });
  const server = await startServer({ env, stdio: logFile, timeoutMs: 120_000 });
  const pid = server.child.pid;
  const overall = sampleMemory(pid);
  try {
    await runTool('admin-create', ['--email', adminEmail], database.url, `${password}\n${password}\n`);
    const cookie = await signIn(server.base);
    const week = busyWeek();

    // Availability: a warm-up, then the measured run.
    const search = { url: `${server.base}/api/availability`, requests: [busyWeekSearch(week)] };
    await autocannon({ ...search, connections: 10, duration: 2 });
    let sampler = sampleMemory(pid);
    const availability = {
      ...loadSummary(await autocannon({ ...search, connections, duration })),
      peakRssMb: 0,
    };
    availability.peakRssMb = round(sampler.stop(), 1);
    log(
      `    availability: ${availability.requestsPerSecond} req/s, p50 ${availability.p50ms} ms, p99 ${availability.p99ms} ms`,
    );

    // The back office: a month of bookings by campaign, the month's attribution, two weeks of the calendar.
    const today = Date.now();
    const monthAgo = isoDay(today - 30 * dayMs);
    const urls = {
      bookingsByDateAndCampaign: `/api/admin/reservations?from=${monthAgo}&to=${isoDay(today)}&campaign=summer-camps`,
      bookingsByDate: `/api/admin/reservations?from=${monthAgo}&to=${isoDay(today)}`,
      bookingsFirstPage: '/api/admin/reservations',
      attributionReport: `/api/admin/reports/attribution?from=${monthAgo}&to=${isoDay(today)}`,
      fleetCalendar: `/api/admin/calendar?locationId=baltimore&from=${isoDay(today)}&days=14`,
      // The business reports (decision 044) over their longest period, two years: each within 1 s.
      ...businessReports(isoDay(today - 730 * dayMs), isoDay(today)),
    };
    sampler = sampleMemory(pid);
    const backOfficeResults = await backOffice(server.base, cookie, urls, runs);
    const backOfficePeakRssMb = round(sampler.stop(), 1);
    log(
      `    back office p95: ${Object.entries(backOfficeResults)
        .map(([k, v]) => `${k} ${v.p95ms} ms`)
        .join(', ')}`,
    );

    const globalSearch = await searchLoad(server.base, cookie);
    log(
      `    global search: ${globalSearch.concurrency} at once, p50 ${globalSearch.p50ms} ms, p95 ${globalSearch.p95ms} ms`,
    );

    // CSV: every booking picked up in the last three months (about 150,000 at the full size).
    sampler = sampleMemory(pid, 50);
    const csv = await timedGet(
      server.base,
      `/api/admin/reservations/export.csv?from=${isoDay(today - 90 * dayMs)}&to=${isoDay(today)}`,
      cookie,
    );
    const csvPeak = sampler.stop();
    const rows = await countCsvRows(server.base, cookie, today);
    const export_ = {
      rows,
      megabytes: round(csv.bytes / 1e6, 1),
      firstByteMs: round(csv.firstByteMs, 0),
      totalMs: round(csv.ms, 0),
      peakRssMb: round(csvPeak, 1),
    };
    log(
      `    CSV ${rows} rows: first byte ${export_.firstByteMs} ms, all ${export_.totalMs} ms, peak ${export_.peakRssMb} MB`,
    );

    let booking;
    if (full) booking = await measureBookings(server.base, database, { duration, connections, log });

    const errors = serverErrors(logFile);
    return {
      availability,
      backOffice: backOfficeResults,
      backOfficePeakRssMb,
      globalSearch,
      csv: export_,
      ...(booking ? { booking } : {}),
      peakRssMb: round(overall.stop(), 1),
      serverErrors: errors,
    };
  } finally {
    overall.stop();
    await stopServer(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function countCsvRows(base, cookie, today) {
  const res = await fetch(
    `${base}/api/admin/reservations?from=${isoDay(today - 90 * dayMs)}&to=${isoDay(today)}&pageSize=1`,
    { headers: { cookie } },
  );
  return (await res.json()).total;
}

/** Bookings per second (a class with stock to spare), then 30 at once for the last unit of one. */
async function measureBookings(base, database, { duration, connections, log }) {
  const json = { 'content-type': 'application/json' };
  // Stock to spare for the class booked, so every booking is confirmed: each still checks its
  // overlaps against the bookings of that class there that end after it starts (the run's own too).
  await execute(
    database,
    `update units set count = 1000000 where location_id = 'baltimore' and class_id = 'minivan'`,
  );
  const bookings = {
    url: `${base}/api/reservations`,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          request.headers = { ...json, 'idempotency-key': randomUUID() };
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
  // Warmed up as the searches are (2 s at 10 connections): the booking path's first requests
  // compile its code and prepare its statements.
  await autocannon({ ...bookings, connections: 10, duration: 2 });
  const result = await autocannon({ ...bookings, connections, duration });
  const ok = result['2xx'] ?? 0;
  const perSecond = Math.round(ok / result.duration);
  log(`    bookings: ${perSecond}/s confirmed (${result.non2xx} refused), p99 ${result.latency.p99} ms`);

  // The last unit: a weekday far ahead (nothing booked yet), every unit but one booked, then 30 at once for it.
  const pickupDate = weekdayAhead(300);
  const returnDate = weekdayAhead(2, Date.parse(`${pickupDate}T12:00:00Z`));
  const trip = { ...bookingBody(), pickupLocationId: 'baltimore', vehicleId: 'suvs', pickupDate, returnDate };
  const {
    contact: _contact,
    vehicleId: _vehicleId,
    website_url_confirm: _h,
    fillMs: _f,
    ...searchBody
  } = trip;
  const searched = await fetch(`${base}/api/availability`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(searchBody),
  });
  const answer = await searched.json();
  if (!searched.ok)
    throw new Error(`the last unit's search answered ${searched.status}: ${JSON.stringify(answer)}`);
  const free = answer.vehicles.find((v) => v.id === 'suvs')?.availableUnits ?? 0;
  const post = (quantity) =>
    fetch(`${base}/api/reservations`, {
      method: 'POST',
      headers: { ...json, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ...trip, quantity }),
    });
  // A booking takes at most ten vehicles: every unit but one, ten at a time.
  for (let left = free - 1; left > 0; left -= 10) {
    const res = await post(Math.min(10, left));
    if (res.status !== 201)
      throw new Error(`booking all but one answered ${res.status}: ${await res.text()}`);
  }
  const answers = await Promise.all(Array.from({ length: 30 }, () => post(1)));
  const won = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter((a) => a.status === 409).length;
  log(`    last unit: ${won} of 30 booked it, ${refused} told it was gone`);
  return {
    perSecond,
    p99ms: result.latency.p99,
    refused: result.non2xx,
    lastUnit: { freeBefore: free, attempts: 30, booked: won, refused, other: 30 - won - refused },
  };
}

/** Runs one statement on the database, on a connection of its own. */
async function execute(database, statement) {
  if (database.dialect === 'sqlite') {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(database.file);
    db.pragma('busy_timeout = 5000');
    db.prepare(statement).run();
    db.close();
    return;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Undoes the newest migration and applies it again on the full-size database,
 * while a writer updates a booking (and so its search entries) every 50 ms:
 * how long the migration took and the longest the writer waited.
 */
export async function measureMigration(database, { log }) {
  const names = migrationNames();
  const newest = names.at(-1);
  const before = names.at(-2);
  const down = JSON.parse(
    (await runTool('db-migrate', ['--down-to', before, '--json'], database.url)).trim(),
  );
  const writer = await startWriter(database);
  const up = JSON.parse((await runTool('db-migrate', ['--json'], database.url)).trim());
  const waits = await writer.stop();
  const upStep = up.find((s) => s.name === newest);
  const result = {
    migration: newest,
    downMs: Math.round(down[0]?.ms ?? 0),
    upMs: Math.round(upStep?.ms ?? 0),
    writes: waits.length,
    longestWriteWaitMs: Math.round(Math.max(0, ...waits)),
    writesSlowerThan1s: waits.filter((w) => w > 1_000).length,
  };
  log(
    `    migration ${newest}: up ${result.upMs} ms (down ${result.downMs} ms); a writer's longest wait ${result.longestWriteWaitMs} ms`,
  );
  return result;
}

/** Every migration's name, oldest first (`db-migrate --list`). */
function migrationNames() {
  const out = spawnSync(process.execPath, [dist('db-migrate'), '--list'], { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`db-migrate --list failed: ${out.stderr}`);
  return out.stdout.trim().split('\n');
}

/** A writer that updates one booking every 50 ms on its own connection; stop() gives each write's wait. */
async function startWriter(database) {
  // The phone is watched by the search's triggers (decision 042): each write also rewrites the booking's
  // search entries, as a change at the counter does, so a migration that locks those waits for it too.
  const statement = `update reservations set reminder_sent_at = reminder_sent_at, phone = phone where id = (select min(id) from reservations)`;
  const waits = [];
  let running = true;
  let write;
  let close;
  if (database.dialect === 'sqlite') {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(database.file);
    db.pragma('busy_timeout = 600000');
    const prepared = db.prepare(statement);
    write = async () => prepared.run();
    close = async () => db.close();
  } else {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    write = () => client.query(statement);
    close = () => client.end();
  }
  // SQLite's driver waits in place (busy_timeout): the clock around each write still measures the wait.
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await write();
      waits.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await close();
      return waits;
    },
  };
}

/**
 * What this PostgreSQL server handles on its own (the capacity model in
 * docs/scaling.md): pgbench's read-only and TPC-B-like transactions per second
 * at 8 and 50 clients on a throwaway database, and its connection limit.
 * Undefined when pgbench is not installed.
 */
export async function measurePostgres(postgresUrl, { seconds = 15, log }) {
  if (spawnSync('pgbench', ['--version']).status !== 0) return undefined;
  const db = await createPostgresDatabase(postgresUrl);
  try {
    const pgbench = (args) => {
      const run = spawnSync('pgbench', [...args, db.url], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
      return Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? Number.NaN);
    };
    pgbench(['-i', '-q', '-s', '20']);
    const result = {};
    for (const clients of [8, 50]) {
      const common = ['-c', String(clients), '-j', '2', '-T', String(seconds)];
      result[`readOnly${clients}`] = Math.round(pgbench([...common, '-S']));
      result[`readWrite${clients}`] = Math.round(pgbench(common));
    }
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    result.maxConnections = Number((await client.query('show max_connections')).rows[0].max_connections);
    await client.end();
    log(
      `  PostgreSQL alone: read-only ${result.readOnly8}/${result.readOnly50} tps, read-write ${result.readWrite8}/${result.readWrite50} tps (8/50 clients); max_connections ${result.maxConnections}`,
    );
    return result;
  } finally {
    await db.drop();
  }
}

/** The business reports' URLs over [from, to], the heaviest grouping of each (decision 044). */
export function businessReports(from, to) {
  const period = `from=${from}&to=${to}`;
  return {
    utilisationByWeek: `/api/admin/reports/utilisation?${period}&by=week`,
    revenueByCampaign: `/api/admin/reports/revenue?${period}&by=campaign`,
    leadTime: `/api/admin/reports/lead-time?${period}`,
    cancellationsByClass: `/api/admin/reports/cancellations?${period}&by=class`,
  };
}
