// docs/benchmarks.md from the figures of one `npm run bench` run: the goals of
// decision 009 with the measured figure and met / not met, then each table.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availabilityPage, failingAuditsList, lighthouseTable, marketingPages } from './lighthouse.mjs';
import { cpuSentence } from './lighthouse-targets.mjs';

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
const pct = (ratio) => (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(1)} %` : '–');

/** Lighthouse median of a page and preset, or undefined when not measured. */
const lh = (data, page, preset = 'mobile') =>
  data.lighthouse?.results.find((r) => r.page === page && r.preset === preset)?.median;

function worst(values, pick, better = 'higher') {
  const present = values.filter((v) => Number.isFinite(pick(v)));
  if (present.length === 0) return undefined;
  return present.reduce((a, b) => {
    if (better === 'higher') return pick(b) < pick(a) ? b : a;
    return pick(b) > pick(a) ? b : a;
  });
}

/**
 * Each goal: what it asks, the measured figure as text, and met (true/false),
 * or null when this run did not measure it (`--only`).
 */
export function goalsOf(data) {
  const goals = [];
  const add = (set, goal, measured, met) => goals.push({ set, goal, measured, met });
  const marketing = marketingPages.map((page) => ({ page, m: lh(data, page) })).filter((x) => x.m);
  const availability = lh(data, availabilityPage);
  const everywhere = [...marketing, ...(availability ? [{ page: availabilityPage, m: availability }] : [])];
  const scoreGoal = (set, label, key, min, pages) => {
    const w = worst(pages, (x) => x.m[key]);
    if (!w) return add(set, label, 'not measured', null);
    const all = pages.map((x) => `${x.page} ${x.m[key]}`).join(', ');
    add(
      set,
      label,
      `lowest ${w.m[key]} (${all})`,
      pages.every((x) => x.m[key] >= min),
    );
  };
  const metricGoal = (set, label, key, max, unit, digits, pages) => {
    const w = worst(pages, (x) => x.m[key], 'lower');
    if (!w) return add(set, label, 'not measured', null);
    add(
      set,
      label,
      `highest ${f(w.m[key], digits)}${unit} (${w.page})`,
      pages.every((x) => x.m[key] <= max),
    );
  };

  // The performance goals (decision 009), Lighthouse mobile.
  scoreGoal(
    'performance',
    'Lighthouse mobile Performance 100 on marketing pages',
    'performance',
    100,
    marketing,
  );
  scoreGoal(
    'performance',
    'Lighthouse mobile Performance ≥ 95 on /availability (after a search)',
    'performance',
    95,
    availability ? [{ page: availabilityPage, m: availability }] : [],
  );
  scoreGoal('performance', 'Accessibility 100 everywhere (mobile)', 'accessibility', 100, everywhere);
  scoreGoal('performance', 'Best Practices 100 everywhere (mobile)', 'bestPractices', 100, everywhere);
  scoreGoal('performance', 'SEO 100 everywhere (mobile)', 'seo', 100, everywhere);
  metricGoal('performance', 'LCP ≤ 1.5 s on marketing pages (mobile)', 'lcpMs', 1500, ' ms', 0, marketing);
  metricGoal('performance', 'TBT ≤ 50 ms on marketing pages (mobile)', 'tbtMs', 50, ' ms', 0, marketing);
  metricGoal('performance', 'CLS 0 on marketing pages (mobile)', 'cls', 0, '', 3, marketing);

  // JavaScript budgets: the larger of what the HTML names and what the browser loaded.
  const weights = data.pageWeight?.rows ?? [];
  const marketingJs = [
    ...weights.filter((r) => r.indexable).map((r) => ({ page: r.path, kb: r.jsGzipKb, how: 'HTML' })),
    ...marketing.map((x) => ({ page: x.page, kb: x.m.jsGzipKb, how: 'loaded' })),
  ];
  const heaviest = worst(marketingJs, (x) => x.kb, 'lower');
  const overBudget = marketingJs.filter((x) => x.kb > 100);
  const jsGoal = heaviest
    ? [
        `heaviest ${f(heaviest.kb, 1)} KB (${heaviest.page}, ${heaviest.how}); ` +
          `${new Set(overBudget.map((x) => x.page)).size} of ${new Set(marketingJs.map((x) => x.page)).size} pages over 100 KB`,
        overBudget.length === 0,
      ]
    : ['not measured', null];
  add('performance', 'JavaScript on a marketing page ≤ 100 KB gzip', ...jsGoal);
  const availabilityJs = [
    weights.find((r) => r.path === availabilityPage)?.jsGzipKb,
    availability?.jsGzipKb,
  ].filter(Number.isFinite);
  add(
    'performance',
    'JavaScript on /availability ≤ 150 KB gzip',
    availabilityJs.length
      ? `${f(Math.max(...availabilityJs), 1)} KB (loaded after a search: ${f(availability?.jsGzipKb, 1)} KB; named by the HTML: ${f(weights.find((r) => r.path === availabilityPage)?.jsGzipKb, 1)} KB)`
      : 'not measured',
    availabilityJs.length ? Math.max(...availabilityJs) <= 150 : null,
  );

  // API.
  for (const dialect of ['sqlite', 'postgres']) {
    const api = data.api?.[dialect];
    const name = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    add(
      'performance',
      `Availability search ≥ 50 % of the trivial route's throughput (${name})`,
      api
        ? `${pct(api.availabilityToTrivial)} (${api.results.availability.requestsPerSecond} vs ${api.results.trivial.requestsPerSecond} req/s; varied searches ${pct(api.variedAvailabilityToTrivial)}; with a browser's Accept-Encoding ${pct(api.browserAvailabilityToTrivial)})`
        : 'not measured',
      api ? api.availabilityToTrivial >= 0.5 : null,
    );
    add(
      'performance',
      `Availability search p99 ≤ 50 ms at 50 connections (${name})`,
      api
        ? `${api.results.availability.p99ms} ms (varied ${api.results.availabilityVaried.p99ms} ms)`
        : 'not measured',
      api ? api.results.availability.p99ms <= 50 : null,
    );
  }
  const sqlite = data.api?.sqlite;
  add(
    'performance',
    'Bookings ≥ 300/s on SQLite',
    sqlite ? `${sqlite.bookingsPerSecond}/s (p99 ${sqlite.results.booking.p99ms} ms)` : 'not measured',
    sqlite ? sqlite.bookingsPerSecond >= 300 : null,
  );
  const t = data.ttfb;
  add(
    'performance',
    'TTFB of a prerendered page within 1.5× of a static file (same server, under load)',
    t ? `${f(t.ttfbRatio, 2)}× (${t.page.ttfbP50ms} ms vs ${t.static.ttfbP50ms} ms, p50)` : 'not measured',
    t ? t.ttfbRatio <= 1.5 : null,
  );
  const mem = data.memory;
  add(
    'performance',
    'Server memory under load ≤ 200 MB',
    mem ? `peak ${f(mem.peakMb, 1)} MB RSS (${mem.peakPhase})` : 'not measured',
    mem ? mem.peakMb <= 200 : null,
  );
  const cs = data.coldStart;
  add(
    'performance',
    'Cold start to first response ≤ 1 s',
    cs
      ? `${cs.existingDatabaseMs} ms (existing database); ${cs.emptyDatabaseMs} ms on an empty one`
      : 'not measured',
    cs ? cs.existingDatabaseMs <= 1000 : null,
  );

  // The marketing site's goals (mobile, the four marketing pages).
  scoreGoal(
    'marketing site',
    'Lighthouse mobile Performance ≥ 98 (marketing pages)',
    'performance',
    98,
    marketing,
  );
  scoreGoal('marketing site', 'Accessibility 100 (marketing pages)', 'accessibility', 100, marketing);
  scoreGoal('marketing site', 'Best Practices 100 (marketing pages)', 'bestPractices', 100, marketing);
  scoreGoal('marketing site', 'SEO 100 (marketing pages)', 'seo', 100, marketing);
  metricGoal('marketing site', 'CLS 0 (marketing pages)', 'cls', 0, '', 3, marketing);
  add('marketing site', 'JavaScript ≤ 100 KB gzip on a marketing page', ...jsGoal);
  return goals;
}

