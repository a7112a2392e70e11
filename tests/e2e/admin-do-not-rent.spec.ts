import { brand } from '@convoy/domain/content/brand';
import type { Browser, Page } from '@playwright/test';
import { signIn, staffDesk } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  bookThroughApi,
  chooseVehicle,
  fillContact,
  searchFromStart,
  testEmail,
  tripDates,
} from './support/reservation-flow';

// The do-not-rent list (decision 021): a manager adds a person, the list shows them masked, and a
// booking in their name is refused with the neutral message (call the company, no reason); a manager
// edits an entry's reason and lapse date, and lets one held booking go ahead from its page.

/**
 * A manager of their own, in a browser context of their own: the owner invites them and they accept
 * from the e-mail. Returns their page on the do-not-rent list; `done` closes their context.
 */
async function managerDesk(page: Page, browser: Browser) {
  const { email: manager, desk, done } = await staffDesk(page, browser, 'manager');
  await desk.goto('/admin?view=do-not-rent');
  await expect(desk.getByText(`Signed in as ${manager}`)).toBeVisible();
  await expect(desk.getByRole('heading', { level: 2, name: 'Do-not-rent list' })).toBeVisible();
  return { manager, desk, done };
}

test('a manager adds an entry, sees it masked, and a matching booking is refused with the neutral message', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { desk, done } = await managerDesk(page, browser);
  try {
    const renterEmail = testEmail('listed');
    const form = desk.getByRole('form', { name: 'Add an entry' });
    await form.getByLabel('Full name').fill('Dana Ölund-Price');
    await form.getByLabel('Date of birth').fill('1979-11-02');
    await form.getByLabel('License number').fill('X987 654 321');
    await form.getByLabel('Issuing state').fill('MD');
    await form.getByLabel('E-mail address').fill(renterEmail);
    await form.getByLabel('Reason').fill('Left a van damaged and unpaid');
    await form.getByRole('button', { name: 'Add to the list' }).click();

    const table = desk.getByRole('table', { name: 'Entries' });
    const row = table.getByRole('row').filter({ hasText: 'D… Ö…' });
    await expect(row).toContainText('born 1979');
    await expect(row).toContainText('License (MD)');
    await expect(row).toContainText(`${renterEmail.slice(0, 1)}…@example.com`);
    await expect(table).not.toContainText('Dana');
    await expect(table).not.toContainText('X987');
    expect(await violations(desk, 'do-not-rent list')).toEqual([]);

    // The listed person books on the public site: refused on the confirm step, told only to call.
    const trip = tripDates(475);
    await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
    await chooseVehicle(page, '12 Passenger Van');
    await fillContact(page, renterEmail);
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    await expect(
      page
        .getByText(`We need to review this booking before it can go ahead. Please call us at ${brand.phone}.`)
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/confirm$/);
    await expect(page.getByText('damaged')).toHaveCount(0);
  } finally {
    await done();
  }
});

test('a manager edits an entry’s reason and lapse date, and lets a booking held for review go ahead from its page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Booked before its renter was listed: the booking exists, and is now held for review.
  const renterEmail = testEmail('held');
  const code = await bookThroughApi(page.request, tripDates(525), 'minivan', 1, renterEmail);
  const { manager, desk, done } = await managerDesk(page, browser);
  try {
    const add = desk.getByRole('form', { name: 'Add an entry' });
    await add.getByLabel('Full name').fill('Corin Vale');
    await add.getByLabel('Date of birth').fill('1983-02-17');
    await add.getByLabel('E-mail address').fill(renterEmail);
    await add.getByLabel('Reason').fill('Unpaid tolls');
    await add.getByRole('button', { name: 'Add to the list' }).click();
    const row = desk.getByRole('table', { name: 'Entries' }).getByRole('row').filter({ hasText: 'C… V…' });
    await expect(row).toContainText('Unpaid tolls');

    await row.getByRole('button', { name: 'Edit the reason and lapse date of C… V…' }).click();
    const edit = desk.getByRole('dialog', { name: 'Edit the entry C… V…' });
    await expect(edit.getByLabel('Reason')).toHaveValue('Unpaid tolls');
    expect(await violations(desk, 'an entry being edited')).toEqual([]);
    await edit.getByLabel('Reason').fill('Unpaid tolls, three rentals');
    await edit.getByLabel('Lapses on').fill('2031-12-31');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText('Unpaid tolls, three rentals');
    await expect(row).toContainText('2031-12-31');

    await desk.goto('/admin?view=bookings');
    await desk.getByLabel('Search').fill(renterEmail);
    await desk.getByRole('button', { name: 'Apply' }).click();
    await desk.getByRole('button', { name: `View booking ${code}` }).click();
    const booking = desk.getByRole('dialog', { name: `Booking ${code}` });
    const review = booking.getByRole('region', { name: 'Do-not-rent review' });
    await expect(review).toContainText('Held for review');
    expect(await violations(desk, 'a booking held for review')).toEqual([]);
    const letThrough = review.getByRole('form', { name: `Let ${code} go ahead` });
    await letThrough.getByRole('button', { name: 'Let this booking go ahead' }).click();
    await expect(letThrough.getByText('Enter why this booking may go ahead.').first()).toBeVisible();
    await letThrough.getByLabel('Why it may go ahead').fill('Paid the tolls at the desk');
    await letThrough.getByRole('button', { name: 'Let this booking go ahead' }).click();
    await expect(review).toContainText(`Let through after review by ${manager}`);
    await expect(review).toContainText('Reason: Paid the tolls at the desk');
    expect(await violations(desk, 'a booking let through')).toEqual([]);
  } finally {
    await done();
  }
});

test('the do-not-rent view passes axe, with a field’s message showing @phone', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '/admin?view=do-not-rent');
  await expect(page.getByRole('heading', { level: 2, name: 'Do-not-rent list' })).toBeVisible();
  await page
    .getByRole('form', { name: 'Add an entry' })
    .getByRole('button', { name: 'Add to the list' })
    .click();
  await expect(page.getByText('Enter the person’s full name.').first()).toBeVisible();
  await page
    .getByRole('form', { name: 'Let one booking through' })
    .getByRole('button', { name: 'Record override' })
    .click();
  await expect(page.getByText('Enter your confirmation code, like CNV-7K3M9Q.').first()).toBeVisible();
  expect(await violations(page, 'do-not-rent view')).toEqual([]);
});
