// Interactions on a slow phone (decision 009): for each interaction, a fresh browser context
// with 4× CPU throttling and a slow 4G network (150 ms latency, 1.6 Mbit/s down, 750 kbit/s
// up: CDP Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions) loads the page,
// waits until it is loaded and idle, as a person reads before tapping, then taps. Two figures:
// - INP: web-vitals `onINP` (reportAllChanges, durationThreshold 16) injected before the
//   page's own scripts, and, as a cross-check, the longest Event Timing entry of the tap;
// - tap to visible: from the input event's timestamp (pointerdown or keydown) to the frame
//   that shows the result: a requestAnimationFrame loop checks for the result each frame and,
//   once there, a task queued from that frame's callback runs after its paint and takes the time.
// Flow pages are prepared at full speed (the search, a vehicle chosen: lighthouse.mjs), then
// throttled, their HTTP cache cleared and reloaded: a cold load with a search in progress.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { median, sleep } from './lib.mjs';
import { chosenTab, searchedTab } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
// The IIFE build (a `webVitals` global) sits beside the package's entry; its exports do not list it.
const webVitalsPath = path.join(
  path.dirname(
    require.resolve('web-vitals', { paths: [new URL('../../apps/web/', import.meta.url).pathname] }),
  ),
  'web-vitals.iife.js',
);

export const phoneProfile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
};
const phone = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const desktop = { width: 1350, height: 940, deviceScaleFactor: 1 };

/**
 * The interactions measured: where, on what screen, how the tap is made, and the
 * results looked for (`marks`: names of in-page checks, see `watch` below; the first is
 * the one the 100 ms goal applies to).
 */
export const interactions = [
  { id: 'mobile-menu', label: 'Open the mobile menu', path: '/', viewport: phone, marks: ['drawer'] },
  {
    // A reader who scrolled the page before reaching for Menu: the drawer came with that first scroll.
    id: 'mobile-menu-after-reading',
    label: 'Open the mobile menu after scrolling',
    path: '/',
    viewport: phone,
    marks: ['drawer'],
    scrollFirst: true,
  },
  { id: 'mega-menu', label: 'Open a mega-menu (desktop)', path: '/', viewport: desktop, marks: ['megaMenu'] },
  {
    id: 'vehicle-filter',
    label: 'Change the vehicle filter on /availability',
    path: '/availability',
    viewport: phone,
    marks: ['resultsFiltered'],
  },
  {
    id: 'add-extra',
    label: 'Add an extra on /confirm',
    path: '/confirm',
    viewport: phone,
    marks: ['extraAcknowledged', 'extraPriced'],
  },
];

