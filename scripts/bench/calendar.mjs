// The fleet calendar under a large fleet (decision 015): the back office's
// /admin?view=calendar served by the built server, its API answers stubbed in
// the browser (300 units × 90 days, about 3,500 bars), measured in Debian's
// Chromium at a tablet's 1024×768: time from navigation to the first drawn
// rows, and animation-frame intervals during a scripted 3-second scroll
// (1.5 s down, 1.5 s sideways). Figures are medians of runs; never asserted.
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { median, percentile, round } from './lib.mjs';

const from = '2030-07-01';
const days = 90;
const classes = [
  ['15-passenger-van', '15 Passenger Van'],
  ['12-passenger-van', '12 Passenger Van'],
  ['minivan', 'Minivan'],
  ['suvs', 'SUV'],
  ['25-passenger-bus', '25 Passenger Bus'],
  ['44-passenger-bus', '44 Passenger Bus'],
  ['cargo-van', 'Cargo Van'],
  ['pickup-truck', 'Pickup Truck'],
];

/** A seeded generator, so every run draws the same fleet. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const uuid = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (day, hour) => {
  const d = new Date(Date.parse(`${from}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
  return `${d}T${String(hour).padStart(2, '0')}:00:00-04:00`;
};

/** 300 units, each booked back to back with gaps, some bookings unassigned, some maintenance. */
export function bigCalendar(unitCount = 300) {
  const rand = random(20);
  const units = Array.from({ length: unitCount }, (_, i) => {
    const [classId, className] = classes[Math.floor((i * classes.length) / unitCount)];
    return {
      id: uuid(i + 1),
      fleetNumber: `BAL-${100 + i}`,
      plate: `CV${String(10000 + i)}`,
      classId,
      className,
    };
  });
  const bars = [];
  let codes = 0;
  for (const unit of units) {
    let day = Math.floor(rand() * 3);
    while (day < days) {
      const length = 2 + Math.floor(rand() * 6);
      const startHour = 8 + Math.floor(rand() * 6);
      if (rand() < 0.04) {
        bars.push({
          kind: 'maintenance',
          id: uuid(100_000 + bars.length),
          unitId: unit.id,
          startsAt: at(day, 8),
          endsAt: at(day + 1, 8),
          bufferEndsAt: at(day + 1, 8),
          reason: 'Scheduled service',
        });
      } else {
        const code = `CNV-${(codes++).toString(36).toUpperCase().padStart(6, '0')}`;
        bars.push({
          kind: 'rental',
          code,
          classId: unit.classId,
          seq: 1,
          unitId: rand() < 0.08 ? null : unit.id,
          startsAt: at(day, startHour),
          endsAt: at(day + length, startHour),
          bufferEndsAt: at(day + length, startHour + 2),
          label: `Group ${code.slice(-4)}`,
          status: rand() < 0.1 ? 'pending_payment' : 'confirmed',
        });
      }
      day += length + 1 + Math.floor(rand() * 4);
    }
  }
  return {
    calendar: {
      locationId: 'baltimore',
      locationName: 'Baltimore Harbor',
      timezone: 'America/New_York',
      from,
      days,
      startsAt: at(0, 0),
      endsAt: at(days, 0),
      turnaroundMinutes: 120,
      units,
      bars,
    },
    bars: bars.length,
  };
}

/** The API answers the calendar needs, by path. */
function stubs(calendar) {
  return {
    '/api/admin/session': { admin: { email: 'bench@convoy.test' }, csrfToken: 'bench', idleMinutes: 30 },
    '/api/locations': { locations: [{ id: 'baltimore', name: 'Baltimore Harbor' }] },
    '/api/admin/fleet': { locations: [], classes: classes.map(([id, name]) => ({ id, name })) },
    '/api/admin/calendar': calendar,
  };
}

// In the page before the app: the first frame with rows drawn, and a scroll that records frame intervals.
const probe = () => {
  const look = () => {
    if (document.querySelector('[data-row]')) {
      performance.mark('calendar-rows');
      window.__firstRows = performance.now();
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  window.__scroll = (ms) =>
    new Promise((resolve) => {
      const el = document.querySelector('section[aria-label="Fleet calendar"]');
      const maxTop = el.scrollHeight - el.clientHeight;
      const maxLeft = el.scrollWidth - el.clientWidth;
      const deltas = [];
      let start = 0;
      let last = 0;
      const step = (t) => {
        if (!start) start = last = t;
        else deltas.push(t - last);
        last = t;
        const p = (t - start) / ms;
        if (p < 0.5) el.scrollTop = maxTop * (p / 0.5);
        else el.scrollLeft = maxLeft * Math.min(1, (p - 0.5) / 0.5);
        if (p < 1) requestAnimationFrame(step);
        else resolve(deltas);
      };
      requestAnimationFrame(step);
    });
};

/** One run: a fresh page, navigation to first rows, then the scroll. */
async function runOnce(browser, base, answers) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1024, height: 768 });
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const answer = answers[new URL(request.url()).pathname];
    if (answer) request.respond({ status: 200, contentType: 'application/json', body: answer });
    else request.continue();
  });
  await page.evaluateOnNewDocument(probe);
  await page.goto(`${base}/admin?view=calendar&locationId=baltimore&from=${from}`);
  await page.waitForFunction(() => window.__firstRows !== undefined, { timeout: 60_000 });
  const firstRows = await page.evaluate(() => window.__firstRows);
  const rowsDrawn = await page.evaluate(() => document.querySelectorAll('[data-row]').length);
  const deltas = await page.evaluate(() => window.__scroll(3000));
  await page.close();
  const frameMs = 1000 / 60;
  return {
    firstRowsMs: firstRows,
    rowsDrawn,
    frames: deltas.length,
    medianFrameMs: median(deltas),
    p95FrameMs: percentile(deltas, 95),
    overBudgetShare: deltas.filter((d) => d > 16.7).length / deltas.length,
    droppedFrames: deltas.reduce((n, d) => n + Math.max(0, Math.round(d / frameMs) - 1), 0),
  };
}

/** `runs` runs against `base`; the medians of each figure, and each run's figures. */
export async function benchCalendar({ base, runs = 5 }) {
  const { calendar, bars } = bigCalendar();
  const answers = Object.fromEntries(Object.entries(stubs(calendar)).map(([k, v]) => [k, JSON.stringify(v)]));
  const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      results.push(await runOnce(browser, base, answers));
      console.log(`  run ${i + 1}: ${JSON.stringify(results.at(-1))}`);
    }
  } finally {
    await browser.close();
  }
  const mid = (key, digits = 1) => round(median(results.map((r) => r[key])), digits);
  return {
    units: calendar.units.length,
    days,
    bars,
    viewport: '1024×768',
    runs,
    firstRowsMs: mid('firstRowsMs', 0),
    rowsDrawn: mid('rowsDrawn', 0),
    frames: mid('frames', 0),
    medianFrameMs: mid('medianFrameMs'),
    p95FrameMs: mid('p95FrameMs'),
    overBudgetShare: mid('overBudgetShare', 3),
    droppedFrames: mid('droppedFrames', 0),
    each: results,
  };
}
