// The all-routes sweep's report (decision 009): docs/benchmarks/lighthouse-routes.{md,json}, a row
// per public route with its four scores, then every page below its target
// (lighthouse-targets.mjs) with the audit that costs it most.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from './lib.mjs';
import { categories, cpuSentence, shortfalls } from './lighthouse-targets.mjs';
import { cpuModel } from './machine.mjs';

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
const labels = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BP', seo: 'SEO' };

/** Scores of a result as lighthouse-targets.mjs names them. */
const scoresOf = ({ median: m }) => ({
  performance: m.performance,
  accessibility: m.accessibility,
  'best-practices': m.bestPractices,
  seo: m.seo,
});

/** Every page below its target, with its worst audit, from the sweep's and the flow's results. */
export function pagesBelow(results, indexableOf) {
  return results
    .filter((r) => !r.failed)
    .map((r) => ({
      page: r.page,
      shortfalls: shortfalls({ path: r.page, indexable: indexableOf(r.page) }, scoresOf(r), r.worst ?? {}),
    }))
    .filter((p) => p.shortfalls.length > 0);
}

function belowLine({ page, shortfalls: list }) {
  const parts = list.map(({ category, score, target, worst }) => {
    const audit = worst
      ? ` — worst audit \`${worst.id}\` (${worst.title}${worst.displayValue ? `: ${worst.displayValue}` : ''})`
      : '';
    return `${labels[category]} ${score} < ${target}${audit}`;
  });
  return `- ${page}: ${parts.join('; ')}`;
}

/** Writes the report; returns the pages below target (the command lists them too). */
export async function writeRoutesReport({ sweep, flow, routes, measuredAt = new Date().toISOString() }) {
  const indexable = new Map(routes.map((r) => [r.path, r.indexable]));
  const indexableOf = (p) => indexable.get(p) ?? false;
  const results = [...sweep.results, ...flow.results];
  const below = pagesBelow(results, indexableOf);
  const failed = results.filter((r) => r.failed).map((r) => `- ${r.page}: not measured (${r.failed})`);
  const outDir = path.join(root, 'docs/benchmarks');
  await mkdir(outDir, { recursive: true });
  await writeFile(
    path.join(outDir, 'lighthouse-routes.json'),
    `${JSON.stringify(
      {
        measuredAt,
        lighthouseVersion: sweep.lighthouseVersion,
        chromiumVersion: sweep.chromiumVersion,
        preset: 'mobile',
        cpu: cpuModel(),
        sweepRuns: sweep.runs,
        flowRuns: flow.runs,
        below,
        failed,
        results: results.map(({ samples, ...r }) => ({ ...r, indexable: indexableOf(r.page) })),
      },
      null,
      2,
    )}\n`,
  );
  const rows = results.map((r) => {
    if (r.failed) return `| ${r.page} | 0 | – | – | – | – | – | – | – | – | – |`;
    const m = r.median;
    const seo = indexableOf(r.page) ? `${m.seo}` : `${m.seo} (noindex)`;
    const page = flow.results.includes(r) ? `${r.page} (after a search)` : r.page;
    return (
      `| ${page} | ${r.runs} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${seo} | ` +
      `${f(m.fcpMs)} | ${f(m.lcpMs)} | ${f(m.tbtMs)} | ${f(m.cls, 3)} | ${f(m.jsGzipKb, 1)} |`
    );
  });
  await writeFile(
    path.join(outDir, 'lighthouse-routes.md'),
    `# Lighthouse, every public route (mobile preset)\n\n` +
      `Lighthouse ${sweep.lighthouseVersion} on Debian Chromium (${sweep.chromiumVersion}), measured ${measuredAt} ` +
      `against the built server by \`npm run bench:routes\` (the same as \`npm run bench:lighthouse -- --all\`). ` +
      `Every prerendered public page of the route table, loaded cold, ${sweep.runs} run each; ` +
      `${flow.results.map((r) => r.page).join(' and ')} with a search in progress (confirm: the first vehicle chosen), ` +
      `median of ${flow.runs}. Targets: ${categories.map((c) => labels[c]).join(', ')} 100 on every public page, ` +
      `Performance ≥ 95 on the flow pages. The flow pages and \`/manage\`, \`/organisation\` are noindex by design ` +
      `(SPEC: flow, manage and admin are kept out of search engines), so Lighthouse's SEO marks them down ` +
      `("Page is blocked from indexing"); their SEO is shown, not judged. The machine is shared: one run per page ` +
      `is noisy, Performance most. ${cpuSentence(results, cpuModel())}\n\n` +
      `## Pages below target\n\n` +
      (below.length ? `${below.map(belowLine).join('\n')}\n` : 'None.\n') +
      (failed.length ? `\n${failed.join('\n')}\n` : '') +
      `\n## Every route\n\nTimes in ms; JS gzip: the scripts the page loaded, gzipped (level 9), the budget's unit.\n\n` +
      `| Page | Runs | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS gzip KB |\n` +
      `|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n` +
      `${rows.join('\n')}\n`,
  );
  return [...below.map(belowLine), ...failed];
}
