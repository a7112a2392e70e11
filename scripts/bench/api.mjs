// API throughput (decision 009): against the BUILT server on a fresh database of its
// own (SQLite file or a throwaway PostgreSQL database), autocannon measures in
// one run a trivial route (GET /api/ping, the framework's ceiling on this
// machine), the availability search (one search repeated, and varied searches)
// and bookings (POST /api/reservations, each with its own Idempotency-Key).
// The server's memory is sampled from /proc during the load.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchServerEnv,
  createPostgresDatabase,
  freePort,
  memoryOf,
  round,
  sampleMemory,
  serverErrors,
  sleep,
  startServer,
  stopServer,
} from './lib.mjs';

/** The demo locations' holidays (closed, or open 09:00–14:00 only): no benchmark trip starts or ends on one. */
const holidays = new Set(
  JSON.parse(
    readFileSync(
      new URL('../../packages/domain/src/content/national-holidays.json', import.meta.url),
      'utf8',
    ),
  ).map((h) => h.date),
);

/**
 * The first weekday `days` or more after `from` that is no demo holiday (every location is open 07:00–19:00
 * on weekdays but those).
 */
export function weekdayAhead(days, from = Date.now()) {
  const d = new Date(from + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6 || holidays.has(d.toISOString().slice(0, 10)))
    d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const after = (date, days) => weekdayAhead(days, Date.parse(`${date}T12:00:00Z`));

export const search = {
  rentalType: 'daily',
  pickupLocationId: 'baltimore',
  pickupDate: weekdayAhead(21),
  pickupTime: '09:00',
  returnDate: after(weekdayAhead(21), 3),
  returnTime: '17:00',
  renterAge: 30,
};

/** What a renter adds on the confirm step (the demo price book's extras, protection and code). */
export const choices = {
  extras: [
    { id: 'luggage-trailer', quantity: 1 },
    { id: 'gps', quantity: 2 },
  ],
  protection: ['cdw'],
  promoCode: 'GROUP10',
  estimatedMiles: 600,
};

const contact = {
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '+1 410 555 0100',
  agreeToTerms: true,
};

/**
 * A booking body as the booking form sends it. Bookings go to one class with
 * units to spare (set below), spread over the next year so each booking's
 * overlap check reads a realistic handful of rows.
 */
export function bookingBody() {
  const pickupDate = weekdayAhead(14 + Math.floor(Math.random() * 350));
  return {
    ...search,
    pickupLocationId: 'denver',
    pickupDate,
    returnDate: after(pickupDate, 3),
    vehicleId: 'minivan',
    contact,
    ...formTimingFields(),
  };
}

/**
 * The bot checks of public forms (decision 008, apps/api/src/plugins/form-guard.ts):
 * the empty honeypot (honeypotFieldName in packages/domain/src/contracts/common.schema.ts)
 * and `fillMs`, how long the form was open. The bench says what a person's
 * booking form says: open for a minute, honeypot empty. The check still runs.
 */
export function formTimingFields() {
  return { website_url_confirm: '', fillMs: 60_000 };
}

/** The classes a convoy booking takes at once (decision 013): three lines, each with stock to spare. */
export const convoyLines = [
  { vehicleId: 'minivan', quantity: 1 },
  { vehicleId: 'suvs', quantity: 1 },
  { vehicleId: '12-passenger-van', quantity: 1 },
];

/** A booking of three classes under one code, as the convoy builder sends it. */
export function convoyBookingBody() {
  const { vehicleId: _vehicleId, ...rest } = bookingBody();
  return { ...rest, lines: convoyLines };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** An autocannon request sending a different search each time (with `extra` fields, if given). */
export function variedSearch(headers, extra = {}) {
  return {
    method: 'POST',
    setupRequest(request) {
      const pickupDate = weekdayAhead(14 + Math.floor(Math.random() * 120));
      request.headers = headers;
      request.body = JSON.stringify({
        ...search,
        pickupLocationId: pick(['baltimore', 'atlanta', 'chicago', 'phoenix', 'los-angeles', 'denver']),
        pickupDate,
        pickupTime: pick(['08:00', '09:00', '09:30', '10:00', '12:00', '15:00']),
        returnDate: after(pickupDate, 1 + Math.floor(Math.random() * 10)),
        returnTime: pick(['09:00', '12:00', '17:00', '18:30']),
        renterAge: 21 + Math.floor(Math.random() * 40),
        vehicleType: pick(['all', 'all', 'van', 'bus']),
        ...extra,
      });
      return request;
    },
  };
}

export function cases(base) {
  const json = { 'content-type': 'application/json' };
  return [
    { key: 'trivial', title: 'GET /api/ping (trivial)', url: `${base}/api/ping` },
    {
      key: 'availability',
      title: 'POST /api/availability',
      url: `${base}/api/availability`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(search),
    },
    {
      // What a browser sends: Accept-Encoding, so the ~10 kB answer is compressed per request (@fastify/compress).
      key: 'availabilityBrowser',
      title: 'POST /api/availability (Accept-Encoding: br, gzip)',
      url: `${base}/api/availability`,
      method: 'POST',
      headers: { ...json, 'accept-encoding': 'gzip, deflate, br, zstd' },
      body: JSON.stringify(search),
    },
    {
      // The renter's choices on the confirm step: extras, protection, a promo code, a distance
      // (the true total, decision 012): one indexed promo-code read more than a plain search.
      key: 'availabilityChoices',
      title: 'POST /api/availability (extras, protection, promo code)',
      url: `${base}/api/availability`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...search, ...choices }),
    },
    {
      // Real traffic is not one search repeated: locations, dates, times, ages and types vary
      // (practically every one a first search: the answers kept for repeated searches do not help).
      key: 'availabilityVaried',
      title: 'POST /api/availability (varied)',
      url: `${base}/api/availability`,
      requests: [variedSearch(json)],
    },
    {
      // Varied searches with the confirm step's choices: the true total's whole cost, searched for the first time.
      key: 'availabilityChoicesVaried',
      title: 'POST /api/availability (varied, extras, protection, promo code)',
      url: `${base}/api/availability`,
      requests: [variedSearch(json, choices)],
    },
    {
      key: 'booking',
      title: 'POST /api/reservations',
      url: `${base}/api/reservations`,
      requests: [
        {
          method: 'POST',
          setupRequest(request) {
            request.headers = { ...json, 'idempotency-key': randomUUID() };
            request.body = JSON.stringify(bookingBody());
            return request;
          },
        },
      ],
    },
    {
      // Three lines all or nothing: three stock rows locked, three overlap checks, one reservation.
      key: 'bookingConvoy',
      title: 'POST /api/reservations (three lines)',
      url: `${base}/api/reservations`,
      requests: [
        {
          method: 'POST',
          setupRequest(request) {
            request.headers = { ...json, 'idempotency-key': randomUUID() };
            request.body = JSON.stringify(convoyBookingBody());
            return request;
          },
        },
      ],
    },
  ];
}

