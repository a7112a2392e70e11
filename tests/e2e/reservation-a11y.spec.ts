import type { Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  bookThroughApi,
  chooseVehicle,
  confirmationCode,
  fillContact,
  searchFromStart,
  testEmail,
  tripDates,
} from './support/reservation-flow';
import { tabTo } from './support/site';

/** Axe finds nothing on any step, and the whole booking can be done with the keyboard alone. */

/** Phone and desktop runs book on different days (they share the database), all within the 18-month booking horizon. */
const shift = (page: Page) => ((page.viewportSize()?.width ?? 0) < 1024 ? 300 : 0);

test.describe('axe on every step @phone', () => {
  test('start, availability, confirm (with errors and the terms open) and success', async ({ page }) => {
    // Seven axe scans of a full page each: on a loaded 2-core machine one scan has taken 20 s.
    test.setTimeout(240_000);
    const trip = tripDates(170 + shift(page));
    const found: string[] = [];
    await page.goto('/');
    await expect(page.getByLabel('Pickup location')).toBeEnabled();
    found.push(...(await violations(page, 'start')));
    await page.getByRole('button', { name: 'Show available vehicles' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    found.push(...(await violations(page, 'start with errors')));

    await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers: 20 });
    await expect(page.getByRole('article').first()).toBeVisible();
    found.push(...(await violations(page, 'availability')));
    await page.getByRole('button', { name: 'About the effective daily rate' }).first().click();
    await page.getByRole('button', { name: 'Change search' }).click();
    await expect(page.getByRole('button', { name: 'Show available vehicles' })).toBeVisible();
    found.push(...(await violations(page, 'availability editing, tooltip open')));
    await page.getByRole('button', { name: 'Keep this search' }).click();

    await chooseVehicle(page, '12 Passenger Van');
    found.push(...(await violations(page, 'confirm')));
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    found.push(...(await violations(page, 'confirm with errors')));
    await page.getByRole('button', { name: 'Read the rental terms' }).click();
    await expect(page.getByRole('dialog', { name: 'Rental terms and conditions' })).toBeVisible();
    found.push(...(await violations(page, 'terms dialog')));
    await page.keyboard.press('Escape');

    await fillContact(page, testEmail('axe'));
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    await confirmationCode(page);
    found.push(...(await violations(page, 'success')));
    expect(found).toEqual([]);
  });

  test('manage and quote', async ({ page, request }) => {
    test.setTimeout(150_000);
    const email = testEmail('axe-manage');
    const code = await bookThroughApi(request, tripDates(180 + shift(page)), 'minivan', 1, email);
    const found: string[] = [];
    await page.goto(`/manage?code=${code}`);
    await expect(page.getByLabel('E-mail address')).toBeEnabled();
    found.push(...(await violations(page, 'manage')));
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeVisible();
    found.push(...(await violations(page, 'manage details')));
    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    found.push(...(await violations(page, 'cancel dialog')));
    await page.getByRole('button', { name: 'No, keep it' }).click();

    await page.goto('/quote');
    await expect(page.getByLabel('Pickup location')).toBeEnabled();
    await page.getByRole('button', { name: 'Send my quote request' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    found.push(...(await violations(page, 'quote with errors')));
    expect(found).toEqual([]);
  });
});

// Untagged, so the desktop project runs it: keyboard use is a desktop concern.
test('a booking can be completed with the keyboard alone', async ({ page }) => {
  const trip = tripDates(190);
  const [year, month, day] = trip.pickupDate.split('-');
  const [rYear, rMonth, rDay] = trip.returnDate.split('-');
  await page.goto('/');
  const location = page.getByLabel('Pickup location');
  await expect(location).toBeEnabled();
  await expect(location).toContainText('Baltimore Harbor');

  await tabTo(page, location, 60);
  await page.keyboard.type('Baltimore');
  await expect(location).toHaveValue('baltimore');
  await tabTo(page, page.getByLabel('Pickup date'));
  await page.keyboard.type(`${month}${day}${year}`);
  await tabTo(page, page.getByLabel('Return date'));
  await page.keyboard.type(`${rMonth}${rDay}${rYear}`);
  await tabTo(page, page.getByLabel('Age of the main driver'));
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/availability$/);
  const choose = page.getByRole('button', { name: 'Choose Minivan' });
  await expect(choose).toBeVisible();
  await tabTo(page, choose, 80);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/confirm$/);
  const waiver = page.getByRole('radio', { name: /^Collision damage waiver/ });
  await tabTo(page, waiver, 40);
  await page.keyboard.press('Space');
  await expect(waiver).toBeChecked();
  await tabTo(page, page.getByLabel('First name'), 40);
  await page.keyboard.type('Alan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Turing');
  await page.keyboard.press('Tab');
  await page.keyboard.type(testEmail('keyboard'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('+44 20 7946 0000');
  // The box for reminders by text comes with the number, and is passed by unticked.
  await page.keyboard.press('Tab');
  const texts = page.getByRole('checkbox', { name: 'Text me reminders about this booking at this number' });
  await expect(texts).toBeFocused();
  // So is the box asking for a reminder by e-mail if the booking is not finished (decision 046).
  await page.keyboard.press('Tab');
  const remind = page.getByRole('checkbox', { name: /^E-mail me a link to this search/ });
  await expect(remind).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(texts).not.toBeChecked();
  await expect(remind).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'I have read and accept the rental terms.' }),
  ).toBeChecked();
  // The terms open and close from the keyboard without losing anything.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Rental terms and conditions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Read the rental terms' })).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Alan');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Confirm reservation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await confirmationCode(page);
});
