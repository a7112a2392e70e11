// npm run bench:lighthouse — Lighthouse (mobile preset, Debian Chromium) three times on
// the four marketing pages of decision 009, medians to docs/benchmarks/lighthouse.{md,json}.
// Starts the built server (npm run build first) on a free port with a temporary SQLite DB.
// The code is shared with `npm run bench` (scripts/bench/lighthouse.mjs), which adds the
// desktop preset and /availability after a search. LIGHTHOUSE_RUNS overrides the run count.
import { withSiteServer } from './lib.mjs';
import { benchLighthouse, marketingPages, writeLighthouseReport } from './lighthouse.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const run = await withSiteServer((base) =>
  benchLighthouse({ base, pages: marketingPages, presets: ['mobile'], runs }),
);
await writeLighthouseReport(run);
console.log('wrote docs/benchmarks/lighthouse.md and .json');
