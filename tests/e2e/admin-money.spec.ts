import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openAccount } from './support/organisation';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

// The back office's money (decision 014): organisations, invoices, payments. The
// e2e server has no card provider, so a booking without a payment method is
// confirmed at once, paid at pickup, and invoiced; staff record the bank
// transfer that pays it. Each test opens an organisation of its own.

/** A small but whole PDF (signature and end-of-file marker), as a scanner makes. */
const certificatePdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** Books a minivan for the organisation `offset` days ahead, with no payment method: confirmed at once and invoiced. */
function bookFor(request: APIRequestContext, organisation: { code: string; key: string }, offset: number) {
  return bookThroughApi(request, tripDates(offset), 'minivan', 1, testEmail('money'), {
    organisation: { code: organisation.code, key: organisation.key },
  });
}

/** What axe finds on the page now, and whether it fits the screen's width. */
async function check(page: Page, problems: string[], label: string) {
  await page.waitForLoadState('networkidle');
  problems.push(...(await violations(page, label)));
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  if (!fits) problems.push(`${label}: wider than the screen`);
}

test('staff approve an organization’s terms, verify its certificate and record the bank transfer that pays its invoice', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const organisation = await openAccount(request);
  const upload = await request.post('/api/organisations/account/certificates', {
    headers: { authorization: `Bearer ${organisation.code}.${organisation.key}` },
    multipart: {
      state: 'md',
      number: 'MD-EX-2231',
      expiresOn: '2031-12-31',
      file: { name: 'exemption.pdf', mimeType: 'application/pdf', buffer: certificatePdf },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const code = await bookFor(request, organisation, 340);

  // Organisations: found by its code, opened, its terms approved and its certificate verified.
  await signIn(page, `/admin?view=organisations&q=${organisation.code}`);
  await page.getByRole('button', { name: `View organisation ${organisation.name}` }).click();
  const dialog = page.getByRole('dialog', { name: organisation.name });
  const terms = dialog.getByRole('region', { name: 'Invoice terms' });
  await expect(terms).toContainText('Requested');
  await expect(terms.getByLabel('Net 30 days')).toBeChecked();
  await terms.getByLabel('Purchase order number required').check();
  await terms.getByRole('button', { name: 'Approve terms' }).click();
  await expect(dialog.getByRole('status').first()).toHaveText(
    `${organisation.name}: invoice terms approved, net 30 days. The billing contact is e-mailed.`,
  );
  await expect(terms).toContainText('GrantedNet 30 days');

  const certificates = dialog.getByRole('region', { name: 'Tax-exemption certificates' });
  const file = await page.request.get(
    (await certificates
      .getByRole('link', { name: 'View the file of certificate MD-EX-2231' })
      .getAttribute('href'))!,
  );
  expect(file.headers()['content-type']).toBe('application/pdf');
  await certificates.getByRole('button', { name: 'Review certificate MD-EX-2231' }).click();
  await expect(certificates.getByLabel('State', { exact: true })).toHaveValue('MD');
  await certificates.getByRole('button', { name: 'Verify certificate' }).click();
  await expect(dialog.getByRole('status').first()).toHaveText(
    'Certificate MD-EX-2231 verified. The billing contact is e-mailed.',
  );
  await expect(certificates).toContainText('Verified');
  const invoice = dialog.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
  await expect(invoice).toContainText(code);
  const number = (await invoice.getByRole('link', { name: /^INV-/ }).textContent())!.trim();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Invoices: the aged receivables first, then the invoice found, a bank transfer recorded, the row paid.
  await page.goto(`/admin?view=invoices&q=${number}`);
  await expect(page.getByRole('region', { name: 'Aged receivables' })).toContainText('90+ days');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: `Record a bank transfer for invoice ${number}` }).click();
  const transfer = page.getByRole('dialog', { name: `Bank transfer for ${number}` });
  // Its balance to start with: recorded as it is, the invoice is paid.
  await expect(transfer.getByLabel('Amount ($)')).toHaveValue(/^\d+\.\d{2}$/);
  await transfer.getByLabel(/^Reference/).fill('WIRE 5521');
  await transfer.getByRole('button', { name: 'Record bank transfer' }).click();
  await expect(page.getByText(`recorded against ${number}: it is paid.`)).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: /Record a bank transfer/ })).toHaveCount(0);
  await row.getByRole('button', { name: `Send invoice ${number} again` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sent again to' })).toHaveText(
    `Invoice ${number} sent again to ${organisation.email}.`,
  );

  // Payments: the transfer listed, with who recorded it; no card provider, so nothing is collected online.
  await page.goto(`/admin?view=payments&q=${code}`);
  const payment = page.getByRole('row').filter({ hasText: 'Bank transfer' });
  await expect(payment).toContainText(code);
  await expect(payment).toContainText('Recorded by admin@convoy.test');
  const settings = page.getByRole('region', { name: 'Payment settings' });
  await expect(settings).toContainText('No card payment provider is configured');
  await expect(settings.getByLabel(/^The whole total/)).toBeDisabled();

  // The booking: how it is paid.
  await page.goto(`/admin?view=bookings&q=${code}`);
  await page.getByRole('button', { name: `View booking ${code}` }).click();
  const paid = page.getByRole('dialog', { name: `Booking ${code}` }).getByRole('region', { name: 'Payment' });
  await expect(paid).toContainText('Balance$0.00');
  await expect(paid).toContainText(organisation.name);
});

test('the money views pass axe and fit the screen, with a dialog open @phone', async ({
  page,
  request,
}, info) => {
  // Several full-page axe scans: on a loaded 2-core machine one has taken 20 s.
  test.setTimeout(180_000);
  // The narrowest phone the back office is checked at.
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  // No terms asked for: approving without choosing net days is refused.
  const organisation = await openAccount(request, null);
  const code = await bookFor(request, organisation, info.project.name === 'phone' ? 346 : 343);
  const problems: string[] = [];
  await signIn(page, `/admin?view=organisations&q=${organisation.code}`);
  await check(page, problems, 'organisations');
  await page.getByRole('button', { name: `View organisation ${organisation.name}` }).click();
  const dialog = page.getByRole('dialog', { name: organisation.name });
  await dialog.getByRole('button', { name: 'Approve terms' }).click();
  await expect(dialog.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await check(page, problems, 'organization with the terms form refused');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.goto(`/admin?view=invoices&q=${code}`);
  await expect(page.getByRole('region', { name: 'Aged receivables' })).toBeVisible();
  const record = page.getByRole('button', { name: /^Record a bank transfer for invoice/ });
  await expect(record).toHaveCount(1);
  await check(page, problems, 'invoices');
  await record.click();
  const transfer = page.getByRole('dialog', { name: /^Bank transfer for/ });
  await transfer.getByLabel('Amount ($)').fill('0');
  await transfer.getByRole('button', { name: 'Record bank transfer' }).click();
  await expect(transfer.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await check(page, problems, 'bank transfer refused');
  await transfer.getByRole('button', { name: 'Close' }).click();

  await page.goto('/admin?view=payments');
  await expect(page.getByRole('region', { name: 'Payment settings' })).toBeVisible();
  await check(page, problems, 'payments');
  expect(problems).toEqual([]);
});
