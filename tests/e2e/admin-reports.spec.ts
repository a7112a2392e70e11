import { readFile } from 'node:fs/promises';
import { signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

// The business reports (decision 044): staff open each report, regroup one and download its CSV.

test('staff read each business report, regroup utilisation by week and download revenue as CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await bookThroughApi(page.request, tripDates(10), 'minivan', 1, testEmail('reports'));
  await signIn(page, '/admin?view=reports');
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Utilisation' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Utilisation' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Utilisation by vehicle class:/ })).toBeVisible();
  expect(await violations(page, 'reports')).toEqual([]);

  await page.getByLabel('Group by').selectOption({ label: 'Week' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('rowheader', { name: /^Week of / }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Booking lead time' }).click();
  const lead = page.getByRole('table', { name: 'Booking lead time' });
  await expect(lead.getByRole('rowheader', { name: '1 to 2 weeks' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancellations' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  await expect(page.getByLabel('Group by')).toBeVisible();

  await page.getByRole('button', { name: 'Revenue' }).click();
  await expect(page.getByRole('table', { name: 'Revenue' })).toBeVisible();
  await page.getByLabel('Group by').selectOption({ label: 'Audience' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/by=audience/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^revenue-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe('Audience,Invoices,Revenue before tax (USD)');
  expect(lines.at(-1)).toMatch(/^Total,\d+,\d+\.\d\d$/);
  expect(await violations(page, 'revenue report')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await violations(page, 'reports on a phone')).toEqual([]);
});
