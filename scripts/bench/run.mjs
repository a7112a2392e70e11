#!/usr/bin/env node
// npm run bench — every benchmark in one run on this machine, in this
// order: build time, page weight, cold start, API on SQLite and PostgreSQL,
// TTFB against a static file, Lighthouse (mobile and desktop). Writes
// docs/benchmarks.md and docs/benchmarks.json (and docs/benchmarks/lighthouse.*,
// the marketing pages' report, from the same Lighthouse runs).
//
// Options: --only=build,weight,start,api,ttfb,lighthouse (a subset writes to
// .tmp/bench/ unless --write), --runs=3, --presets=mobile,desktop, --duration=10,
// --connections=50. PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measurePageWeight } from '../../apps/web/scripts/page-weight.mjs';
import { benchApi } from './api.mjs';
import {
  argValue,
  postgresAdminUrl,
  root,
  round,
  serverScript,
  webClientDir,
  withSiteServer,
} from './lib.mjs';
import { benchLighthouse, marketingPages, writeLighthouseReport } from './lighthouse.mjs';
import { machineInfo, packageVersions } from './machine.mjs';
import { goalsOf, renderMarkdown } from './report.mjs';
import { benchBuild, benchColdStart } from './startup.mjs';
import { benchTtfb } from './ttfb.mjs';

const argv = process.argv.slice(2);
const allPhases = ['build', 'weight', 'start', 'api', 'ttfb', 'lighthouse'];
const only = argValue(argv, 'only', allPhases.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((p) => !allPhases.includes(p));
if (unknown.length) {
  console.error(`unknown phase ${unknown.join(', ')}; choose from ${allPhases.join(', ')}`);
  process.exit(2);
}
const complete = allPhases.every((p) => only.includes(p));
const write = complete || argv.includes('--write');
const runs = Number(argValue(argv, 'runs', 3));
const presets = argValue(argv, 'presets', 'mobile,desktop').split(',');
const duration = Number(argValue(argv, 'duration', 10));
const connections = Number(argValue(argv, 'connections', 50));

const started = performance.now();
const stamp = () => `[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s]`;
const log = (line) => console.log(`${stamp()} ${line}`);
const phase = (name) => only.includes(name);

const data = {
  measuredAt: new Date().toISOString(),
  options: { only, runs, presets, duration, connections },
  machine: machineInfo(),
  versions: packageVersions(),
};
const memoryPhases = [];

if (phase('build')) {
  log('build');
  data.build = benchBuild({ log });
}
if (!existsSync(serverScript) || !existsSync(path.join(webClientDir, 'index.html'))) {
  console.error('No build found: run `npm run build` (or include the build phase).');
  process.exit(1);
}

if (phase('weight')) {
  log('page weight (gzip) per prerendered route');
  const rows = (await measurePageWeight()).map((r) => ({
    ...r,
    jsGzipKb: round(r.jsGzipKb, 1),
    cssGzipKb: round(r.cssGzipKb, 1),
    htmlGzipKb: round(r.htmlGzipKb, 1),
  }));
  data.pageWeight = { rows };
  const heaviest = rows.filter((r) => r.indexable).sort((a, b) => b.jsGzipKb - a.jsGzipKb)[0];
  log(`  ${rows.length} pages; heaviest indexable: ${heaviest?.path} ${heaviest?.jsGzipKb} KB JS`);
}

if (phase('start')) {
  log('cold start');
  data.coldStart = await benchColdStart({ runs: 5, log });
}

if (phase('api')) {
  data.api = {};
  data.databases = [];
  log(`API on SQLite (${connections} connections, ${duration} s per case)`);
  data.api.sqlite = await benchApi({ dialect: 'sqlite', duration, connections, log });
  data.databases.push(data.api.sqlite.databaseVersion);
  memoryPhases.push({ phase: 'API on SQLite', ...data.api.sqlite.memory });
  const pgUrl = postgresAdminUrl();
  if (pgUrl) {
    log(`API on PostgreSQL (${connections} connections, ${duration} s per case)`);
    data.api.postgres = await benchApi({
      dialect: 'postgres',
      postgresUrl: pgUrl,
      duration,
      connections,
      log,
    });
    data.databases.push(data.api.postgres.databaseVersion);
    memoryPhases.push({ phase: 'API on PostgreSQL', ...data.api.postgres.memory });
  } else {
    log('  PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  }
}

if (phase('ttfb')) {
  log('TTFB: prerendered page vs static file, same server, under load');
  data.ttfb = await benchTtfb({ connections, log });
  memoryPhases.push({ phase: 'Pages under load (TTFB)', ...data.ttfb.memory });
}

if (phase('lighthouse')) {
  log(`Lighthouse: ${presets.join(' and ')}, ${runs} runs per page`);
  data.lighthouse = await withSiteServer((base) => benchLighthouse({ base, presets, runs, log }));
  for (const r of data.lighthouse.results) {
    for (const key of Object.keys(r.median)) r.median[key] = round(r.median[key], key === 'cls' ? 4 : 1);
  }
}

if (memoryPhases.length) {
  const top = memoryPhases.reduce((a, b) =>
    Math.max(b.peakSampledMb ?? 0, b.peakHwmMb ?? 0) > Math.max(a.peakSampledMb ?? 0, a.peakHwmMb ?? 0)
      ? b
      : a,
  );
  data.memory = {
    phases: memoryPhases,
    peakMb: Math.max(top.peakSampledMb ?? 0, top.peakHwmMb ?? 0),
    peakPhase: top.peakCase ? `${top.phase}, ${top.peakCase}` : top.phase,
  };
}

data.loadAverageAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
data.durationSeconds = round((performance.now() - started) / 1000, 0);
data.goals = goalsOf(data);

const outDir = write ? path.join(root, 'docs') : path.join(root, '.tmp/bench');
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'benchmarks.json'), `${JSON.stringify(data, null, 2)}\n`);
await writeFile(path.join(outDir, 'benchmarks.md'), renderMarkdown(data));
if (write && data.lighthouse?.presets.includes('mobile')) {
  await writeLighthouseReport(
    { ...data.lighthouse, results: data.lighthouse.results.filter((r) => marketingPages.includes(r.page)) },
    { measuredAt: data.measuredAt },
  );
}

console.log('');
for (const g of data.goals) {
  const mark = g.met === null ? '·' : g.met ? '✓' : '✗';
  console.log(`${mark} [${g.set}] ${g.goal}: ${g.measured}`);
}
console.log('');
log(
  `wrote ${path.relative(root, path.join(outDir, 'benchmarks.md'))} and .json` +
    (write && data.lighthouse ? ', docs/benchmarks/lighthouse.md and .json' : ''),
);
