import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The desktop top bar's navigation (the drawer's copy lives in a dialog). */
export function desktopNav(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

/** The panel a menu button controls, once it is open. */
export async function openPanel(page: Page, trigger: Locator): Promise<Locator> {
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const id = await trigger.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  const panel = page.locator(`[id="${id}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

/** Text of the element that has focus. */
export function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Vertical scroll position of the window. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Opens a page and waits until React has hydrated it, so the first click is not lost; the server's answer. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** The data folder of this worker's e2e server (support/fixtures.ts): its SQLite file and outbox. */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('e2eDataDir: no e2e server in this worker (import test from ./support/fixtures)');
  return dir;
}
