import type { Locator, Page } from '@playwright/test';

/** A wavy line across the box, as fractions of its width and height. */
function stroke(): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i <= 40; i++) points.push([0.1 + (0.8 * i) / 40, 0.5 + 0.3 * Math.sin(i / 3)]);
  return points;
}

async function boxOf(pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature box is not on screen.');
  return ([x, y]: readonly [number, number]) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
}

/** Signs in the box with a finger: touch events through the browser's own input (CDP). */
export async function signWithFinger(page: Page, pad: Locator): Promise<void> {
  const at = await boxOf(pad);
  const [first, ...rest] = stroke();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(first!)] });
  for (const point of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(point)] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Signs in the box with the mouse, on a desktop. */
export async function signWithMouse(page: Page, pad: Locator): Promise<void> {
  const at = await boxOf(pad);
  const [first, ...rest] = stroke();
  await page.mouse.move(at(first!).x, at(first!).y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(at(point).x, at(point).y);
  await page.mouse.up();
}
