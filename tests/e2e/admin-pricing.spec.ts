import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { csrf, signIn } from './support/admin';
import { axeBuilder } from './support/axe';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/site';

// The back office's Pricing view (decision 012): staff change a
// location's tax and a promo code with the keyboard, by the fields' labels.
// Denver's taxes are changed and put back: the booking specs price at Baltimore.

const pricingView = '/admin?view=pricing';

/** The toast that says what was saved (Radix repeats it in a hidden live region too). */
function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

async function axeViolations(page: Page, state: string): Promise<string[]> {
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${state}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('staff change a tax rate and a promo code with the keyboard, and see them saved', async ({ page }) => {
  await signIn(page, pricingView);
  await expect(page.getByRole('heading', { level: 2, name: 'Pricing' })).toBeVisible();
  const taxes = page.getByRole('region', { name: 'Taxes and fees' });
  const stored = (await (await page.request.get('/api/admin/pricing')).json()).locationCharges.find(
    (c: { locationId: string; code: string }) => c.locationId === 'denver' && c.code === 'sales-tax',
  );
  const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
  try {
    await taxes.getByLabel('Location').selectOption({ label: 'Denver Central' });
    const edit = taxes.getByRole('button', { name: `Edit tax or fee ${stored.label}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    const form = taxes.getByRole('form', { name: `Tax or fee: ${stored.label}` });
    // Opening the form moves the focus to its heading; the rate is a few tabs on.
    await expect(form.getByRole('heading', { name: `Tax or fee: ${stored.label}` })).toBeFocused();
    const rate = form.getByLabel(/^Rate \(%\)/);
    await tabTo(page, rate);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('9.125');
    await page.keyboard.press('Enter');
    await expect(toast(page, `Tax or fee ${stored.label} saved.`)).toBeVisible();
    await expect(taxes.getByRole('row').filter({ hasText: stored.label })).toContainText('9.125%');

    // A promo code: added, then its limit changed; its uses so far show beside it.
    const codes = page.getByRole('region', { name: 'Promo codes' });
    await codes.getByRole('button', { name: 'Add promo code' }).click();
    const added = codes.getByRole('form', { name: 'New promo code' });
    await added.getByLabel(/^Code/).fill(code.toLowerCase());
    await added.getByLabel(/^Name/).fill('End-to-end test code');
    await added.getByLabel(/^Percent off/).fill('5');
    await added.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Promo code saved.')).toBeVisible();

    await codes.getByRole('button', { name: `Edit promo code ${code}` }).press('Enter');
    const limit = codes.getByLabel(/^Bookings allowed in all/);
    await limit.fill('0');
    await limit.press('Enter');
    // Refused before it is sent: the summary takes the focus and names the field.
    await expect(codes.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.locator(':focus')).toContainText('Enter a whole number of 1 or more.');
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await limit.fill('25');
    await limit.press('Enter');
    await expect(toast(page, `Promo code ${code} saved.`)).toBeVisible();
    const row = codes.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('0 of 25');
    await expect(row).toContainText('5%');

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Promo codes' }).getByRole('row').filter({ hasText: code }),
    ).toContainText('0 of 25');
  } finally {
    const headers = await csrf(page);
    const restore = await page.request.put(`/api/admin/pricing/location-charges/denver/sales-tax`, {
      headers,
      data: stored,
    });
    expect(restore.status()).toBe(200);
    await page.request.delete(`/api/admin/pricing/promo-codes/${code}`, { headers });
  }
});

test('the Pricing view passes axe, with a form open and with its errors, and fits the screen @phone', async ({
  page,
}) => {
  // Three axe scans of the long price book: near 30 s on this shared 2-core machine.
  test.slow();
  await signIn(page, pricingView);
  const problems: string[] = [];
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const seasons = page.getByRole('region', { name: 'Seasons' });
  await expect(seasons.getByRole('table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  problems.push(...(await axeViolations(page, 'view')));
  expect(await fits()).toBe(true);

  await seasons.getByRole('button', { name: 'Add season' }).click();
  const form = seasons.getByRole('form', { name: 'New season' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  problems.push(...(await axeViolations(page, 'season form with errors')));
  expect(await fits()).toBe(true);

  const extras = page.getByRole('region', { name: 'Extras and stock' });
  await extras.getByRole('button', { name: 'Edit extra Luggage trailer' }).click();
  await expect(extras.getByRole('form')).toBeVisible();
  problems.push(...(await axeViolations(page, 'extra form')));
  expect(problems).toEqual([]);
});

test('on a tablet the view fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, pricingView);
  await expect(page.getByRole('region', { name: 'Promo codes' }).getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
