import type { Page } from '@playwright/test';
import { signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

// Certificates of insurance (decision 023): a renter who declined protection
// uploads one on the manage page and sees its status; staff verify it in the
// back office with the file beside the fields; the manage page then says so.

/** A small but whole PDF (signature and end-of-file marker), as a scanner makes. */
const certificatePdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/**
 * What axe finds on the page now, and whether it fits the screen's width. Called once the state is shown
 * (each call follows the expectation that waits for it); not after "network idle", which the back office's
 * PDF frame can keep from coming.
 */
async function check(page: Page, problems: string[], label: string) {
  problems.push(...(await violations(page, label)));
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  if (!fits) problems.push(`${label}: wider than the screen`);
}

async function findBooking(page: Page, code: string, email: string) {
  await page.goto(`/manage?code=${code}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeFocused();
}

test('@phone the renter uploads a certificate of insurance on the manage page and staff verify it beside its file', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const problems: string[] = [];
  const email = testEmail('insurance');
  const offset = testInfo.project.name === 'phone' ? 161 : 163;
  const code = await bookThroughApi(request, tripDates(offset), 'minivan', 1, email, { protection: [] });

  await findBooking(page, code, email);
  const section = page.getByRole('region', { name: 'Certificate of insurance' });
  await expect(section).toContainText('Not uploaded yet');
  await check(page, problems, 'manage page, no certificate');

  // Sent empty: the schema's reasons, beside the fields.
  await section.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await check(page, problems, 'manage page, upload refused');

  await section.getByLabel('Insurer').fill('Church Mutual');
  await section.getByLabel('Policy number').fill('CM-0042-77');
  await section.getByLabel('Valid from').fill('2026-01-01');
  await section.getByLabel('Valid to').fill('2031-12-31');
  await section.getByLabel(/^Liability limit/).fill('2,000,000');
  await section.getByLabel('The policy covers hired (non-owned) vehicles').check();
  await section
    .getByLabel('Certificate file')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: certificatePdf });
  await section.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Certificate uploaded: we will e-mail you once we have reviewed it.',
  );
  await expect(section).toContainText('Waiting for our review');
  await check(page, problems, 'manage page, certificate pending');

  // The back office: the certificate beside its file, the fields as typed, verified.
  await signIn(page, '/admin?view=insurance');
  const item = page.getByRole('listitem').filter({ hasText: `Booking ${code}` });
  await expect(item).toContainText('Church Mutual');
  await expect(item).toContainText('$2,000,000.00');
  await item.getByRole('button', { name: `Review the certificate of Booking ${code}` }).click();
  const file = item.locator('iframe[title="The certificate as uploaded"]');
  await expect(file).toBeVisible();
  const served = await page.request.get((await file.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('application/pdf');
  await expect(item.getByLabel('Insurer')).toHaveValue('Church Mutual');
  await expect(item.getByLabel('Liability limit (cents)')).toHaveValue('200000000');
  await expect(item.getByLabel('Covers hired vehicles')).toBeChecked();
  await check(page, problems, 'back office, certificate review');
  await item.getByRole('button', { name: 'Verify certificate' }).click();
  await expect(page.getByText(`Verified the certificate of Booking ${code}.`)).toBeVisible();

  await findBooking(page, code, email);
  await expect(section).toContainText('Verified');
  await expect(section).toContainText('Valid until');
  await expect(section.getByRole('button', { name: 'Upload certificate' })).toHaveCount(0);
  await check(page, problems, 'manage page, certificate verified');
  expect(problems).toEqual([]);
});