/** In the page: records when each result is first on screen after the input (see the module comment). */
function watch(marks) {
  const checks = {
    drawer: () => {
      const d = document.querySelector('dialog[open], [role="dialog"]');
      return !!d && d.querySelectorAll('a[href]').length > 0 && d.getBoundingClientRect().width > 0;
    },
    megaMenu: () => {
      const b = document.querySelector('nav[aria-label="Main"] button[aria-expanded="true"]');
      const p = b && document.getElementById(b.getAttribute('aria-controls') ?? '');
      return (
        !!p && p.checkVisibility({ visibilityProperty: true }) && p.querySelectorAll('a[href]').length > 0
      );
    },
    resultsFiltered: () => resultsSignature() !== before,
    // The total above says it is being updated (or already shows the extra's line).
    extraAcknowledged: () =>
      !!document.querySelector('[aria-busy="true"]') || priceText().includes(window.__extraLabel ?? '\u0000'),
    // The server's total lists the extra.
    extraPriced: () =>
      !document.querySelector('[aria-busy="true"]') && priceText().includes(window.__extraLabel ?? '\u0000'),
  };
  function resultsSignature() {
    return [...document.querySelectorAll('article')].map((a) => a.textContent?.slice(0, 40)).join('|');
  }
  function priceText() {
    return document.querySelector('[aria-busy]')?.textContent ?? '';
  }
  const before = resultsSignature();
  const tap = { start: null, marks: {} };
  window.__tap = tap;
  const onInput = (event) => {
    if (tap.start === null) tap.start = event.timeStamp;
  };
  addEventListener('pointerdown', onInput, { capture: true });
  addEventListener('keydown', onInput, { capture: true });
  const frame = () => {
    if (tap.start !== null) {
      for (const name of marks) {
        if (tap.marks[name] === undefined && checks[name]()) {
          tap.marks[name] = null;
          setTimeout(() => {
            tap.marks[name] = performance.now() - tap.start;
          }, 0);
        }
      }
    }
    if (marks.some((name) => tap.marks[name] === undefined)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** In the page, before its scripts: web-vitals' INP and the Event Timing entries of interactions. */
const collectorSource = (webVitals) => `${webVitals}
window.__inp = [];
window.__events = [];
webVitals.onINP((m) => window.__inp.push(m.value), { reportAllChanges: true, durationThreshold: 16 });
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
}).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

async function throttle(client) {
  await client.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  await client.send('Network.enable');
  await client.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: (phoneProfile.downloadKbps * 1000) / 8,
    uploadThroughput: (phoneProfile.uploadKbps * 1000) / 8,
  });
}

/**
 * Network activity of a page: the time of its last request event. Puppeteer's own
 * waitForNetworkIdle never settles on /confirm: a request or two there gets no finished event.
 */
function trackNetwork(page) {
  const activity = { last: Date.now() };
  const touch = () => {
    activity.last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  return activity;
}

/** Loaded, hydrated, no request for a second and the main thread idle: a person has read the page. */
async function settle(page, activity) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  const started = Date.now();
  while (Date.now() - activity.last < 1000 && Date.now() - started < 30_000) await sleep(100);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
}

/** A tap on the element's centre: touch on the phone, a mouse that arrives first on the desktop. */
async function tapOn(page, handle, viewport) {
  const box = await handle.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (viewport.hasTouch) return page.touchscreen.tap(x, y);
  await page.mouse.move(x, y);
  await new Promise((r) => setTimeout(r, 300));
  await page.mouse.click(x, y);
}

/** The page and what to do on it, prepared as a visitor gets there. */
async function openFor(context, base, interaction, collector) {
  const prepare = { '/availability': searchedTab, '/confirm': chosenTab }[interaction.path];
  let page;
  if (prepare) {
    page = await prepare(context, base);
  } else {
    page = await context.newPage();
  }
  await page.setViewport(interaction.viewport);
  await page.evaluateOnNewDocument(collector);
  const client = await page.createCDPSession();
  await throttle(client);
  await client.send('Network.clearBrowserCache');
  const activity = trackNetwork(page);
  if (prepare) await page.reload({ waitUntil: 'load', timeout: 90_000 });
  else await page.goto(`${base}${interaction.path}`, { waitUntil: 'load', timeout: 90_000 });
  await settle(page, activity);
  if (interaction.scrollFirst) {
    await page.evaluate(() => window.scrollBy(0, 600));
    await sleep(500);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page, activity);
  }
  return page;
}

async function act(page, interaction) {
  switch (interaction.id) {
    case 'mobile-menu':
    case 'mobile-menu-after-reading':
      return tapOn(page, await page.waitForSelector('header button[aria-haspopup="dialog"]'), phone);
    case 'mega-menu':
      return tapOn(page, await page.waitForSelector('nav[aria-label="Main"] button[aria-expanded]'), desktop);
    case 'vehicle-filter':
    case 'add-extra': {
      // A select's list is the system's own: the change is made from the keyboard
      // (ArrowDown on a focused closed select picks the next option and fires change).
      const selector = interaction.id === 'add-extra' ? 'select[id^="extra-"]' : '#results-type';
      const select = await page.waitForSelector(selector, { timeout: 30_000 });
      if (interaction.id === 'add-extra') {
        await page.evaluate((el) => {
          window.__extraLabel = document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '';
        }, select);
      }
      await select.focus();
      return page.keyboard.press('ArrowDown');
    }
  }
}

/** One run of one interaction: INP (web-vitals, Event Timing) and each result's time from the input. */
async function runOnce(browser, base, interaction, collector) {
  const context = await browser.createBrowserContext();
  try {
    const page = await openFor(context, base, interaction, collector);
    await page.evaluate(watch, interaction.marks);
    await act(page, interaction);
    await page.waitForFunction(
      (marks) => marks.every((m) => typeof window.__tap.marks[m] === 'number'),
      { timeout: 30_000 },
      interaction.marks,
    );
    // INP is reported after the frame: wait for the entries, then read.
    await new Promise((r) => setTimeout(r, 1000));
    return page.evaluate(() => ({
      inpMs: window.__inp.at(-1) ?? null,
      eventMs: Math.max(0, ...window.__events.map((e) => e.duration)),
      visibleMs: window.__tap.marks,
    }));
  } finally {
    await context.close().catch(() => {});
  }
}

/** `runs` runs of each interaction; medians and samples. */
export async function benchInteractions({ base, runs = 5, only = [], log = console.log }) {
  const collector = collectorSource(await readFile(webVitalsPath, 'utf8'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    headless: true,
  });
  const chromiumVersion = await browser.version();
  const results = [];
  try {
    for (const interaction of interactions.filter((i) => !only.length || only.includes(i.id))) {
      const samples = [];
      for (let run = 1; run <= runs; run++) {
        try {
          const s = await runOnce(browser, base, interaction, collector);
          samples.push(s);
          const shown = Object.entries(s.visibleMs).map(([k, v]) => `${k} ${Math.round(v)} ms`);
          log(
            `  ${interaction.id} run ${run}: INP ${s.inpMs} ms, event ${s.eventMs} ms, ${shown.join(', ')}`,
          );
        } catch (error) {
          log(`  ! ${interaction.id} run ${run}: ${error.message}`);
        }
      }
      results.push({
        id: interaction.id,
        label: interaction.label,
        path: interaction.path,
        runs: samples.length,
        median: {
          inpMs: median(samples.map((s) => s.inpMs ?? Number.NaN)),
          eventMs: median(samples.map((s) => s.eventMs)),
          visibleMs: Object.fromEntries(
            interaction.marks.map((m) => [m, median(samples.map((s) => s.visibleMs[m]))]),
          ),
        },
        samples,
      });
    }
  } finally {
    await browser.close();
  }
  return { chromiumVersion, profile: phoneProfile, runs, results };
}
