import { signIn } from './support/admin';
import { axeBuilder } from './support/axe';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/site';

// The back office's Relocations view (decision 031): staff read where a class will be over the next
// 30 days and choose another class with the keyboard. Read-only: it changes nothing the other specs see.

test('staff read the 30-day view of a class and switch class with the keyboard, axe clean @phone', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/admin?view=relocations');
  await expect(page.getByRole('heading', { level: 2, name: 'Relocations' })).toBeVisible();
  await expect(page.getByRole('table', { name: /booked against units, next 30 days/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Suggested transfers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Scheduled relocations' })).toBeVisible();

  const select = page.getByLabel('Vehicle class');
  // Past the side navigation's links (one per view the role may read) to the view's own controls.
  await tabTo(page, select, 80);
  const first = await select.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue(first);
  const chosen = await select.locator('option:checked').textContent();
  await expect(
    page.getByRole('table', { name: `${chosen}: booked against units, next 30 days` }),
  ).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});