function summary(c, result, peakRssMb) {
  const ok = result['2xx'] ?? 0;
  return {
    key: c.key,
    title: c.title,
    requestsPerSecond: Math.round(result.requests.average),
    okPerSecond: Math.round(ok / result.duration),
    p50ms: result.latency.p50,
    p90ms: result.latency.p90,
    p99ms: result.latency.p99,
    total: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    peakRssMb: round(peakRssMb, 1),
  };
}

/**
 * Gives the classes a location books a practically endless stock so that bookings never sell out during
 * the run: by default Denver's, the classes of the bench's bookings. `target` is the SQLite file or the
 * PostgreSQL URL.
 */
export async function widenStock(
  dialect,
  target,
  { locationId = 'denver', classIds = convoyLines.map((l) => l.vehicleId) } = {},
) {
  const classes = classIds.map((id) => `'${id}'`).join(', ');
  const statement = `update units set count = 1000000 where location_id = '${locationId}' and class_id in (${classes})`;
  if (dialect === 'sqlite') {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(target);
    db.pragma('busy_timeout = 5000');
    db.prepare(statement).run();
    db.close();
  } else {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    await client.query(statement);
    await client.end();
  }
}

/**
 * The built server (`script`, default this tree's) on a fresh database of its own, the booked classes'
 * stock widened and the server warmed up: what the cases run against. `postgresUrl` is the admin URL of
 * a PostgreSQL server (a database is created on it and dropped by `close()`).
 */
