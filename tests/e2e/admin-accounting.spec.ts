import { readFile } from 'node:fs/promises';
import { signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

// Accounting (decision 040) on a server with no QuickBooks app: staff map a location's accounts and
// download the journal, whose lines balance and use the accounts just saved.

test('staff map Baltimore’s accounts and download a balanced journal', async ({ page }) => {
  test.setTimeout(90_000);
  await bookThroughApi(page.request, tripDates(45), 'minivan', 1, testEmail('books'));
  await signIn(page, '/admin?view=accounting');
  await expect(page.getByRole('heading', { level: 2, name: 'Accounting' })).toBeVisible();
  await expect(page.getByText('QuickBooks is not set up on this server', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect to QuickBooks' })).toHaveCount(0);
  expect(await violations(page, 'accounting')).toEqual([]);

  await page.getByLabel('Location').selectOption({ label: 'Baltimore Harbor' });
  const form = page.getByRole('form', { name: 'Account mapping, Baltimore Harbor' });
  await form.getByLabel('Income account').fill('');
  await form.getByRole('button', { name: 'Save accounts' }).click();
  await expect(form.getByText('Enter the income account, as your books name it.').first()).toBeVisible();
  expect(await violations(page, 'accounting, a field in error')).toEqual([]);
  await form.getByLabel('Income account').fill('4000 Rental income');
  await form.getByLabel('Receivables account').fill('1200 Receivables');
  await form.getByRole('button', { name: 'Save accounts' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Accounts of Baltimore Harbor saved.' }),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download journal (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^journal-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe('Journal No,Journal Date,Account,Debits,Credits,Description,Reference');
  expect(lines.some((l) => l.includes(',1200 Receivables,'))).toBe(true);
  expect(lines.some((l) => l.includes(',4000 Rental income,'))).toBe(true);
  // No field of these lines holds a comma: a plain split reads them.
  const cents = (v: string | undefined) => Math.round(Number(v || '0') * 100);
  const debits = lines.reduce((sum, l) => sum + cents(l.split(',')[3]), 0);
  const credits = lines.reduce((sum, l) => sum + cents(l.split(',')[4]), 0);
  expect(debits).toBeGreaterThan(0);
  expect(debits).toBe(credits);

  // A range that runs backwards offers no download and says why beside the field.
  await page.getByLabel('First day').fill('2026-07-10');
  await page.getByLabel('Last day').fill('2026-07-01');
  await expect(page.getByText('The last day comes on or after the first.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download journal (CSV)' })).toHaveCount(0);
  expect(await violations(page, 'accounting, a backwards range')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await violations(page, 'accounting on a phone')).toEqual([]);
});
