// Lighthouse (Debian Chromium) against the built server: scores and metrics per
// page and preset, median of `runs` runs (decision 009). `/availability` is
// measured after a search: a tab opens the home page with the search in its
// link (the start form's URL prefill), enters the driver's age, submits, and
// Lighthouse then loads /availability in that same tab. Its storage reset
// clears the HTTP cache but not sessionStorage, where the flow keeps the search
// (apps/web/src/features/reservation/state/flow-persistence.ts), so the run is a
// cold load of the results page with a search in progress. `/confirm` is measured
// the same way after the same search and a tap on the first vehicle's Choose.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { gzipSizeOf } from '../../apps/web/scripts/page-weight.mjs';
import { chromiumFlags as chromeFlags, chromiumPath as chromePath } from '../chromium.mjs';
import { weekdayAhead } from './api.mjs';
import { median, root, webClientDir } from './lib.mjs';
import { categories, cpuSentence, scoresAndWorst } from './lighthouse-targets.mjs';
import { cpuModel } from './machine.mjs';

export { chromePath };

/** The four marketing pages measured since the site was built; the full bench adds /availability after a search. */
export const marketingPages = ['/', '/15-passenger-van', '/churches-ministries', '/fleet-sales'];
export const availabilityPage = '/availability';
export const confirmPage = '/confirm';

