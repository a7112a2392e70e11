import type { Page } from '@playwright/test';
import { signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/site';

// The staff app's own shell (decision 041): the dashboard as its home, no public header, footer or
// consent banner, a side navigation grouped by staff area (behind a Menu button on a tablet), and the
// location chosen once kept from screen to screen.

/** Nothing of the public site: its header's links, its footer, its cookie dialog. */
async function expectNoPublicFrame(page: Page) {
  await expect(page.getByRole('link', { name: 'Who We Serve' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Our Fleet' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /accept/i })).toHaveCount(0);
}

test('at a touch tablet staff land on the dashboard, open the menu by keyboard and keep their location', async ({
  browser,
}) => {
  test.slow();
  // A visitor with no consent choice yet: the public pages would show the cookie dialog.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const tablet = await context.newPage();
  try {
    await signIn(tablet, '/admin', 30_000);
    await expect(tablet).toHaveURL(/\/admin$/);
    await expect(tablet.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(tablet.getByRole('heading', { level: 2, name: 'The counter' })).toBeVisible();
    await expect(tablet.getByRole('heading', { level: 2, name: 'Revenue this month' })).toBeVisible();
    await expectNoPublicFrame(tablet);
    // The side column is the desktop's: here the navigation waits behind the Menu button.
    await expect(tablet.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    await tablet.waitForLoadState('networkidle');
    const found = await violations(tablet, 'tablet dashboard');

    await tablet.getByLabel('Location').selectOption({ label: 'Denver Central' });
    await expect(tablet).toHaveURL(/location=denver/);
    await expect(tablet.getByText('Denver Central ·')).toBeVisible();

    const menu = tablet.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await tablet.keyboard.press('Enter');
    const drawer = tablet.getByRole('dialog', { name: 'Back office navigation' });
    await expect(drawer).toBeVisible();
    // The page behind a modal drawer is hidden from the accessibility tree: the button found by its text.
    await expect(tablet.locator('button', { hasText: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it and gives the focus back to the button.
    await tablet.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await tablet.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    const units = drawer.getByRole('link', { name: 'Units' });
    await tabTo(tablet, units, 40);
    await tablet.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(tablet.getByRole('heading', { level: 2, name: 'Units' })).toBeVisible();
    await expect(tablet).toHaveURL(/view=units/);
    await expect(tablet.getByLabel('Location')).toHaveValue('denver');
    await tablet.waitForLoadState('networkidle');
    found.push(...(await violations(tablet, 'tablet units')));

    // A second screen: the location is still Denver's.
    await menu.click();
    await drawer.getByRole('link', { name: 'Service due' }).click();
    await expect(
      tablet.getByRole('heading', { level: 3, name: 'Service due at Denver Central' }),
    ).toBeVisible();
    await expect(tablet.getByLabel('Location')).toHaveValue('denver');
    await expectNoPublicFrame(tablet);
    expect(found).toEqual([]);
  } finally {
    await context.close();
  }
});

test('at a desktop the navigation is a column grouped by area, and both screens pass axe', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/admin', 30_000);
  await expect(page.getByRole('heading', { level: 2, name: 'Quotes awaiting a reply' })).toBeVisible();
  await expectNoPublicFrame(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('list', { name: 'Counter' }).getByRole('link')).toHaveText([
    'Today',
    'Calendar',
    'Damage claims',
  ]);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await page.waitForLoadState('networkidle');
  const found = await violations(page, 'desktop dashboard');

  await page.getByLabel('Location').selectOption({ label: 'Chicago West Loop' });
  await expect(page).toHaveURL(/location=chicago/);
  await nav.getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await expect(page.getByText('Chicago West Loop ·')).toBeVisible();
  // The dashboard's link back keeps the choice too.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Chicago West Loop ·')).toBeVisible();
  await nav.getByRole('link', { name: 'Today' }).click();
  await page.waitForLoadState('networkidle');
  found.push(...(await violations(page, 'desktop today')));
  expect(found).toEqual([]);
});
