import type { Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  confirmationCode,
  fillContact,
  fillSearch,
  priceBreakdown,
  testEmail,
  tripDates,
  unitsFree,
  vehicleCard,
} from './support/reservation-flow';

/**
 * The convoy (decision 013): a group books its whole convoy, several classes under one code.
 * On a phone, a youth-group leader books the advisor's suggestion in one
 * click; on a desktop, a group builds its convoy by hand. Axe on each new screen.
 */

/** From the home page to the results, with the group's size and suitcases. */
async function searchForGroup(page: Page, trip: ReturnType<typeof tripDates>, people: number, bags: number) {
  await page.goto('/');
  await expect(page.getByLabel('Pickup location')).toContainText('Baltimore Harbor');
  await fillSearch(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers: people });
  await page.getByLabel('How many suitcases?').fill(String(bags));
  await page.getByRole('button', { name: 'Show available vehicles' }).click();
  await expect(page).toHaveURL(/\/availability$/);
}

test.describe('on a phone @mobile-only', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a youth-group leader books the advisor’s convoy for 28 people and 40 suitcases in one click', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const trip = tripDates(410);
    const vansBefore = await unitsFree(request, trip, '15-passenger-van');
    const cargoBefore = await unitsFree(request, trip, 'cargo-van-box-truck');
    const found: string[] = [];
    await searchForGroup(page, trip, 28, 40);

    const suggestion = page.getByRole('region', { name: 'For your group of 28 people with 40 suitcases' });
    await expect(suggestion).toContainText('2 × 15 Passenger Van + 1 × Cargo Van / Box Truck');
    await expect(suggestion).toContainText('room for 48 suitcases');
    found.push(...(await violations(page, 'availability with the suggestion')));
    await suggestion
      .getByRole('button', { name: 'Choose 2 × 15 Passenger Van + 1 × Cargo Van / Box Truck' })
      .click();

    await expect(page).toHaveURL(/\/confirm$/);
    const booking = page.getByRole('region', { name: 'Your booking' });
    await expect(booking).toContainText('2 × 15 Passenger Van');
    await expect(booking).toContainText('1 × Cargo Van / Box Truck');
    const price = await priceBreakdown(page);
    // Each class's lines under its name; protection is per vehicle of each class.
    await page.getByRole('radio', { name: /^Collision damage waiver/ }).check();
    await expect(price).toContainText('15 Passenger Van (2 vehicles × $358.00)$716.00');
    await expect(price).toContainText('1 × Cargo Van / Box Truck');
    await expect(price).toContainText(/Collision damage waiver \(2 vehicles × 2 days × \$[\d.,]+\)/);
    await expect(price).toContainText(/Collision damage waiver \(2 days × \$[\d.,]+\)/);
    found.push(...(await violations(page, 'confirm with a convoy')));

    await fillContact(page, testEmail('convoy-phone'));
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    await confirmationCode(page);
    const booked = page.getByRole('region', { name: 'Your booking' });
    await expect(booked).toContainText('2 × 15 Passenger Van');
    await expect(booked).toContainText('1 × Cargo Van / Box Truck');
    found.push(...(await violations(page, 'success with a convoy')));
    expect(await unitsFree(request, trip, '15-passenger-van')).toBe(vansBefore - 2);
    expect(await unitsFree(request, trip, 'cargo-van-box-truck')).toBe(cargoBefore - 1);
    expect(found).toEqual([]);
  });
});

test('on a desktop, a group builds a convoy of two classes by hand and books it', async ({ page }) => {
  test.setTimeout(90_000);
  const trip = tripDates(420);
  const email = testEmail('convoy-desktop');
  const found: string[] = [];
  await searchForGroup(page, trip, 20, 10);

  const convoy = page.getByRole('region', { name: 'Your convoy' });
  await expect(convoy).toContainText('To book several kinds of vehicle under one code');
  const van = vehicleCard(page, '15 Passenger Van');
  await van.getByLabel('Number of vehicles').selectOption('1');
  // From the keyboard: the button turns into Remove and keeps the focus.
  const add = van.getByRole('button', { name: 'Add to convoy (15 Passenger Van)' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(van.getByRole('button', { name: 'Remove 15 Passenger Van from the convoy' })).toBeFocused();
  const minivan = vehicleCard(page, 'Minivan');
  // Preset to seat the whole group (three minivans): one is enough beside the van.
  await minivan.getByLabel('Number of vehicles').selectOption('1');
  await minivan.getByRole('button', { name: 'Add to convoy (Minivan)' }).click();

  const status = convoy.getByRole('status');
  await expect(status).toContainText('2 vehicles');
  await expect(status).toContainText('22 seats for your 20');
  await expect(status).toContainText('Room for 8 suitcases: 2 short of your 10');
  await expect(status).toContainText('taxes and fees included');
  found.push(...(await violations(page, 'availability with a convoy')));
  await convoy.getByRole('button', { name: 'Continue with 2 vehicles' }).click();

  await expect(page).toHaveURL(/\/confirm$/);
  const price = page.getByRole('region', { name: 'Price breakdown' });
  await expect(price).toContainText('1 × 15 Passenger Van');
  await expect(price).toContainText('1 × Minivan');
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  const code = await confirmationCode(page);
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('1 × Minivan');

  // The manage page lists every vehicle too.
  await page.getByRole('link', { name: 'Manage or cancel this booking' }).click();
  await page.getByRole('button', { name: 'Find my booking' }).click();
  const details = page.getByRole('region', { name: `Booking ${code}` });
  await expect(details).toContainText('1 × 15 Passenger Van');
  await expect(details).toContainText('1 × Minivan');
  found.push(...(await violations(page, 'manage with a convoy')));
  expect(found).toEqual([]);
});
