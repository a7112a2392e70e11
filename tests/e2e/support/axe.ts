import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe's source, run only where the frame has no axe yet: the builder injects it twice per analysis in
 * legacy mode (once before it decides the mode, again into every frame), and evaluating its 550 KB again
 * cost a sixth of each analysis's CPU (docs/benchmarks/test-suite.md). A frame that has it keeps it.
 */
const axeOnce = `if (typeof window.axe !== 'object') {\n${axe.source}\n}`;

/**
 * axe over the page at the top of its scroll, put back afterwards: axe 4.13 takes a target
 * scrolled up under the sticky site header as covered by the header's links (a 40 px button
 * "2.8 px visible"), which is where the page was scrolled, not the size of anything.
 */
class AxeFromTheTop extends AxeBuilder {
  readonly #page: Page;
  constructor(page: Page) {
    super({ page, axeSource: axeOnce });
    this.#page = page;
  }
  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    const y = await this.#page.evaluate(() => {
      const at = window.scrollY;
      window.scrollTo(0, 0);
      return at;
    });
    try {
      return await super.analyze();
    } finally {
      await this.#page.evaluate((top) => window.scrollTo(0, top), y);
    }
  }
}

/**
 * axe over the page with the rules it runs by default and target-size (below), in one `axe.run` in the page
 * (@axe-core/playwright's legacy mode): its default runs axe per frame and then again in a blank page it opens
 * to merge the results, 1.5 s a page against 0.9 s here (docs/benchmarks/test-suite.md); axe still reaches
 * same-origin frames through its own messaging. Details (each node's selector and HTML) are built for the
 * violations only, the one result the tests read: a tenth less of the sweep's CPU.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeFromTheTop(page)
    .setLegacyMode(true)
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] });
}

/**
 * Every axe rule that fails on the page as it is now, one line each, prefixed with `label` (the state checked).
 * With the rules axe runs by default, target-size too (WCAG 2.2 SC 2.5.8: a tap target at least 24×24 px or
 * spaced as far), which axe leaves off by default: renters book on phones.
 */
export async function violations(page: Page, label: string): Promise<string[]> {
  const { violations: found } = await axeBuilder(page).analyze();
  return found.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
