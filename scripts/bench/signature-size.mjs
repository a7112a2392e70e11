// How large a renter's signature is (decision 015, `signatureMaxChars` in counter.schema.ts): signatures
// drawn with a finger on the check-out screen's signing box (672 × 224 CSS px at most, signature_pad set up
// as signature-field.tsx sets it up) on a 1024 × 768 touch viewport, at pixel ratios 1 to 3, through
// Chromium's own touch input (CDP), a point every 8 ms as a tablet samples a finger. Prints the PNG data
// URL's length of each. `node scripts/bench/signature-size.mjs`
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';

const padScript = createRequire(import.meta.url).resolve('signature_pad');
const box = { width: 672, height: 224 };

/** A cursive run: a prolate trochoid (loops like l and e) from x0 to x1 along a baseline. */
function loops(x0, x1, base, size, count, phase = 0) {
  const points = [];
  const end = count * 2 * Math.PI;
  const step = (x1 - x0) / end;
  for (let t = 0; t <= end; t += 0.22) {
    const a = size * (0.8 + 0.25 * Math.sin(t * 0.7 + phase));
    points.push([x0 + step * t - a * 0.35 * Math.sin(t), base - a * (1 - Math.cos(t)) * 0.5]);
  }
  return points;
}

const line = (from, to, n = 12) =>
  Array.from({ length: n + 1 }, (_, i) => [
    from[0] + ((to[0] - from[0]) * i) / n,
    from[1] + ((to[1] - from[1]) * i) / n,
  ]);

/** "Ana Ruiz" across the box, underlined. */
function shortName(w, h) {
  const base = h * 0.62;
  const s = h * 0.32;
  return [
    [
      ...line([w * 0.06, base], [w * 0.13, h * 0.12], 14),
      ...line([w * 0.13, h * 0.12], [w * 0.2, base], 14),
      ...loops(w * 0.2, w * 0.42, base, s * 0.55, 4, 1),
    ],
    line([w * 0.09, h * 0.42], [w * 0.18, h * 0.4], 8),
    [
      ...line([w * 0.47, base], [w * 0.48, h * 0.1], 14),
      ...loops(w * 0.48, w * 0.55, h * 0.27, s * 0.5, 1, 2),
      ...line([w * 0.52, h * 0.36], [w * 0.58, base], 10),
      ...loops(w * 0.58, w * 0.9, base, s * 0.5, 5, 3),
    ],
    line([w * 0.7, h * 0.3], [w * 0.705, h * 0.32], 2),
    [
      ...line([w * 0.04, h * 0.82], [w * 0.5, h * 0.9], 30),
      ...loops(w * 0.5, w * 0.95, h * 0.86, s * 0.25, 2, 4),
    ],
  ];
}

/** A long name in three words, small loops packed close, dotted, and a flourish under it. */
function longName(w, h) {
  const base = h * 0.5;
  const s = h * 0.28;
  return [
    [
      ...line([w * 0.03, base], [w * 0.08, h * 0.1], 10),
      ...line([w * 0.08, h * 0.1], [w * 0.12, base], 10),
      ...loops(w * 0.12, w * 0.36, base, s * 0.5, 9, 1),
    ],
    line([w * 0.05, h * 0.35], [w * 0.11, h * 0.33], 6),
    [
      ...line([w * 0.39, base], [w * 0.4, h * 0.08], 12),
      ...loops(w * 0.4, w * 0.47, h * 0.22, s * 0.45, 1, 2),
      ...loops(w * 0.47, w * 0.62, base, s * 0.45, 5, 3),
    ],
    [...line([w * 0.65, h * 0.12], [w * 0.7, base], 10), ...loops(w * 0.7, w * 0.97, base, s * 0.5, 10, 5)],
    line([w * 0.55, h * 0.2], [w * 0.553, h * 0.22], 2),
    line([w * 0.8, h * 0.18], [w * 0.803, h * 0.2], 2),
    [
      ...loops(w * 0.05, w * 0.6, h * 0.8, s * 0.35, 7, 6),
      ...line([w * 0.6, h * 0.8], [w * 0.97, h * 0.9], 24),
    ],
  ];
}

/** The box scribbled over back and forth, 14 rows of loops: no signature, the most a box holds. */
function scribble(w, h) {
  return Array.from({ length: 14 }, (_, row) =>
    loops(w * 0.03, w * 0.97, h * (0.05 + (0.9 * row) / 13), h * 0.12, 16, row),
  );
}

async function measure(browser, ratio, draw) {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    deviceScaleFactor: ratio,
  });
  const page = await context.newPage();
  await page.setContent(
    `<canvas id="pad" style="display:block;width:${box.width}px;height:${box.height}px;touch-action:none"></canvas>`,
  );
  await page.addScriptTag({ path: padScript });
  await page.evaluate(() => {
    const canvas = document.getElementById('pad');
    const scale = Math.max(window.devicePixelRatio || 1, 1);
    const pad = new window.SignaturePad(canvas, { penColor: '#0f172a', backgroundColor: 'rgb(255,255,255)' });
    canvas.width = canvas.offsetWidth * scale;
    canvas.height = canvas.offsetHeight * scale;
    canvas.getContext('2d').scale(scale, scale);
    pad.clear();
    window.pad = pad;
  });
  const rect = await page.locator('#pad').boundingBox();
  const cdp = await context.newCDPSession(page);
  const at = ([x, y]) => ({ x: rect.x + x, y: rect.y + y });
  for (const stroke of draw(rect.width, rect.height)) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(stroke[0])] });
    for (const point of stroke.slice(1)) {
      await new Promise((resolve) => setTimeout(resolve, 8));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(point)] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  const chars = await page.evaluate(() => window.pad.toDataURL('image/png').length);
  const points = await page.evaluate(() =>
    window.pad.toData().reduce((n, group) => n + group.points.length, 0),
  );
  await context.close();
  return { chars, points };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
try {
  for (const [draw, ratios] of [
    [shortName, [1, 2, 3]],
    [longName, [1, 2, 3]],
    [scribble, [1, 2]],
  ]) {
    for (const ratio of ratios) {
      const { chars, points } = await measure(browser, ratio, draw);
      console.log(
        `${draw.name} at pixel ratio ${ratio}: ${chars.toLocaleString('en-US')} characters (${points} points)`,
      );
    }
  }
} finally {
  await browser.close();
}
