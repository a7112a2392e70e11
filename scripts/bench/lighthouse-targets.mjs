// What the all-routes Lighthouse sweep measures and what each page must score (decision 009):
// every public prerendered page of the route table 100 in the four categories, the flow's
// results and confirm pages (measured after a search) Performance ≥ 95. Pure: the sweep
// (run-lighthouse.mjs --all) and its tests use it.

import { median } from './lib.mjs';
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Flow pages measured with a search in progress (lighthouse.mjs prepares the tab). */
export const flowPages = ['/availability', '/confirm'];
/** The screens of the steps a search or a booking leads to: none is loaded cold, in any language. */
const flowScreens = ['availability', 'confirm', 'success'];

/**
 * Paths of the public pages the sweep loads cold: every prerendered route except the flow's
 * steps in every language (availability and confirm are measured after a search instead) and
 * success (it needs a booking): opened cold, each sends the visitor to the start (README of
 * features/reservation, rule 2). Sitemap pages first, in the table's order, then the noindex ones
 * (`/manage`, `/organisation`).
 */
export function sweepRoutes(routeTable) {
  // By screen, not path: Lighthouse would measure /es/availability cold as the start page it redirects to.
  const cold = routeTable.filter(
    (r) => r.prerender && !flowScreens.includes(r.screen) && !r.path.startsWith('/admin'),
  );
  return [...cold.filter((r) => r.indexable), ...cold.filter((r) => !r.indexable)].map((r) => ({
    path: r.path,
    indexable: r.indexable,
  }));
}

/**
 * The least score each category must reach on a page. A noindex page is not judged on SEO:
 * Lighthouse marks `noindex` down by design ("Page is blocked from indexing").
 */
export function targetsFor({ path, indexable }) {
  const performance = flowPages.includes(path) ? 95 : 100;
  return {
    performance,
    accessibility: 100,
    'best-practices': 100,
    ...(indexable ? { seo: 100 } : {}),
  };
}

/**
 * The audit that costs a category most: the largest weight × (1 − score) among its
 * weighted audits (Lighthouse's category score is their weighted mean). Null when
 * nothing in the category lost points.
 */
export function worstAudit(lhr, category) {
  let worst = null;
  let worstLoss = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || !ref.weight || audit.score === null || audit.score === undefined) continue;
    const loss = ref.weight * (1 - audit.score);
    if (loss > worstLoss) {
      worstLoss = loss;
      worst = {
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      };
    }
  }
  return worst;
}

/** Rounded score (0–100) of each category, and the worst audit of each category below 100. */
export function scoresAndWorst(lhr) {
  const scores = {};
  const worst = {};
  for (const c of categories) {
    scores[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
    if (scores[c] < 100) worst[c] = worstAudit(lhr, c);
  }
  return { scores, worst };
}

/**
 * The categories of one page below their target: `{ category, score, target, worst }`,
 * worst first (the largest shortfall).
 */
export function shortfalls(page, scores, worst) {
  return Object.entries(targetsFor(page))
    .filter(([c, target]) => scores[c] < target)
    .map(([c, target]) => ({ category: c, score: scores[c], target, worst: worst[c] ?? null }))
    .sort((a, b) => a.score - a.target - (b.score - b.target));
}

/**
 * The machine's speed as Lighthouse measured it (`environment.benchmarkIndex` of each run): the mobile
 * preset's Performance is simulated with a 4× CPU slowdown of this machine (the desktop one's with none),
 * so it moves with it. Lighthouse warns
 * below 1000 (its lighthouse-core SLOW_CPU_BENCHMARK_INDEX_THRESHOLD). One sentence for a report.
 */
export function cpuSentence(results, cpuModel) {
  const indexes = results
    .flatMap((r) => r.samples ?? [])
    .map((s) => s.benchmarkIndex)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (indexes.length === 0) return `CPU: ${cpuModel}.`;
  const slow = indexes.filter((i) => i < 1000).length;
  return (
    `CPU: ${cpuModel}; Lighthouse's CPU benchmark index ${Math.round(median(indexes))} (median of ${indexes.length} runs, ` +
    `${indexes[0]}–${indexes.at(-1)}; higher is faster)` +
    (slow
      ? `, ${slow} run${slow > 1 ? 's' : ''} below the 1000 under which Lighthouse warns of a slow CPU`
      : '') +
    '. The mobile preset simulates a CPU 4× slower than this one, so its Performance moves with this index: compare runs of a similar index.'
  );
}
