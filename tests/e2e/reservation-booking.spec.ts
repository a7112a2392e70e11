import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  bookThroughApi,
  chooseVehicle,
  confirmationCode,
  fillContact,
  isoDay,
  searchFromStart,
  testEmail,
  tripDates,
  unitsFree,
  vehicleCard,
} from './support/reservation-flow';

/** Booking: once, losing the last unit, monthly and multi-vehicle rentals. */

const bookingPosts = (requests: Request[]) =>
  requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/reservations');

test('a double-clicked confirm creates one reservation', async ({ page, request }) => {
  const trip = tripDates(90);
  const before = await unitsFree(request, trip, '12-passenger-van');
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  await chooseVehicle(page, '12 Passenger Van');
  await fillContact(page, testEmail('double'));
  const sent: Request[] = [];
  page.on('request', (r) => sent.push(r));
  // A slow answer, so the second click lands while the first is on its way.
  await page.route('**/api/reservations', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Confirm reservation' }).dblclick();
  await confirmationCode(page);
  expect(bookingPosts(sent)).toHaveLength(1);
  expect(await unitsFree(request, trip, '12-passenger-van')).toBe(before - 1);
});

test('pressing confirm again after a lost answer reuses its key and books once', async ({
  page,
  request,
}) => {
  const trip = tripDates(95);
  const before = await unitsFree(request, trip, 'minivan');
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  await chooseVehicle(page, 'Minivan');
  await fillContact(page, testEmail('retry'));
  const sent: Request[] = [];
  page.on('request', (r) => sent.push(r));
  // The first request reaches the server and books, but its answer is lost on the way back.
  let first = true;
  await page.route('**/api/reservations', async (route) => {
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await expect(page.getByText(/could not reach our server.*will not book twice/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await confirmationCode(page);
  const keys = bookingPosts(sent).map((r) => r.headers()['idempotency-key']);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  expect(await unitsFree(request, trip, 'minivan')).toBe(before - 1);
});

test('losing the last unit between availability and confirm shows the 409 message and fresh results', async ({
  page,
  request,
}) => {
  const trip = tripDates(100);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  await chooseVehicle(page, '15 Passenger Activity Bus');
  await fillContact(page, testEmail('conflict'));
  // Another group takes every unit left while this visitor types.
  const left = await unitsFree(request, trip, '15-passenger-activity-bus');
  await bookThroughApi(request, trip, '15-passenger-activity-bus', left, testEmail('other-group'));
  await page.getByRole('button', { name: 'Confirm reservation' }).click();

  await expect(page).toHaveURL(/\/availability$/);
  // The toast raised on the confirm step is still there after the move to the results (SPEC Part B §7).
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')).toContainText(
    'The last 15 Passenger Activity Bus was just booked by someone else.',
  );
  await expect(
    page.getByRole('alert').filter({ hasText: 'Someone just booked the last 15 Passenger Activity Bus' }),
  ).toContainText('Here are the vehicles still free for your dates.');
  await expect(vehicleCard(page, '15 Passenger Activity Bus')).toContainText('None left for your dates');
  await expect(
    vehicleCard(page, '15 Passenger Activity Bus').getByRole('button', { name: /^Choose/ }),
  ).toHaveCount(0);
  await expect(vehicleCard(page, 'Minivan').getByRole('button', { name: 'Choose Minivan' })).toBeVisible();
});

test('a monthly rental goes through', async ({ page }) => {
  const pickupDate = isoDay(110);
  await searchFromStart(page, { pickupDate, months: 2 });
  const minivan = vehicleCard(page, 'Minivan');
  await expect(minivan).toContainText('$3,598.00');
  await expect(minivan).toContainText('for 2 months');
  await chooseVehicle(page, 'Minivan');
  await expect(page.getByRole('region', { name: 'Price breakdown' })).toContainText('2 months at $1,799.00');
  await fillContact(page, testEmail('monthly'));
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await confirmationCode(page);
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('Minivan');
  // With the collision damage waiver for the 61 days, taxes and fees: as stored at booking.
  await expect(page.getByRole('region', { name: 'Price breakdown' })).toContainText(
    'Total (includes taxes and fees)$5,905.17',
  );
});

test('a group of 40 books three 15 passenger vans in one booking', async ({ page, request }) => {
  const trip = tripDates(120);
  const before = await unitsFree(request, trip, '15-passenger-van');
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers: 40 });
  const suggestion = page.getByRole('region', { name: 'For your group of 40 people' });
  await expect(suggestion).toContainText('1 × 44 Passenger Bus');
  await expect(suggestion).toContainText('commercial driver’s license');
  await suggestion.getByRole('button', { name: 'Choose 3 × 15 Passenger Van' }).click();

  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('3 × 15 Passenger Van');
  const price = page.getByRole('region', { name: 'Price breakdown' });
  await expect(price).toContainText('× 3 vehicles$1,074.00');
  await expect(price).toContainText('15 Passenger Van (3 vehicles × $358.00)$1,074.00');
  await expect(price).toContainText('Total (includes taxes and fees)$1,203.81');
  await fillContact(page, testEmail('group'));
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await confirmationCode(page);
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('3 × 15 Passenger Van');
  expect(await unitsFree(request, trip, '15-passenger-van')).toBe(before - 3);
});
