#!/usr/bin/env node
// npm run bench:scale — how every cost grows with the data (decision 017).
//
// For the demo data and each scale size (1×, 10×, 100×: `seed-scale`), on SQLite
// and PostgreSQL: seeds both dialects at once (bulk), then measures each against
// the built server (scale.mjs), and at the full size the bookings and the newest
// migration. Writes docs/benchmarks/scale.{md,json}, a chart per figure
// (docs/benchmarks/scale-*.svg) and the "Scale" section of docs/benchmarks.md.
//
// Options: --sizes=1x,10x,100x  --dialects=sqlite,postgres  --duration=6
// --connections=50  --runs=25  (a partial run writes to .tmp/bench/ unless --write).
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; a database per size is made and dropped).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lineChart } from './chart.mjs';
import { argValue, postgresAdminUrl, root, round } from './lib.mjs';
import { machineInfo } from './machine.mjs';
import { updateSection } from './report.mjs';
import {
  createScaleDatabase,
  measureMigration,
  measurePostgres,
  measureScale,
  scaleSizeNames,
  seedScaleDatabase,
} from './scale.mjs';

/** The business reports (decision 044), measured with the back office; their goal is 1 s each (SPEC). */
const businessReportKeys = ['utilisationByWeek', 'revenueByCampaign', 'leadTime', 'cancellationsByClass'];