export async function openApiServer({ dialect = 'sqlite', postgresUrl, script, cwd, webDist }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `convoy-bench-api-${dialect}-`));
  let child;
  let database;
  const close = async () => {
    await stopServer(child);
    await database?.drop().catch((e) => console.warn(`could not drop ${database.name}: ${e.message}`));
    database = undefined;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    let databaseUrl;
    if (dialect === 'sqlite') {
      databaseUrl = `sqlite:${path.join(dir, 'bench.sqlite')}`;
    } else {
      if (!postgresUrl) throw new Error('PostgreSQL bench needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
      database = await createPostgresDatabase(postgresUrl);
      databaseUrl = database.url;
    }
    // The real web build, as deployed: the site's catch-all route sits beside the API routes.
    const env = benchServerEnv({ port: await freePort(), dataDir: dir, databaseUrl, webDist });
    const logFile = path.join(dir, 'server.log');
    const server = await startServer({ env, stdio: logFile, script, cwd });
    child = server.child;
    await widenStock(dialect, dialect === 'sqlite' ? path.join(dir, 'bench.sqlite') : databaseUrl);
    const all = cases(server.base);
    // Warm-up: JIT, statement cache, catalogue cache, connection pool.
    for (const c of all.filter((x) => ['trivial', 'availability', 'availabilityVaried'].includes(x.key))) {
      await autocannon({ ...c, connections: 10, duration: 2 });
    }
    return {
      dialect,
      pid: child.pid,
      cases: all,
      databaseVersion: await databaseVersion(dialect, databaseUrl),
      errors: () => serverErrors(logFile),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One case against an open server for `duration` seconds, the server's memory sampled meanwhile. */
export async function runApiCase(server, c, { duration, connections }) {
  const sampler = sampleMemory(server.pid);
  const result = await autocannon({ ...c, connections, duration });
  return summary(c, result, sampler.stop());
}

/** Runs the API cases on one dialect (see openApiServer). */
export async function benchApi({ dialect = 'sqlite', postgresUrl, duration = 10, connections = 50, log }) {
  const say = log ?? ((line) => console.log(line));
  const server = await openApiServer({ dialect, postgresUrl });
  try {
    const startRssMb = memoryOf(server.pid).rssMb;
    const results = {};
    let peak = 0;
    for (const c of server.cases) {
      const s = await runApiCase(server, c, { duration, connections });
      peak = Math.max(peak, s.peakRssMb);
      results[c.key] = s;
      say(
        `  ${dialect} ${c.title}: ${s.requestsPerSecond} req/s, p50 ${s.p50ms} ms, p99 ${s.p99ms} ms` +
          (s.non2xx || s.errors ? ` (! ${s.non2xx} non-2xx, ${s.errors} errors)` : ''),
      );
    }
    await sleep(2000);
    const mem = memoryOf(server.pid);
    const errors = server.errors();
    if (errors.count) say(`  ! the server logged ${errors.count} errors: ${JSON.stringify(errors.messages)}`);
    const ratio = results.availability.requestsPerSecond / results.trivial.requestsPerSecond;
    const browserRatio = results.availabilityBrowser.requestsPerSecond / results.trivial.requestsPerSecond;
    const variedRatio = results.availabilityVaried.requestsPerSecond / results.trivial.requestsPerSecond;
    const choicesRatio =
      results.availabilityChoices.requestsPerSecond / results.availability.requestsPerSecond;
    const variedChoicesRatio =
      results.availabilityChoicesVaried.requestsPerSecond / results.availabilityVaried.requestsPerSecond;
    return {
      dialect,
      databaseVersion: server.databaseVersion,
      duration,
      connections,
      results,
      availabilityToTrivial: round(ratio, 3),
      variedAvailabilityToTrivial: round(variedRatio, 3),
      /** A search with the renter's choices against a plain one (decision 012: within 20 %). */
      choicesToPlainAvailability: round(choicesRatio, 3),
      /** The same for searches seen for the first time (varied), where no kept answer helps. */
      variedChoicesToVaried: round(variedChoicesRatio, 3),
      browserAvailabilityToTrivial: round(browserRatio, 3),
      serverErrors: errors,
      bookingsPerSecond: results.booking.okPerSecond,
      /** Bookings of three lines per second, and against one line (decision 013). */
      convoyBookingsPerSecond: results.bookingConvoy.okPerSecond,
      convoyToSingleBooking: round(results.bookingConvoy.okPerSecond / results.booking.okPerSecond, 3),
      memory: {
        idleAfterWarmupMb: round(startRssMb, 1),
        peakSampledMb: round(peak, 1),
        peakHwmMb: round(mem.hwmMb, 1),
        peakCase: Object.values(results).reduce((a, b) => (b.peakRssMb > a.peakRssMb ? b : a)).title,
        afterLoadMb: round(mem.rssMb, 1),
      },
    };
  } finally {
    await server.close();
  }
}

async function databaseVersion(dialect, url) {
  try {
    if (dialect === 'sqlite') {
      const { default: SQLite } = await import('better-sqlite3');
      const db = new SQLite(':memory:');
      const v = db.prepare('select sqlite_version() as v').get().v;
      db.close();
      return `SQLite ${v}`;
    }
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('show server_version');
    await client.end();
    return `PostgreSQL ${rows[0].server_version}`;
  } catch {
    return dialect;
  }
}