const metText = (met) => (met === null ? 'not measured' : met ? '**met**' : '**not met**');

function goalsTable(goals) {
  return [
    '| Set | Goal | Measured | Status |',
    '|---|---|---|---|',
    ...goals.map((g) => `| ${g.set} | ${g.goal} | ${g.measured} | ${metText(g.met)} |`),
  ].join('\n');
}

function apiTable(api) {
  const rows = [];
  for (const dialect of ['sqlite', 'postgres']) {
    const a = api?.[dialect];
    if (!a) continue;
    for (const r of Object.values(a.results)) {
      rows.push(
        `| ${a.databaseVersion} | ${r.title} | ${r.requestsPerSecond} | ${r.okPerSecond} | ${r.p50ms} | ${r.p99ms} | ` +
          `${r.non2xx + r.errors} | ${f(r.peakRssMb, 1)} |`,
      );
    }
  }
  return [
    '| Database | Case | req/s | 2xx/s | p50 ms | p99 ms | non-2xx + errors | peak RSS MB |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    ...rows,
  ].join('\n');
}

function weightTable(pageWeight, lighthouse) {
  const loaded = (page) => lighthouse?.results.find((r) => r.page === page && r.preset === 'mobile')?.median;
  const budget = (r) => (r.path === availabilityPage ? 150 : r.indexable ? 100 : null);
  const rows = pageWeight.rows
    .filter((r) => r.indexable || r.path === availabilityPage)
    .map((r) => {
      const b = budget(r);
      const l = loaded(r.path);
      const js = Math.max(r.jsGzipKb, l?.jsGzipKb ?? 0);
      return (
        `| ${r.path} | ${f(r.jsGzipKb, 1)} | ${l ? f(l.jsGzipKb, 1) : ''} | ${f(r.cssGzipKb, 1)} | ` +
        `${f(r.htmlGzipKb, 1)} | ${r.scripts} | ${b ?? ''} | ${b === null ? '' : js <= b ? 'within' : '**over**'} |`
      );
    });
  return [
    '| Route | JS named by the HTML | JS loaded (Lighthouse, mobile) | CSS | HTML | scripts | budget | |',
    '|---|--:|--:|--:|--:|--:|--:|---|',
    ...rows,
  ].join('\n');
}

