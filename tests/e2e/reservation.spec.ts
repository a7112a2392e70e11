import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  chooseVehicle,
  confirmationCode,
  fillContact,
  priceBreakdown,
  searchFromStart,
  testEmail,
  tripDates,
  vehicleCard,
} from './support/reservation-flow';

/**
 * A booking end to end on a desktop and on a phone, against
 * the real server and database, then found on the manage page and cancelled.
 */
async function bookAndCancel(page: Page, offset: number, label: string): Promise<void> {
  const trip = tripDates(offset);
  const email = testEmail(label);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });

  const van = vehicleCard(page, '15 Passenger Van');
  await expect(van).toContainText('15 seats');
  await expect(van).toContainText('$358.00');
  await expect(van).toContainText('for 2 days');
  await expect(van).toContainText('Effective daily rate: $179.00');
  await expect(van).toContainText(/left for your dates/);
  // A CDL bus is booked online too, saying what its drivers need (their licences are checked when named).
  const bus = vehicleCard(page, '44 Passenger Bus');
  await expect(bus).toContainText('CDL driver needed');
  await expect(bus.getByRole('button', { name: /Choose/ }).first()).toBeVisible();
  await chooseVehicle(page, '15 Passenger Van');

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your reservation' })).toBeVisible();
  const price = await priceBreakdown(page);
  await expect(price).toContainText('2 days at $179.00');
  // Baltimore's demo taxes and fees on top of the vehicles' $358.00, before any extra or protection.
  await expect(price).toContainText('Total (includes taxes and fees)$401.27');
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Confirm reservation' }).click();

  const code = await confirmationCode(page);
  await expect(page.getByText(`A confirmation e-mail is on its way to ${email}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  const google = page.getByRole('link', { name: /Add to Google Calendar/ });
  await expect(google).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download calendar file (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`reservation-${code}.ics`);
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`UID:reservation-${code}@`);

  await page.getByRole('link', { name: 'Manage or cancel this booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage\\?code=${code}$`));
  await expect(page.getByLabel('Confirmation code', { exact: true })).toHaveValue(code);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeVisible();
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByText('Status: Canceled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel this booking' })).toHaveCount(0);
}

/** The dataLayer's events as [name, params] (gtag pushes Arguments objects). */
function dataLayerEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event')
      .map((entry) => [entry[1], entry[2]] as [string, Record<string, unknown>]),
  );
}

test('a group books a van on a desktop, then finds and cancels the booking', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await bookAndCancel(page, 40, 'desktop');
  // Hydration of the prerendered steps and every step after it ran without a React error.
  expect(problems).toEqual([]);
});

test('the flow reports its commerce and form events (SPEC §3)', async ({ page }) => {
  const trip = tripDates(45);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  await chooseVehicle(page, 'Minivan', 2);
  await fillContact(page, testEmail('events'));
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  const code = await confirmationCode(page);

  const events = await dataLayerEvents(page);
  const names = events.map(([name]) => name);
  for (const name of [
    'form_start',
    'form_submit',
    'view_item_list',
    'select_item',
    'begin_checkout',
    'purchase',
  ])
    expect(names).toContain(name);
  const purchase = events.find(([name]) => name === 'purchase')?.[1];
  // Two minivans for two days at $89: the subtotal in dollars.
  expect(purchase).toMatchObject({
    transaction_id: code,
    value: 356,
    currency: 'USD',
    vehicle_class: 'minivan',
  });
  expect(events.find(([name]) => name === 'begin_checkout')?.[1]).toMatchObject({ value: 356 });
  expect(events.find(([name]) => name === 'view_item_list')?.[1].items).toEqual(
    expect.arrayContaining([expect.objectContaining({ item_id: 'minivan', price: 178 })]),
  );
});

// Phone project only (playwright.config.ts); the desktop run of the same journey is above.
test.describe('on a phone @mobile-only', () => {
  test('a group books a van on a phone, then finds and cancels the booking', async ({ page }) => {
    await bookAndCancel(page, 50, 'phone');
  });
});
