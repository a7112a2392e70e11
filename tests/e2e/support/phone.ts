import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The phone the renter's journeys are walked on (an iPhone 12–15's CSS size), and the narrowest one. */
export const phone = { width: 390, height: 844 };
const narrowest = { width: 320, height: 640 };

/** Axe's failures on the page as it is now, the target-size rule (taps of at least 24×24 px) included. */
export async function phoneViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The page does not scroll sideways at 320 px nor at the phone's 390 px; the phone's size is kept after. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  for (const size of [narrowest, phone]) {
    await page.setViewportSize(size);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `sideways scroll at ${size.width} px on ${page.url()}`,
      })
      .toBeLessThanOrEqual(0);
  }
}
