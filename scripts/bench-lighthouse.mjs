// npm run bench:lighthouse — Lighthouse (mobile preset, Debian Chromium) three times on
// the marketing pages of issue 5, medians to docs/benchmarks/lighthouse.{md,json}.
// Starts the built server (npm run build first) on a free port with a temporary SQLite DB.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const pages = ['/', '/15-passenger-van', '/churches-ministries', '/fleet-sales'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not answer /api/health within 20 s');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Bytes of JavaScript transferred, and their gzip size (the budget is stated in gzip). */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    transferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    count: scripts.length,
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'convoy-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `sqlite:${path.join(dataDir, 'convoy.sqlite')}`,
    LOG_LEVEL: 'warn',
  },
});
let chrome;
try {
  await waitForHealth(base);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const results = [];
  for (const page of pages) {
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      const started = performance.now();
      const { lhr } = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        fcpMs: metric('first-contentful-paint'),
        siMs: metric('speed-index'),
        jsTransferredKb: scriptBytes(lhr).transferred / 1024,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
      console.log(
        `${page} run ${run}: perf ${samples.at(-1).performance} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const keys = Object.keys(samples[0]).filter((k) => k !== 'failing');
    const medians = Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]));
    results.push({
      page,
      runs,
      median: medians,
      failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
      samples,
    });
  }
  const outDir = path.join(root, 'docs/benchmarks');
  await mkdir(outDir, { recursive: true });
  const measuredAt = new Date().toISOString();
  await writeFile(
    path.join(outDir, 'lighthouse.json'),
    `${JSON.stringify({ measuredAt, preset: 'mobile', results }, null, 2)}\n`,
  );
  const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  const rows = results.map(
    ({ page, median: m }) =>
      `| ${page} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${f(m.lcpMs)} | ${f(m.tbtMs)} | ${f(m.cls, 3)} | ${f(m.fcpMs)} | ${f(m.siMs)} | ${f(m.jsTransferredKb, 1)} |`,
  );
  const failing = results
    .filter((r) => r.failingAudits.length)
    .map((r) => `- ${r.page}: ${r.failingAudits.join(', ')}`);
  await writeFile(
    path.join(outDir, 'lighthouse.md'),
    `# Lighthouse, mobile preset\n\nMedian of ${runs} runs per page, Lighthouse ${lighthouse.version ?? ''} on Debian Chromium, measured ${measuredAt}\nagainst the built server (\`npm run bench:lighthouse\`). Times in ms; JS is script bytes transferred (brotli or gzip, as served).\n\n| Page | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS | FCP | SI | JS KB |\n|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n${failing.length ? `\nAudits that failed in at least one run:\n\n${failing.join('\n')}\n` : ''}`,
  );
  console.log(`wrote docs/benchmarks/lighthouse.md and .json`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