/** A tab on the results page with a search in progress, as a visitor gets there (`browser`: a browser or a context). */
export async function searchedTab(browser, base) {
  const page = await browser.newPage();
  const pickupDate = weekdayAhead(30);
  const returnDate = weekdayAhead(3, Date.parse(`${pickupDate}T12:00:00Z`));
  const query = new URLSearchParams({
    pickupLocationId: 'baltimore',
    pickupDate,
    pickupTime: '10:00',
    returnDate,
    returnTime: '10:00',
  });
  await page.goto(`${base}/?${query}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  // The form is an island (components/island.tsx): its script loads once it is in view and the live
  // form then replaces the prerendered one. Typing before then could land in the element being
  // replaced (a person sees the new one; a script holding the old element does not), so wait for it.
  await page.waitForSelector('input[name="renterAge"]');
  await page.$eval('input[name="renterAge"]', (input) => input.scrollIntoView({ block: 'center' }));
  await page.waitForSelector('[data-live] select option[value="baltimore"]');
  await page.waitForSelector('[data-live] input[name="renterAge"]:enabled');
  await page.locator('::-p-aria(Age of the main driver)').fill('30');
  // Enter submits, as a visitor may: a click could land on the consent banner over the button.
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => location.pathname === '/availability' && document.querySelectorAll('article').length > 0,
    { timeout: 20_000 },
  );
  return page;
}

/** A tab on the confirm step: the search above, then the first vehicle offered is chosen. */
export async function chosenTab(browser, base) {
  const page = await searchedTab(browser, base);
  // A click in the page: a pointer click could land on the consent banner or the sticky convoy bar.
  await page.evaluate(() => {
    const choose = [...document.querySelectorAll('article button')].find((b) =>
      b.textContent?.startsWith('Choose '),
    );
    if (!choose) throw new Error('no vehicle to choose');
    choose.click();
  });
  await page.waitForFunction(
    () => location.pathname === '/confirm' && document.getElementById('booking-heading') !== null,
    { timeout: 40_000 },
  );
  return page;
}

/** The tab each flow page is measured in (a search in progress), or none for a cold load. */
const flowTabs = { [availabilityPage]: searchedTab, [confirmPage]: chosenTab };

/** What a flow page shows after Lighthouse loaded it: proof that the search survived. */
async function flowShown(page, pagePath) {
  const shown = await page.evaluate(() => ({
    path: location.pathname,
    vehicles: document.querySelectorAll('article').length,
    booking: document.getElementById('booking-heading') !== null,
  }));
  const ok = shown.path === pagePath && (pagePath === confirmPage ? shown.booking : shown.vehicles > 0);
  if (!ok) throw new Error(`the search did not survive: ${shown.path} with ${shown.vehicles} vehicles`);
}

/** Scripts the page loaded: bytes on the wire and the gzip size of the same files (the budget's unit). */
async function scriptsLoaded(lhr, base) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  let gzip = 0;
  for (const item of scripts) {
    const url = new URL(item.url);
    if (url.origin !== base) continue;
    try {
      gzip += await gzipSizeOf(url.pathname, webClientDir);
    } catch {}
  }
  return {
    count: scripts.length,
    transferredKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    gzipKb: gzip / 1024,
  };
}

function sampleOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    siMs: metric('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const failingAudits = (lhr) =>
  Object.values(lhr.audits)
    .filter(
      (a) => a.score !== null && a.score < 1 && ['binary', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => a.id);

/**
 * Runs Lighthouse `runs` times per page and preset against `base`. Returns
 * one result per (page, preset) with the medians, the samples, the audits that
 * failed in any run, and the Lighthouse and Chromium versions.
 */
export async function benchLighthouse({
  base,
  pages = [...marketingPages, availabilityPage],
  presets = ['mobile', 'desktop'],
  runs = 3,
  log,
  keepGoing = false,
}) {
  const say = log ?? ((line) => console.log(line));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeFlags] });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const results = [];
  let lighthouseVersion = '';
  const chromiumVersion = await browser.version();
  try {
    for (const pagePath of pages) {
      for (const preset of presets) {
        const samples = [];
        const worstRuns = [];
        const failing = new Set();
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
        const config = preset === 'desktop' ? desktopConfig : undefined;
        const once = async () => {
          const prepare = flowTabs[pagePath];
          if (!prepare) return (await lighthouse(`${base}${pagePath}`, flags, config)).lhr;
          const tab = await prepare(browser, base);
          try {
            const { lhr } = await lighthouse(`${base}${pagePath}`, flags, config, tab);
            await flowShown(tab, pagePath);
            return lhr;
          } finally {
            await tab.close().catch(() => {});
          }
        };
        for (let run = 1; run <= runs; run++) {
          const started = performance.now();
          let lhr;
          // A trace Lighthouse could not record (NO_NAVSTART and the like) is retried, twice at most.
          for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
            try {
              const result = await once();
              if (result.runtimeError)
                throw new Error(`${result.runtimeError.code} ${result.runtimeError.message}`);
              lhr = result;
            } catch (error) {
              say(`  ! ${pagePath} ${preset} run ${run}, attempt ${attempt}: ${error.message}`);
            }
          }
          if (!lhr) continue;
          lighthouseVersion = lhr.lighthouseVersion;
          const s = { ...sampleOf(lhr), ...prefix('js', await scriptsLoaded(lhr, base)) };
          samples.push(s);
          worstRuns.push(scoresAndWorst(lhr));
          for (const id of failingAudits(lhr)) failing.add(id);
          say(
            `  ${pagePath} ${preset} run ${run}: perf ${s.performance}, a11y ${s.accessibility}, ` +
              `bp ${s.bestPractices}, seo ${s.seo}, LCP ${Math.round(s.lcpMs)} ms, ` +
              `TBT ${Math.round(s.tbtMs)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`,
          );
        }
        if (samples.length === 0) {
          const message = `Lighthouse failed every run of ${pagePath} (${preset})`;
          // A sweep of forty pages keeps going: the page is reported as not measured.
          if (!keepGoing) throw new Error(message);
          results.push({ page: pagePath, preset, runs: 0, failed: message, samples });
          continue;
        }
        const keys = Object.keys(samples[0]);
        results.push({
          page: pagePath,
          preset,
          runs: samples.length,
          median: Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])),
          failingAudits: [...failing].sort(),
          worst: worstOfRuns(worstRuns),
          samples,
        });
      }
    }
  } finally {
    await browser.disconnect().catch(() => {});
    await chrome.kill();
  }
  return { lighthouseVersion, chromiumVersion, runs, presets, results };
}

/** Per category below 100 in some run: the worst audit of the run that scored it lowest. */
function worstOfRuns(runs) {
  const worst = {};
  for (const c of categories) {
    const lowest = runs.filter((r) => r.worst[c]).sort((a, b) => a.scores[c] - b.scores[c])[0];
    if (lowest) worst[c] = lowest.worst[c];
  }
  return worst;
}

function prefix(p, object) {
  return Object.fromEntries(
    Object.entries(object).map(([k, v]) => [`${p}${k[0].toUpperCase()}${k.slice(1)}`, v]),
  );
}

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');

/** Markdown table rows of Lighthouse medians. */
export function lighthouseTable(results) {
  const head =
    '| Page | Preset | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS transferred KB | JS gzip KB |\n' +
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|';
  const rows = results.map(
    ({ page, preset, median: m }) =>
      `| ${page} | ${preset} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ` +
      `${f(m.fcpMs)} | ${f(m.lcpMs)} | ${f(m.tbtMs)} | ${f(m.cls, 3)} | ${f(m.siMs)} | ` +
      `${f(m.jsTransferredKb, 1)} | ${f(m.jsGzipKb, 1)} |`,
  );
  return `${head}\n${rows.join('\n')}`;
}

export function failingAuditsList(results) {
  return results
    .filter((r) => r.failingAudits.length)
    .map((r) => `- ${r.page} (${r.preset}): ${r.failingAudits.join(', ')}`);
}

/** docs/benchmarks/lighthouse.{md,json}: the marketing pages' report, mobile preset. */
export async function writeLighthouseReport(run, { measuredAt = new Date().toISOString() } = {}) {
  const outDir = path.join(root, 'docs/benchmarks');
  await mkdir(outDir, { recursive: true });
  const results = run.results.filter((r) => r.preset === 'mobile');
  await writeFile(
    path.join(outDir, 'lighthouse.json'),
    `${JSON.stringify(
      {
        measuredAt,
        lighthouseVersion: run.lighthouseVersion,
        chromiumVersion: run.chromiumVersion,
        preset: 'mobile',
        cpu: cpuModel(),
        results,
      },
      null,
      2,
    )}\n`,
  );
  const failing = failingAuditsList(results);
  await writeFile(
    path.join(outDir, 'lighthouse.md'),
    `# Lighthouse, mobile preset\n\n` +
      `Median of ${run.runs} runs per page, Lighthouse ${run.lighthouseVersion} on Debian Chromium ` +
      `(${run.chromiumVersion}), measured ${measuredAt} against the built server (\`npm run bench:lighthouse\`; ` +
      `\`npm run bench\` writes it too, with the desktop preset and more, to docs/benchmarks.md). ` +
      `Times in ms. JS transferred: script bytes on the wire (brotli as served, with headers); ` +
      `JS gzip: the same files gzipped (level 9), the unit of the budget. ${cpuSentence(results, cpuModel())}\n\n` +
      `${lighthouseTable(results)}\n` +
      (failing.length ? `\nAudits that failed in at least one run:\n\n${failing.join('\n')}\n` : ''),
  );
}
