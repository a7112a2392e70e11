import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phone } from './support/phone';
import {
  confirmationCode,
  fillContact,
  priceBreakdown,
  returnNotOnSunday,
  testEmail,
  vehicleCard,
} from './support/reservation-flow';
import { gotoHydrated } from './support/site';

/**
 * A one-way rental on a phone (decision 028): a band drives a 15-passenger van
 * from Baltimore to a show in Chicago and flies home. The search's "Return to
 * a different location", the trip named by its two ends, a bus refused in
 * words, the one-way fee's line and the total on confirm, the return location
 * on success. Axe on each step with the one-way shown; the fixture checks that
 * nothing scrolls sideways.
 */

/** Weeks ahead, on dates no other test books; the return is not a Sunday, when Chicago is closed. */
const oneWayDates = () => returnNotOnSunday(505);

test('@phone a band books a 15-passenger van one-way from Baltimore to Chicago, the fee and the total in words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const trip = oneWayDates();
  await gotoHydrated(page, '/?pickupLocationId=baltimore#reserve');
  await page.locator('#reserve [data-live]').waitFor();
  const form = page.locator('#reserve form');
  await expect(form.getByLabel('Pickup location')).toHaveValue('baltimore');
  await expect(form.getByLabel('Return location')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Return to a different location' }).check();
  await form.getByLabel('Return location').selectOption({ label: 'Chicago West Loop' });
  await expect(form).toContainText('The return time is local to the return location');
  await form.getByLabel('Pickup date').fill(trip.pickupDate);
  await form.getByLabel('Pickup time').fill('10:00');
  await form.getByLabel('Return date').fill(trip.returnDate);
  await form.getByLabel('Return time').fill('10:00');
  await form.getByLabel('Age of the main driver').fill('29');
  await form.getByLabel(/How many people/).fill('12');
  expect(await violations(page, 'the search with a return location')).toEqual([]);

  // A reload keeps the one-way choice, like every field of the search (the flow's session).
  await gotoHydrated(page, '/');
  // The search is an island: its script loads when the form comes into view.
  await page.locator('#reserve').scrollIntoViewIfNeeded();
  await page.locator('#reserve [data-live]').waitFor();
  await expect(form.getByRole('checkbox', { name: 'Return to a different location' })).toBeChecked();
  await expect(form.getByLabel('Return location')).toHaveValue('chicago');
  await form.getByRole('button', { name: 'Show available vehicles' }).click();

  await expect(page).toHaveURL(/\/availability$/);
  const summary = page.getByRole('region', { name: 'Your trip', exact: true });
  await expect(summary).toContainText('Baltimore Harbor → Chicago West Loop');
  // A bus goes round trip only: said in words, no code.
  const bus = vehicleCard(page, '25 Passenger Bus');
  await expect(bus).toContainText('cannot be returned to another location on this route');
  await expect(page.getByRole('main')).not.toContainText('one_way');
  expect(await violations(page, 'the one-way results')).toEqual([]);
  await expectNoSidewaysScroll(page, 'the one-way results');

  const van = vehicleCard(page, '15 Passenger Van');
  await van.getByRole('button', { name: 'Choose 15 Passenger Van' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  const booking = page.getByRole('region', { name: 'Your booking' });
  await expect(booking).toContainText('Return location');
  await expect(booking).toContainText('Chicago West Loop');
  const bar = page.getByRole('region', { name: 'Your total' });
  await expect(bar).toContainText(/\$[\d,]+\.\d\d/);
  const breakdown = await priceBreakdown(page);
  await expect(breakdown).toContainText('One-way fee, Baltimore Harbor to Chicago West Loop');
  await expect(breakdown).toContainText('$675.00');
  await expect(breakdown).toContainText(/Total \(includes taxes and fees\)\s*\$[\d,]+\.\d\d/);
  await expect(breakdown).not.toContainText('baltimore>chicago');
  expect(await violations(page, 'confirm with the one-way fee')).toEqual([]);
  await expectNoSidewaysScroll(page, 'confirm with the one-way fee');

  await fillContact(page, testEmail('band'));
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await confirmationCode(page);
  const booked = page.getByRole('region', { name: 'Your booking' });
  await expect(booked).toContainText('Return location');
  await expect(booked).toContainText('Chicago West Loop');
  await expect(page.getByRole('main')).toContainText('One-way fee, Baltimore Harbor to Chicago West Loop');
  expect(await violations(page, 'the one-way booking made')).toEqual([]);
});
