import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

/** Managing a booking (SPEC §2 "/manage"): look a booking up by code and e-mail, and cancel it. */

test('a booking is found only with its code and e-mail, and can be canceled once', async ({
  page,
  request,
}) => {
  const trip = tripDates(130);
  const email = testEmail('manage');
  const code = await bookThroughApi(request, trip, 'suvs', 1, email);

  await page.goto(`/manage?code=${code}`);
  await expect(page.getByLabel('Confirmation code', { exact: true })).toHaveValue(code);
  await page.getByLabel('E-mail address').fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('We found no booking with that code and e-mail address.');

  await page.getByLabel('E-mail address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeFocused();
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  await expect(page.getByText('Full-Size SUV').first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await dialog.getByRole('button', { name: 'No, keep it' }).click();
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByText('Status: Canceled')).toBeVisible();
  await expect(page.getByText(/^Canceled on /)).toBeVisible();

  await page.getByRole('button', { name: 'Look up another booking' }).click();
  await page.getByLabel('Confirmation code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByText('Status: Canceled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel this booking' })).toHaveCount(0);
});

test('the lookup explains what is missing before asking the server', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/reservations')) asked.push(r.url());
  });
  await page.goto('/manage');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..');
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: 'Enter your confirmation code, like CNV-7K3M9Q.' }),
  ).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: /Enter your e-mail address/ }).click();
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  expect(asked).toEqual([]);
});