function memoryTable(phases) {
  return [
    '| Load phase | idle after warm-up MB | peak RSS (sampled every 100 ms) MB | VmHWM MB | 2 s after the load MB | peak during |',
    '|---|--:|--:|--:|--:|---|',
    ...phases.map(
      (p) =>
        `| ${p.phase} | ${f(p.idleAfterWarmupMb, 1)} | ${f(p.peakSampledMb, 1)} | ${f(p.peakHwmMb, 1)} | ` +
        `${f(p.afterLoadMb, 1)} | ${p.peakCase ?? ''} |`,
    ),
  ].join('\n');
}

/** The title and how the figures were taken. */
function introLines(data) {
  const out = [];
  out.push('# Benchmarks');
  out.push('');
  out.push(
    `Measured by \`npm run bench\` (scripts/bench/run.mjs) on ${data.measuredAt}, in ${f(data.durationSeconds / 60, 1)} minutes. ` +
      'Every figure below comes from this one run. Absolute times on this small shared machine drift from run ' +
      'to run, so each comparison is a ratio of two figures measured seconds apart in the same run, ' +
      'and Lighthouse figures are medians.',
  );
  out.push('');
  return out;
}

/** The machine, its load, and the versions measured. */
function machineLines(data) {
  const out = [];
  const m = data.machine;
  const v = data.versions;
  out.push('## Machine and versions');
  out.push('');
  out.push(`- CPU: ${m.cpu}, ${m.cores} cores; RAM ${m.ramGb} GB; ${m.os} (Linux ${m.kernel})`);
  out.push(
    `- Load average at start: ${m.loadAverageAtStart.join(', ')}${data.loadAverageAtEnd ? `; at the end: ${data.loadAverageAtEnd.join(', ')}` : ''} (other work on the machine shows here)`,
  );
  out.push(`- Node ${m.node}; ${m.chromium ?? 'Chromium: not found'}`);
  if (data.lighthouse) {
    out.push(`- Lighthouse ${data.lighthouse.lighthouseVersion} driving ${data.lighthouse.chromiumVersion}`);
  }
  if (data.databases?.length) out.push(`- Databases: ${data.databases.join('; ')}`);
  out.push(
    `- Packages: ${Object.entries(v)
      .map(([name, version]) => `${name} ${version ?? '–'}`)
      .join(', ')}`,
  );
  out.push('');
  return out;
}

/** Each goal, measured or not. */
function goalsLines(data) {
  const out = [];
  out.push('## Goals');
  out.push('');
  out.push(
    "Two sets (decision 009): the performance set, across the product, and the marketing site's set, on its measured pages.",
  );
  out.push('');
  out.push(goalsTable(data.goals));
  out.push('');
  return out;
}

