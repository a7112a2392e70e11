import type { Page } from '@playwright/test';

/** The narrowest phones in use (320 px) and the common one (390 px). */
export const phoneWidths = [320, 390] as const;

/**
 * The page as it is now, laid out at each phone width: what makes the document wider than
 * the width set (`scrollWidth` past it), one line per width with the elements that reach
 * past its right edge (the deepest ones: the culprits, not their parents). The viewport is
 * put back afterwards, unless `restore` is false: the page is about to close (a test's end),
 * and laying it out once more at its own width would check nothing.
 */
export async function sidewaysScroll(
  page: Page,
  widths: readonly number[] = phoneWidths,
  { restore = true }: { restore?: boolean } = {},
): Promise<string[]> {
  if (!page.url().startsWith('http')) return [];
  const original = page.viewportSize();
  const problems: string[] = [];
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: original?.height ?? 844 });
      // Against the width set, not innerWidth: a phone's browser (isMobile) widens its layout viewport to
      // fit what is too wide, so innerWidth grows with the page.
      const found = await page.evaluate(async (width) => {
        // Two frames: what listens to the width (media queries in script, observers) has answered.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const root = document.documentElement;
        if (root.scrollWidth <= width) return null;
        // Inside a box that scrolls or clips on its own, reaching past the edge widens nothing (mostly).
        const clipped = (el: HTMLElement) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
            if (getComputedStyle(up).overflowX !== 'visible') return true;
          return false;
        };
        const reaching = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > width + 0.5;
        });
        // An absolutely placed element escapes a clipping parent that is not its containing block: when
        // nothing else reaches past the edge, it is the one.
        const open = reaching.filter((el) => !clipped(el));
        const past = open.length > 0 ? open : reaching;
        const deepest = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
        const name = (el: HTMLElement) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''} (right ${Math.round(el.getBoundingClientRect().right)})`;
        return { scrollWidth: root.scrollWidth, culprits: deepest.slice(0, 5).map(name) };
      }, width);
      if (found)
        problems.push(
          `at ${width} px the page is ${found.scrollWidth} px wide: ${found.culprits.join(', ')}`,
        );
    }
  } finally {
    if (original && restore) await page.setViewportSize(original);
  }
  return problems;
}
