import type { Page } from '@playwright/test';
import { csrf, signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookThroughApi, isoDay, testEmail, tripDates } from './support/reservation-flow';

/**
 * Changing and cancelling a booking (decision 013): on the manage page with the
 * code and e-mail, and from the back office, with the driver rules screen.
 * Each test books on dates of its own (support/reservation-flow.ts).
 */

/** "2030-07-04" as the site prints it: "Jul 4, 2030". */
const shortDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

async function findBooking(page: Page, code: string, email: string) {
  await page.goto(`/manage?code=${code}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeFocused();
}

test.describe('on a phone @mobile-only', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a group leader moves the return a day later, seeing the difference first, then cancels', async ({
    page,
    request,
  }) => {
    const trip = tripDates(270);
    const email = testEmail('change');
    const code = await bookThroughApi(request, trip, '15-passenger-van', 2, email);
    await findBooking(page, code, email);

    const policy = page.getByRole('region', { name: 'Cancellation policy' });
    await expect(policy.getByRole('listitem').first()).toContainText(/^Cancel /);
    await expect(policy).toContainText(/Canceling is free until .+; after that it costs \$[\d,]+\.\d\d\./);

    await page.getByRole('button', { name: 'Change this reservation' }).click();
    await expect(page.getByRole('heading', { name: 'Change your reservation' })).toBeFocused();
    const newReturn = isoDay(273);
    await page.getByLabel('Return date').fill(newReturn);
    // After closing time: the server says why, beside the field.
    await page.getByLabel('Return time').fill('22:00');
    await page.getByRole('button', { name: 'Review the change' }).click();
    const returnTime = page.getByLabel('Return time');
    await expect(returnTime).toHaveAttribute('aria-invalid', 'true');
    const reason = page.locator(`#${await returnTime.getAttribute('aria-describedby')}`);
    await expect(reason).toBeVisible();
    await expect(reason).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'There is a problem' }).locator('..')).toBeFocused();

    await returnTime.fill('10:00');
    await page.getByRole('button', { name: 'Review the change' }).click();
    const preview = page.getByRole('region', { name: 'Your change' });
    await expect(preview.getByRole('heading', { name: 'Your change' })).toBeFocused();
    await expect(preview.getByRole('listitem').first()).toContainText('Return');
    await expect(preview).toContainText(/The change adds \$[\d,]+\.\d\d/);
    const newTotal = (await preview.locator('dd').nth(1).textContent())?.trim() ?? '';
    expect(newTotal).toMatch(/^\$[\d,]+\.\d\d$/);

    await preview.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(page.getByRole('status').getByText('Your booking is changed.')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeFocused();
    await expect(page.getByRole('main')).toContainText(shortDate(newReturn));
    await expect(page.getByRole('main')).toContainText(newTotal);
    await expect(page.getByRole('region', { name: 'Your change' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('Canceling now is free.');
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect(page.getByText('Status: Canceled')).toBeVisible();
    await expect(page.getByText('No cancellation fee was charged.')).toBeVisible();
  });
});

test('the change form, its review and the driver rules pass axe on a phone and a desktop @phone', async ({
  page,
  request,
}) => {
  // Four axe runs, one of them on the back office's booking dialog.
  test.setTimeout(90_000);
  const trip = tripDates(280);
  const email = testEmail('change-axe');
  const code = await bookThroughApi(request, trip, 'minivan', 1, email);
  const problems: string[] = [];
  await findBooking(page, code, email);
  problems.push(...(await violations(page, 'manage details')));
  await page.getByRole('button', { name: 'Change this reservation' }).click();
  await page.getByLabel('Return date').fill(isoDay(283));
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(page.getByRole('region', { name: 'Your change' })).toBeVisible();
  problems.push(...(await violations(page, 'change reviewed')));

  await signIn(page, '/admin?view=drivers');
  await expect(page.getByRole('table', { name: 'Rules by vehicle class' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit driver rule Minivan' }).click();
  problems.push(...(await violations(page, 'driver rules')));
  await page.goto('/admin?view=bookings');
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: `View booking ${code}` }).click();
  const booking = page.getByRole('dialog', { name: `Booking ${code}` });
  await booking.getByRole('button', { name: 'Change booking' }).click();
  await expect(booking.getByLabel('Return date')).toBeVisible();
  problems.push(...(await violations(page, 'booking change')));
  expect(problems).toEqual([]);
});

test('staff move a booking’s return a day later and edit a driver rule', async ({ page, request }) => {
  const trip = tripDates(290);
  const email = testEmail('staff-change');
  const code = await bookThroughApi(request, trip, 'suvs', 2, email);
  await signIn(page, '/admin?view=bookings');
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: `View booking ${code}` }).click();
  const booking = page.getByRole('dialog', { name: `Booking ${code}` });
  await expect(booking.getByRole('region', { name: 'Drivers' })).toContainText('No driver named yet.');

  await booking.getByRole('button', { name: 'Change booking' }).click();
  const newReturn = isoDay(293);
  await booking.getByLabel('Return date').fill(newReturn);
  await booking.getByRole('button', { name: 'Review the change' }).click();
  const preview = booking.getByRole('region', { name: 'Your change' });
  await expect(preview).toContainText(/The change adds \$[\d,]+\.\d\d/);
  await preview.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(booking.getByRole('status')).toHaveText(`Booking ${code} is changed and the renter e-mailed.`);
  await expect(booking.getByRole('button', { name: 'Change booking' })).toBeFocused();
  await expect(booking).toContainText(shortDate(newReturn));

  // A rule of a class no other test books drivers for, put back afterwards.
  await page.goto('/admin?view=drivers');
  const rules = page.getByRole('table', { name: 'Rules by vehicle class' });
  const before = (
    (await (await page.request.get('/api/admin/driver-rules')).json()) as {
      rules: { classId: string; minYearsLicensed: number }[];
    }
  ).rules.find((r) => r.classId === 'flatbed-truck');
  expect(before).toBeTruthy();
  try {
    await page.getByRole('button', { name: 'Edit driver rule Flatbed Truck' }).click();
    const years = String((before?.minYearsLicensed ?? 0) + 2);
    await page.getByLabel('Minimum years licensed').fill(years);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      rules
        .getByRole('row', { name: /Flatbed Truck/ })
        .getByRole('cell')
        .nth(4),
    ).toHaveText(years);
  } finally {
    const { classId: _id, vehicleName: _name, ...rule } = before as unknown as Record<string, unknown>;
    const restore = await page.request.put('/api/admin/driver-rules/flatbed-truck', {
      headers: await csrf(page),
      data: rule,
    });
    expect(restore.status()).toBe(200);
  }
});