/** Lighthouse medians per page and preset, and the audits that failed. */
function lighthouseLines(data) {
  const out = [];
  if (!data.lighthouse) return out;
  const lhRun = data.lighthouse;
  out.push('## Lighthouse');
  out.push('');
  out.push(
    `Median of ${lhRun.runs} runs per page and preset (Lighthouse's mobile and desktop presets), ` +
      'against the built server with the real web build. `/availability` is loaded after a search: ' +
      'the home page is opened with the search in its link, the driver age entered and the form submitted, ' +
      'then Lighthouse loads /availability in that tab (HTTP cache cleared, the search kept in sessionStorage). ' +
      'JS transferred: script bytes on the wire (brotli, with response headers); JS gzip: the same files ' +
      'gzipped at level 9, the unit of the budget. /availability is `noindex` by design (decision 009), ' +
      "which Lighthouse's SEO category marks down (is-crawlable). " +
      cpuSentence(lhRun.results, data.machine?.cpu ?? 'unknown'),
  );
  out.push('');
  out.push(lighthouseTable(lhRun.results));
  const failing = failingAuditsList(lhRun.results);
  if (failing.length) {
    out.push('');
    out.push('Audits that scored below 1 in at least one run:');
    out.push('');
    out.push(...failing);
  }
  out.push('');
  return out;
}

/** JavaScript and CSS per route against the budgets. */
function weightLines(data) {
  const out = [];
  if (!data.pageWeight) return out;
  out.push('## JavaScript and CSS per route (KB, gzip level 9)');
  out.push('');
  out.push(
    'JS named by the HTML: the entry script and the chunks it preloads (data-chunks) ' +
      '(apps/web/scripts/page-weight.mjs). JS loaded: every script the browser fetched in the mobile ' +
      'Lighthouse run (lazy chunks included), for the pages Lighthouse measured. The budget is judged on ' +
      'the larger of the two. Budgets: 95 KB named and 100 KB loaded on a marketing page, 150 KB on /availability.',
  );
  out.push('');
  out.push(weightTable(data.pageWeight, data.lighthouse));
  out.push('');
  return out;
}

/** Time to first byte of a page against a static file, under load. */
function ttfbLines(data) {
  const out = [];
  if (!data.ttfb) return out;
  const t = data.ttfb;
  out.push('## Time to first byte under load');
  out.push('');
  out.push(
    `${t.page.title} against ${t.static.title} — the same bytes, copied into a WEB_DIST of the bench with the ` +
      `build's .br/.gz siblings, so both answer ${t.page.contentEncoding} (${t.page.bytes} vs ${t.static.bytes} bytes` +
      `${t.sameEncodingAndBytes ? ', identical' : ', NOT identical'}). autocannon keeps ${t.connections - 1} ` +
      `connections busy on the target while a probe on one more connection times request → response headers; ` +
      `${t.rounds} alternating rounds of ${t.secondsPerRound} s per target.`,
  );
  out.push('');
  out.push(
    '| Target | TTFB p50 ms | TTFB p99 ms | probe samples | req/s (load) | load p50 ms | load p99 ms |',
  );
  out.push('|---|--:|--:|--:|--:|--:|--:|');
  for (const x of [t.page, t.static]) {
    out.push(
      `| ${x.title} | ${x.ttfbP50ms} | ${x.ttfbP99ms} | ${x.probeSamples} | ${x.requestsPerSecond} | ${x.loadP50ms} | ${x.loadP99ms} |`,
    );
  }
  out.push('');
  out.push(
    `Ratio page / static: TTFB ${f(t.ttfbRatio, 2)}×; throughput static / page ${f(t.throughputRatio, 2)}× (goal ≤ 1.5×).`,
  );
  out.push('');
  return out;
}

/** API throughput and latency per case and database. */
function apiLines(data) {
  const out = [];
  if (!data.api) return out;
  const any = data.api.sqlite ?? data.api.postgres;
  out.push('## API throughput');
  out.push('');
  out.push(
    `autocannon, ${any.connections} connections, ${any.duration} s per case, against the built server ` +
      '(apps/api/dist/server.js, NODE_ENV=production) on a fresh database of its own: a SQLite file, and a ' +
      'throwaway PostgreSQL database created for the run and dropped after it. "varied" draws the location, ' +
      'dates, times, age and vehicle type at random per request; "Accept-Encoding" sends the header browsers ' +
      'send, so the answer is compressed; bookings each carry their own Idempotency-Key ' +
      'and the form-guard fields (fillMs, empty honeypot) and go to one class given a stock that never runs ' +
      'out, on dates spread over a year. This machine is on RATE_LIMIT_ALLOWLIST, so the per-IP limits ' +
      'are checked but do not refuse the load. autocannon runs on the same two cores as the server.',
  );
  out.push('');
  out.push(apiTable(data.api));
  out.push('');
  const ratios = ['sqlite', 'postgres']
    .filter((d) => data.api[d])
    .map(
      (d) =>
        `- ${data.api[d].databaseVersion}: availability / trivial ${pct(data.api[d].availabilityToTrivial)}, ` +
        `varied / trivial ${pct(data.api[d].variedAvailabilityToTrivial)}, ` +
        `with a browser's Accept-Encoding / trivial ${pct(data.api[d].browserAvailabilityToTrivial)}, ` +
        `bookings ${data.api[d].bookingsPerSecond}/s; errors in the server log: ${data.api[d].serverErrors.count}` +
        (data.api[d].serverErrors.count ? ` (${JSON.stringify(data.api[d].serverErrors.messages)})` : ''),
    );
  out.push(...ratios);
  out.push('');
  return out;
}

