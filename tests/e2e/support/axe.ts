import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe over the page with the rules it runs by default and target-size (below). */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } });
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
