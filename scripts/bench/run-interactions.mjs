// npm run bench:interactions — INP and tap-to-visible of four interactions on an emulated slow
// phone (scripts/bench/interactions.mjs), median of 5 runs (INTERACTION_RUNS), against the built
// server (npm run build first); writes docs/benchmarks/interactions.{md,json}.
// --only=mobile-menu,mega-menu measures those only.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { benchInteractions } from './interactions.mjs';
import { argValue, root, withSiteServer } from './lib.mjs';
import { updateSection } from './report.mjs';

const runs = Number(process.env.INTERACTION_RUNS ?? 5);
const only = argValue(process.argv.slice(2), 'only', '').split(',').filter(Boolean);
const run = await withSiteServer((base) => benchInteractions({ base, runs, only }));
const measuredAt = new Date().toISOString();
const f = (n) => (Number.isFinite(n) ? Math.round(n).toString() : '–');
const names = {
  drawer: 'drawer shown',
  megaMenu: 'panel shown',
  resultsFiltered: 'list filtered',
  extraAcknowledged: '“Updating the total…” shown',
  extraPriced: 'server’s total lists the extra',
};
const rows = run.results.flatMap((r) =>
  Object.entries(r.median.visibleMs).map(
    ([mark, ms], i) =>
      `| ${i ? '' : r.label} | ${i ? '' : f(r.median.inpMs)} | ${i ? '' : f(r.median.eventMs)} | ${names[mark]} | ${f(ms)} | ${r.samples
        .map((s) => f(s.visibleMs[mark]))
        .join(', ')} |`,
  ),
);
const outDir = path.join(root, 'docs/benchmarks');
await mkdir(outDir, { recursive: true });
await writeFile(
  path.join(outDir, 'interactions.json'),
  `${JSON.stringify({ measuredAt, ...run }, null, 2)}\n`,
);
const p = run.profile;
await writeFile(
  path.join(outDir, 'interactions.md'),
  `# Interactions on a slow phone\n\n` +
    `Measured ${measuredAt} by \`npm run bench:interactions\` on Debian Chromium (${run.chromiumVersion}) against ` +
    `the built server: ${p.cpuSlowdown}× CPU throttling, ${p.latencyMs} ms latency, ${p.downloadKbps / 1000} Mbit/s ` +
    `down, ${p.uploadKbps} kbit/s up; phone 412×823 with touch (the mega-menu: 1350×940 with a mouse). Each run is a ` +
    `fresh context with a cold cache; the page is loaded and left until the network is quiet for a second and the ` +
    `main thread is idle, then tapped (the selects are changed from the keyboard: their list is the system's). ` +
    `Median of ${run.runs} runs. INP: web-vitals \`onINP\`; event: the longest Event Timing entry of the ` +
    `interaction; tap to visible: from the input event to the end of the frame that shows the result ` +
    `(scripts/bench/interactions.mjs). Goal: 100 ms for both. A price with an extra is the server's ` +
    `(taxes round once on the whole: features/reservation/README.md rule 8), so the last row includes a round ` +
    `trip of at least ${2 * p.latencyMs} ms of emulated latency; the page's answer within the goal is the first row.\n\n` +
    `| Interaction | INP ms | Event ms | Result | Tap to visible ms | Runs (ms) |\n|---|--:|--:|---|--:|---|\n` +
    `${rows.join('\n')}\n`,
);
updateSection('interactions');
console.log(rows.join('\n'));
console.log('wrote docs/benchmarks/interactions.md and .json, and its section of docs/benchmarks.md');
