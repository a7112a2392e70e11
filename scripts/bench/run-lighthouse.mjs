// npm run bench:lighthouse — Lighthouse (mobile preset, Debian Chromium) three times on
// the four marketing pages of decision 009, medians to docs/benchmarks/lighthouse.{md,json}.
// Starts the built server (npm run build first) on a free port with a temporary SQLite DB.
// The code is shared with `npm run bench` (scripts/bench/lighthouse.mjs), which adds the
// desktop preset and /availability after a search. LIGHTHOUSE_RUNS overrides the run count.
//
// With --all (`npm run bench:routes`): every public prerendered route of the web app's route
// table once (LIGHTHOUSE_RUNS overrides), then /availability and /confirm after a search, median
// of 3 (FLOW_RUNS); writes docs/benchmarks/lighthouse-routes.{md,json} and lists the pages below
// target with their worst audit (lighthouse-targets.mjs). --only=/a,/b sweeps those paths only.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { argValue, root, withSiteServer } from './lib.mjs';
import { benchLighthouse, marketingPages, writeLighthouseReport } from './lighthouse.mjs';
import { writeRoutesReport } from './lighthouse-routes.mjs';
import { flowPages, sweepRoutes } from './lighthouse-targets.mjs';
import { updateSection } from './report.mjs';

const argv = process.argv.slice(2);

if (argv.includes('--all')) {
  // The route table as the build has it: the prerender's own server entry exports it.
  const entry = path.join(root, 'apps/web/dist/server/entry-server.js');
  const { routeEntries: routeTable } = await import(pathToFileURL(entry).href);
  const only = argValue(argv, 'only', '');
  const routes = sweepRoutes(routeTable).filter((r) => !only || only.split(',').includes(r.path));
  const flow = only ? flowPages.filter((p) => only.split(',').includes(p)) : flowPages;
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
  const flowRuns = Number(process.env.FLOW_RUNS ?? 3);
  const started = performance.now();
  console.log(`Lighthouse on ${routes.length} routes × ${runs}, ${flow.join(' and ')} × ${flowRuns}`);
  const [sweep, flowRun] = await withSiteServer(async (base) => [
    await benchLighthouse({
      base,
      pages: routes.map((r) => r.path),
      presets: ['mobile'],
      runs,
      keepGoing: true,
    }),
    flow.length
      ? await benchLighthouse({ base, pages: flow, presets: ['mobile'], runs: flowRuns, keepGoing: true })
      : { runs: flowRuns, results: [] },
  ]);
  const below = await writeRoutesReport({ sweep, flow: flowRun, routes });
  updateSection('lighthouse-routes');
  console.log(
    `wrote docs/benchmarks/lighthouse-routes.md and .json in ${((performance.now() - started) / 60_000).toFixed(1)} min`,
  );
  console.log(below.length ? `Below target:\n${below.join('\n')}` : 'Every page meets its target.');
} else {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const run = await withSiteServer((base) =>
    benchLighthouse({ base, pages: marketingPages, presets: ['mobile'], runs }),
  );
  await writeLighthouseReport(run);
  console.log('wrote docs/benchmarks/lighthouse.md and .json');
}
