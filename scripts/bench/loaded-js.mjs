#!/usr/bin/env node
// npm run bench:loaded — what a phone loads (decision 009: at most 100 KB gzip of JavaScript on a
// marketing page, everything a first visit fetches counted: what the HTML names, and what comes
// after it — the tracker, the consent banner, a part loaded once idle, an island in view). Each public
// prerendered route of the build's route table is opened cold in a fresh browser context as a
// 412×823 touch phone, left until the network has been quiet for 2 s and then 4 s more (a part that
// loads "once idle" has time to), and the scripts it fetched from the site are summed in gzip (level
// 9, as page-weight.mjs counts them). Not a timing: the figure is the same on a busy machine.
//   node scripts/bench/loaded-js.mjs [--budget-kb=100] [--only=/a,/b] [--scripts]
// --scripts lists each page's scripts with their sizes, largest first.
// Exits 1 when an indexable page is over the budget. Run `npm run build` first.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { gzipSizeOf } from '../../apps/web/scripts/page-weight.mjs';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { argValue, root, sleep, webClientDir, withSiteServer } from './lib.mjs';
import { sweepRoutes } from './lighthouse-targets.mjs';

const phone = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const phoneAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** The site's scripts a cold phone visit to `url` fetches, by path. */
async function scriptsFetched(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(phone);
    await page.setUserAgent(phoneAgent);
    const scripts = new Set();
    const origin = new URL(url).origin;
    page.on('request', (request) => {
      const u = new URL(request.url());
      if (request.resourceType() === 'script' && u.origin === origin) scripts.add(u.pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForNetworkIdle({ idleTime: 2000, timeout: 30_000 });
    await sleep(4000);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    return [...scripts];
  } finally {
    await context.close();
  }
}

const argv = process.argv.slice(2);
const budgetKb = Number(argValue(argv, 'budget-kb', 100));
const only = argValue(argv, 'only', '');
const listScripts = argv.includes('--scripts');
const entry = path.join(root, 'apps/web/dist/server/entry-server.js');
const { routeEntries: routeTable } = await import(pathToFileURL(entry).href);
const routes = sweepRoutes(routeTable).filter((r) => !only || only.split(',').includes(r.path));

const rows = await withSiteServer(async (base) => {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    headless: true,
  });
  try {
    const out = [];
    for (const route of routes) {
      const scripts = await scriptsFetched(browser, `${base}${route.path}`);
      const sizes = await Promise.all(scripts.map(async (s) => [s, await gzipSizeOf(s, webClientDir)]));
      const bytes = sizes.reduce((sum, [, n]) => sum + n, 0);
      out.push({ ...route, scripts: scripts.length, kb: Math.round(bytes / 102.4) / 10 });
      console.log(
        `${route.path.padEnd(34)} ${String(out.at(-1).kb).padStart(6)} KB  ${scripts.length} scripts`,
      );
      if (listScripts)
        for (const [s, n] of sizes.sort((a, b) => b[1] - a[1]))
          console.log(`    ${(n / 1024).toFixed(2).padStart(6)} ${s}`);
    }
    return out;
  } finally {
    await browser.close();
  }
});

const over = rows.filter((r) => r.indexable && r.kb > budgetKb);
const indexable = rows.filter((r) => r.indexable).map((r) => r.kb);
console.log(
  `\nindexable pages: ${Math.min(...indexable)}–${Math.max(...indexable)} KB loaded on a phone (budget ${budgetKb} KB)`,
);
if (over.length) {
  console.error(`over the budget: ${over.map((r) => `${r.path} ${r.kb} KB`).join(', ')}`);
  process.exit(1);
}
