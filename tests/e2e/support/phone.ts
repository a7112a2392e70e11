import { expect, type Page } from '@playwright/test';
import { violations } from './axe';
import { sidewaysScroll } from './sideways';

/** The phone the renter's journeys are walked on (an iPhone 12–15's CSS size). */
export const phone = { width: 390, height: 844 };

const desktop = { width: 1280, height: 900 };

/** Axe at the phone's size and a desktop's, each failure prefixed with the size, then back to the size it was. */
export async function axeAtBothSizes(page: Page, label: string): Promise<string[]> {
  const original = page.viewportSize() ?? phone;
  const found: string[] = [];
  for (const [name, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(size);
    found.push(...(await violations(page, `${label} (${name})`)));
  }
  await page.setViewportSize(original);
  return found;
}

/** Axe's failures on the page as it is now, the target-size rule (taps of at least 24×24 px) included. */
export const phoneViolations = violations;

/** The page does not scroll sideways at 320 px nor at 390 px (support/sideways.ts); the phone's size is set after. */
export async function expectNoSidewaysScroll(page: Page, state = page.url()): Promise<void> {
  expect(await sidewaysScroll(page), state).toEqual([]);
  await page.setViewportSize(phone);
}
