import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every axe rule that fails on the page as it is now, one line each, prefixed with `label` (the state checked). */
export async function violations(page: Page, label: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