const argv = process.argv.slice(2);
const sizes = ['demo', ...argValue(argv, 'sizes', '1x,10x,100x').split(',')].filter(
  (s, i, a) => a.indexOf(s) === i,
);
const dialects = argValue(argv, 'dialects', 'sqlite,postgres').split(',');
const duration = Number(argValue(argv, 'duration', 6));
const connections = Number(argValue(argv, 'connections', 50));
const runs = Number(argValue(argv, 'runs', 25));
const unknown = sizes.filter((s) => !scaleSizeNames.includes(s));
if (unknown.length) {
  console.error(`unknown size ${unknown.join(', ')}; choose from ${scaleSizeNames.slice(1).join(', ')}`);
  process.exit(2);
}
const full = sizes.at(-1);
const complete = full === '100x' && dialects.includes('sqlite') && dialects.includes('postgres');
const write = complete || argv.includes('--write');
for (const tool of ['server', 'seed-scale', 'db-migrate', 'admin-create']) {
  if (!existsSync(path.join(root, 'apps/api/dist', `${tool}.js`))) {
    console.error(`apps/api/dist/${tool}.js is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const postgresUrl = postgresAdminUrl();
if (dialects.includes('postgres') && !postgresUrl) {
  console.error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL (or --dialects=sqlite).');
  process.exit(1);
}

const started = performance.now();
const log = (line) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s] ${line}`);
const dir = mkdtempSync(path.join(os.tmpdir(), 'convoy-scale-'));
const data = {
  measuredAt: new Date().toISOString(),
  options: { sizes, dialects, duration, connections, runs },
  machine: machineInfo(),
  sizes: {},
};

try {
  for (const size of sizes) {
    log(`size ${size}`);
    const databases = await Promise.all(dialects.map((d) => createScaleDatabase(d, dir, size, postgresUrl)));
    const entry = { seed: {}, dialects: {} };
    data.sizes[size] = entry;
    try {
      if (size !== 'demo') {
        // Both dialects at once: the SQLite seed is Node's work, the PostgreSQL one mostly the server's.
        const seeded = await Promise.all(databases.map((db) => seedScaleDatabase(db, size)));
        databases.forEach((db, i) => {
          entry.seed[db.dialect] = seeded[i];
          log(
            `  seeded ${db.dialect}: ${seeded[i].reservations} reservations, ${seeded[i].units} units in ${round(seeded[i].seconds, 1)} s`,
          );
        });
      }
      for (const database of databases) {
        log(`  measuring ${database.dialect}`);
        entry.dialects[database.dialect] = await measureScale({
          database,
          duration,
          connections,
          runs,
          full: size === full,
          log,
        });
        if (size === full && size !== 'demo') {
          entry.dialects[database.dialect].migration = await measureMigration(database, { log });
        }
      }
    } finally {
      for (const db of databases) await db.drop();
    }
  }
  if (dialects.includes('postgres')) data.postgres = await measurePostgres(postgresUrl, { log });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
data.minutes = round((performance.now() - started) / 60_000, 1);
log(`done in ${data.minutes} minutes`);

const out = write ? path.join(root, 'docs/benchmarks') : path.join(root, '.tmp/bench');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'scale.json'), `${JSON.stringify(data, null, 2)}\n`);
const chartFiles = charts();
for (const [name, svg] of Object.entries(chartFiles)) writeFileSync(path.join(out, `scale-${name}.svg`), svg);
const markdown = report(data);
writeFileSync(path.join(out, 'scale.md'), markdown);
if (write) updateSection('scale');
console.log(
  `wrote ${path.relative(root, out)}/scale.md, scale.json and the charts${write ? ', and the Scale section of docs/benchmarks.md' : ''}`,
);

/** The figure of every size for one dialect (NaN where a size has none). */
function across(d, pick) {
  return sizes.map((s) => {
    const m = data.sizes[s]?.dialects[d];
    const v = m ? pick(m, data.sizes[s]) : undefined;
    return Number.isFinite(v) ? v : Number.NaN;
  });
}

function xLabels() {
  return sizes.map((s) => {
    const seeded = Object.values(data.sizes[s]?.seed ?? {})[0];
    return s === 'demo' ? 'demo' : `${s} (${Math.round((seeded?.reservations ?? 0) / 1000)}k)`;
  });
}

function charts() {
  const names = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
  const per = (pick) => dialects.map((x) => ({ name: names[x], values: across(x, pick) }));
  const backOfficeKeys = [
    'bookingsByDateAndCampaign',
    'bookingsFirstPage',
    'attributionReport',
    'fleetCalendar',
  ];
  const charts = {
    'availability-p99': lineChart({
      title: 'Availability search p99 at 50 connections',
      unit: 'ms',
      xLabels: xLabels(),
      series: per((m) => m.availability.p99ms),
      goal: { value: 50, label: 'goal 50 ms' },
    }),
    'availability-throughput': lineChart({
      title: 'Availability searches per second',
      unit: 'req/s',
      xLabels: xLabels(),
      series: per((m) => m.availability.requestsPerSecond),
    }),
    'csv-export': lineChart({
      title: 'CSV export of three months: first byte and whole',
      unit: 'ms',
      xLabels: xLabels(),
      series: dialects.flatMap((x) => [
        { name: `${names[x]} first byte`, values: across(x, (m) => m.csv.firstByteMs) },
        { name: `${names[x]} whole`, values: across(x, (m) => m.csv.totalMs) },
      ]),
      goal: { value: 1000, label: 'first byte 1 s' },
    }),
    memory: lineChart({
      title: 'Server peak memory (RSS) under the loads',
      unit: 'MB',
      xLabels: xLabels(),
      series: per((m) => m.peakRssMb),
      goal: { value: 200, label: 'goal 200 MB' },
    }),
  };
  charts['global-search'] = lineChart({
    title: 'Global search p95, 10 searches at once',
    unit: 'ms',
    xLabels: xLabels(),
    series: per((m) => m.globalSearch?.p95ms),
    goal: { value: 100, label: 'goal 100 ms' },
  });
  for (const key of businessReportKeys) {
    charts[`back-office-${key}`] = lineChart({
      title: `Business report p95: ${label(key)}`,
      unit: 'ms',
      xLabels: xLabels(),
      series: per((m) => m.backOffice[key]?.p95ms),
      goal: { value: 1000, label: 'goal 1 s' },
    });
  }
  for (const key of backOfficeKeys) {
    charts[`back-office-${key}`] = lineChart({
      title: `Back office p95: ${label(key)}`,
      unit: 'ms',
      xLabels: xLabels(),
      series: per((m) => m.backOffice[key]?.p95ms),
      goal: { value: 300, label: 'goal 300 ms' },
    });
  }
  return charts;
}

function label(key) {
  return {
    bookingsByDateAndCampaign: 'bookings of a month by campaign',
    bookingsByDate: 'bookings of a month',
    bookingsFirstPage: 'bookings, first page, no filter',
    attributionReport: 'attribution report of a month',
    fleetCalendar: 'fleet calendar, one location, 14 days',
    utilisationByWeek: 'utilisation by week, two years',
    revenueByCampaign: 'revenue by campaign, two years',
    leadTime: 'booking lead time, two years',
    cancellationsByClass: 'cancellations by class, two years',
  }[key];
}

function goals(d) {
  const rows = [];
  const fullSize = d.sizes[full];
  const demo = d.sizes.demo;
  const met = (ok) => (ok ? '**met**' : '**not met**');
  for (const dialect of dialects) {
    const m = fullSize?.dialects[dialect];
    if (!m) continue;
    const name = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    rows.push([
      `Availability p99 ≤ 50 ms at 50 connections, ${full} (${name})`,
      `${m.availability.p99ms} ms`,
      met(m.availability.p99ms <= 50),
    ]);
    const base = demo?.dialects[dialect]?.availability.requestsPerSecond;
    if (base) {
      const ratio = m.availability.requestsPerSecond / base;
      rows.push([
        `Availability throughput within 20 % of the demo data's (${name})`,
        `${m.availability.requestsPerSecond} vs ${base} req/s (${Math.round(ratio * 100)} %)`,
        met(ratio >= 0.8),
      ]);
    }
    for (const [key, v] of Object.entries(m.backOffice)) {
      const goal = businessReportKeys.includes(key) ? 1000 : 300;
      const what = businessReportKeys.includes(key)
        ? 'Business report p95 ≤ 1 s'
        : 'Back office p95 ≤ 300 ms';
      rows.push([`${what}: ${label(key)} (${name})`, `${v.p95ms} ms`, met(v.p95ms <= goal)]);
    }
    if (m.globalSearch) {
      const s = m.globalSearch;
      rows.push([
        `Global search p95 ≤ 100 ms at ${s.concurrency} searches at once, mixed kinds (${name})`,
        `${s.p95ms} ms (p50 ${s.p50ms} ms, ${s.searches} searches of ${s.queries} queries)`,
        met(s.p95ms <= 100),
      ]);
    }
    rows.push([
      `CSV export of ≥ 100,000 rows streamed, first byte < 1 s (${name})`,
      `${m.csv.rows} rows, first byte ${m.csv.firstByteMs} ms, whole ${m.csv.totalMs} ms`,
      met(m.csv.rows >= 100_000 && m.csv.firstByteMs < 1000),
    ]);
    rows.push([
      `Memory flat during the export (${name})`,
      `peak ${m.csv.peakRssMb} MB during it vs ${m.backOfficePeakRssMb} MB before`,
      met(m.csv.peakRssMb - m.backOfficePeakRssMb < 50),
    ]);
    rows.push([
      `Server memory ≤ 200 MB RSS under every load (${name})`,
      `peak ${m.peakRssMb} MB`,
      met(m.peakRssMb <= 200),
    ]);
    if (m.booking) {
      if (dialect === 'sqlite') {
        rows.push([
          `Bookings ≥ 300/s at ${full} (SQLite)`,
          `${m.booking.perSecond}/s`,
          met(m.booking.perSecond >= 300),
        ]);
      } else {
        rows.push([`Bookings per second at ${full} (${name})`, `${m.booking.perSecond}/s`, '(no goal)']);
      }
      const race = m.booking.lastUnit;
      rows.push([
        `The last unit: one of 30 at once gets it (${name})`,
        `${race.booked} booked, ${race.refused} refused, ${race.other} other`,
        met(race.booked === 1 && race.other === 0),
      ]);
    }
    if (m.migration) {
      rows.push([
        `Migration ${m.migration.migration} on the full-size database (${name})`,
        `${round(m.migration.upMs / 1000, 1)} s; a writer waited up to ${round(m.migration.longestWriteWaitMs / 1000, 1)} s`,
        '(measured)',
      ]);
    }
  }
  rows.push([
    '`npm run bench:scale` under 30 minutes at the full size',
    `${d.minutes} minutes`,
    met(d.minutes < 30),
  ]);
  return rows;
}

function report(d) {
  const names = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
  const lines = [
    '# Scale',
    '',
    `Measured by \`npm run bench:scale\` (scripts/bench/run-scale.mjs) on ${d.measuredAt}, in ${d.minutes} minutes, on ${d.machine.cpu ?? 'this machine'}. ` +
      'Each size is seeded by `npm run seed:scale` (SQLite and PostgreSQL at once, bulk writes, indexes built after), then measured against the built server: ' +
      `availability searches of a busy week at Baltimore (every class, times and ages varied) for ${d.options.duration} s at ${d.options.connections} connections; ` +
      `the back office (${d.options.runs} sequential requests each, p95); a CSV export of every booking picked up in the last 90 days; at the full size bookings per second (after 2 s of warm-up at 10 connections), ` +
      '30 bookings at once for the last unit of a class, and the newest migration undone and applied again while a writer updates a booking and its search entries every 50 ms. ' +
      'The machine is shared and has 2 cores: compare figures within this run.',
    '',
    '## Goals',
    '',
    '| Goal | Measured | Status |',
    '|---|---|---|',
    ...goals(d).map((r) => `| ${r.join(' | ')} |`),
    '',
    '## Data',
    '',
    '| Size | Locations | Units | Reservations | Cancelled | One-way | Quotes | Leads | Page views | Seed (SQLite) | Seed (PostgreSQL) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...sizes
      .filter((s) => s !== 'demo')
      .map((s) => {
        const seed = d.sizes[s].seed;
        const any = seed.sqlite ?? seed.postgres;
        return `| ${s} | ${any.locations} | ${any.units} | ${any.reservations} | ${any.cancelled} | ${any.oneWay ?? '–'} | ${any.quotes} | ${any.leads} | ${any.pageViews} | ${seed.sqlite ? `${round(seed.sqlite.seconds, 0)} s` : '–'} | ${seed.postgres ? `${round(seed.postgres.seconds, 0)} s` : '–'} |`;
      }),
    '',
    '## Figures',
    '',
    '| Size | Dialect | Search req/s | p50 ms | p99 ms | List by campaign p95 | First page p95 | Report p95 | Calendar p95 | CSV rows | CSV first byte | CSV whole | Peak RSS MB |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...sizes.flatMap((s) =>
      dialects
        .filter((x) => d.sizes[s]?.dialects[x])
        .map((x) => {
          const m = d.sizes[s].dialects[x];
          const b = m.backOffice;
          return `| ${s} | ${names[x]} | ${m.availability.requestsPerSecond} | ${m.availability.p50ms} | ${m.availability.p99ms} | ${b.bookingsByDateAndCampaign.p95ms} | ${b.bookingsFirstPage.p95ms} | ${b.attributionReport.p95ms} | ${b.fleetCalendar.p95ms} | ${m.csv.rows} | ${m.csv.firstByteMs} ms | ${m.csv.totalMs} ms | ${m.peakRssMb} |`;
        }),
    ),
    '',
    '## Charts',
    '',
    ...Object.keys(chartFiles).map((name) => `![${name}](scale-${name}.svg)`),
    '',
    ...(d.postgres
      ? [
          '## PostgreSQL alone',
          '',
          `pgbench on a scale-20 database, ${d.postgres.maxConnections} connections allowed: read-only ${d.postgres.readOnly8} tps at 8 clients and ${d.postgres.readOnly50} at 50; TPC-B-like read-write ${d.postgres.readWrite8} tps at 8 clients and ${d.postgres.readWrite50} at 50. The capacity model in docs/scaling.md starts here.`,
          '',
        ]
      : []),
    'Query plans before and after the indexes these figures needed: docs/decisions/017-data-at-scale.md.',
    '',
  ];
  return lines.join('\n');
}