/** Server memory in each load phase. */
function memoryLines(data) {
  const out = [];
  if (!data.memory) return out;
  out.push('## Server memory under load');
  out.push('');
  out.push('RSS of the server process from /proc/<pid>/status during each load phase above.');
  out.push('');
  out.push(memoryTable(data.memory.phases));
  out.push('');
  return out;
}

/** Build time and cold start. */
function startupLines(data) {
  const out = [];
  if (!(data.build || data.coldStart)) return out;
  out.push('## Build and start');
  out.push('');
  if (data.build)
    out.push(`- \`npm run build\` (web, prerender, server bundle): ${data.build.seconds} s wall time`);
  if (data.coldStart) {
    const c = data.coldStart;
    out.push(
      `- Cold start, spawn of \`node apps/api/dist/server.js\` to the first 200 from /api/health, median of ${c.runs}: ` +
        `${c.existingDatabaseMs} ms on an existing SQLite database (samples ${c.samples.existing.join(', ')}), ` +
        `${c.emptyDatabaseMs} ms on an empty one, migrations and demo data included (samples ${c.samples.empty.join(', ')})`,
    );
  }
  out.push('');
  return out;
}

/** How to run it again. */
function reproduceLines() {
  const out = [];
  out.push('## Reproduce');
  out.push('');
  out.push(
    '`npm run bench` (everything, ~10 min; writes this file and docs/benchmarks.json). Subsets: ' +
      '`npm run bench -- --only=build,weight,start,api,ttfb,lighthouse` (any of them; a subset writes to ' +
      '.tmp/bench/ unless `--write`), `--runs=3`, `--presets=mobile,desktop`, `--duration=10`, `--connections=50`. ' +
      'PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (skipped when neither is set). ' +
      'Single benchmarks: `npm run bench:api` (`-- --baseline=REF`: against the build of REF, turn about), `npm run bench:lighthouse`, `node apps/web/scripts/page-weight.mjs`; CPU profile of one API case: `node scripts/bench/profile.mjs availability`.',
  );
  out.push('');
  return out;
}

/**
 * The reports other benchmarks write beside docs/benchmarks.md (docs/benchmarks/<name>.md, each
 * headed "# Title"), in the order their sections appear in it.
 */
export const subReports = ['calendar', 'scale', 'rig', 'lighthouse-routes', 'interactions', 'api-baseline'];

const benchmarksDir = new URL('../../docs/benchmarks/', import.meta.url);

/**
 * A sub-report as a section of docs/benchmarks.md: its headings one level down, its
 * relative links and images pointing into docs/benchmarks/. Empty when it was never written.
 */
export function sectionOf(name) {
  const file = new URL(`${name}.md`, benchmarksDir);
  if (!existsSync(file)) return '';
  return `${readFileSync(file, 'utf8')
    .trim()
    .replace(/^(#+) /gm, '#$1 ')
    .replace(/\]\((?![a-z]+:|\/|#|\.\.\/)([^)]+)\)/g, '](benchmarks/$1)')}\n`;
}

/** Puts a sub-report's section into docs/benchmarks.md: in place of its earlier one, else before "Reproduce". */
export function updateSection(name) {
  const section = sectionOf(name);
  const title = /^## (.+)$/m.exec(section)?.[1];
  if (!title) return;
  const file = new URL('../benchmarks.md', benchmarksDir);
  const text = readFileSync(file, 'utf8');
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const existing = new RegExp(`## ${escaped}\\n[\\s\\S]*?(?=\\n## )`).exec(text)?.[0];
  writeFileSync(
    file,
    existing
      ? text.replace(existing, section.trimEnd())
      : text.replace('## Reproduce', `${section}\n## Reproduce`),
  );
}

function subReportLines() {
  return subReports.map(sectionOf).filter(Boolean);
}

/** docs/benchmarks.md: one section per benchmark the run measured. */
export function renderMarkdown(data) {
  return [
    introLines,
    machineLines,
    goalsLines,
    lighthouseLines,
    weightLines,
    ttfbLines,
    apiLines,
    memoryLines,
    startupLines,
    subReportLines,
    reproduceLines,
  ]
    .flatMap((section) => section(data))
    .join('\n');
}
