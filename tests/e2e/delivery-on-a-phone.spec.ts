import { signIn } from './support/admin';
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
 * Delivery on a phone (decision 030): a band has its 15-passenger van brought
 * to its rehearsal space in Baltimore, drives it one-way to a show in Chicago
 * and leaves it at the counter there. The search's "Deliver the vehicles to an
 * address", the delivery's and the one-way fee's lines with the total, the
 * booking's summary by the area only; then the counter's staff, on a tablet,
 * find the delivery with its address on Baltimore's Today on the pickup day
 * and the return on Chicago's Today on the return day. Axe on the search with
 * the address and on confirm.
 */

/**
 * Weeks ahead, on dates no other test books, a few days apart per project: each books one of
 * Baltimore's two demo drivers at 09:15. The return is not a Sunday, when Chicago is closed.
 */
const deliveryDates = (project: string) => returnNotOnSunday(project === 'phone' ? 535 : 539);

const tablet = { width: 820, height: 1180 };

test('@phone a band has a 15-passenger van delivered in Baltimore and returns it in Chicago; the counters see both', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize(phone);
  const trip = deliveryDates(testInfo.project.name);
  await gotoHydrated(page, '/?pickupLocationId=baltimore#reserve');
  await page.locator('#reserve [data-live]').waitFor();
  const form = page.locator('#reserve form');
  await form.getByRole('checkbox', { name: 'Return to a different location' }).check();
  await form.getByLabel('Return location').selectOption({ label: 'Chicago West Loop' });
  await expect(form.getByLabel('Street address')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Deliver the vehicles to an address' }).check();
  const address = form.getByRole('group', { name: 'Delivery address' });
  await address.getByLabel('Street address').fill('400 Key Highway');
  await address.getByLabel('City').fill('Baltimore');
  await address.getByLabel('State').selectOption({ label: 'Maryland' });
  // Where Baltimore's drivers go is said before the search (its demo zone, decision 030).
  await expect(address.getByLabel('ZIP code')).toHaveAccessibleDescription(
    /Baltimore Harbor delivers within ZIP codes 21201 to 21231/,
  );
  await address.getByLabel('ZIP code').fill('21230');
  await form.getByLabel(/Instructions for the driver/).fill('Loading dock behind the hall.');
  await form.getByLabel('Pickup date').fill(trip.pickupDate);
  await form.getByLabel('Pickup time').fill('10:00');
  await form.getByLabel('Return date').fill(trip.returnDate);
  await form.getByLabel('Return time').fill('10:00');
  await form.getByLabel('Age of the main driver').fill('29');
  await form.getByLabel(/How many people/).fill('12');
  expect(await violations(page, 'the search with a delivery address')).toEqual([]);
  await form.getByRole('button', { name: 'Show available vehicles' }).click();

  // The address is personal data: in the request's body and the tab's session, never in the address bar.
  await expect(page).toHaveURL(/\/availability$/);
  expect(page.url()).not.toMatch(/Key|21230/);
  const van = vehicleCard(page, '15 Passenger Van');
  await van.getByText('Price details').click();
  await expect(van).toContainText('Delivery, Baltimore');
  await expect(van).toContainText('One-way fee, Baltimore Harbor to Chicago West Loop');
  await van.getByRole('button', { name: 'Choose 15 Passenger Van' }).click();

  await expect(page).toHaveURL(/\/confirm$/);
  const booking = page.getByRole('region', { name: 'Your booking' });
  await expect(booking).toContainText('Delivered to Baltimore, MD 21230 at 10:00 AM');
  await expect(booking).not.toContainText('Key Highway');
  await expect(page.getByRole('region', { name: 'Your total' })).toContainText(
    /Total, taxes and fees included\s*\$[\d,]+\.\d\d/,
  );
  const breakdown = await priceBreakdown(page);
  await expect(breakdown).toContainText('Delivery, Baltimore');
  await expect(breakdown).toContainText('$95.00');
  await expect(breakdown).toContainText('One-way fee, Baltimore Harbor to Chicago West Loop');
  await expect(breakdown).toContainText(/Total \(includes taxes and fees\)\s*\$[\d,]+\.\d\d/);
  expect(await violations(page, 'confirm with the delivery')).toEqual([]);
  await expectNoSidewaysScroll(page, 'confirm with the delivery');

  await fillContact(page, testEmail('delivered-band'));
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  const code = await confirmationCode(page);
  const booked = page.getByRole('region', { name: 'Your booking' });
  await expect(booked).toContainText('Delivered to Baltimore, MD 21230 at 10:00 AM');
  await expect(booked).toContainText('Chicago West Loop');
  await expect(page.getByRole('main')).toContainText('Delivery, Baltimore');

  // The counters' staff, on a tablet.
  await page.setViewportSize(tablet);
  await signIn(page, `/admin?view=today&locationId=baltimore&date=${trip.pickupDate}`, 30_000);
  const deliveries = page.getByRole('table', { name: 'Deliveries' });
  const delivery = deliveries.getByRole('row').filter({ hasText: code });
  await expect(delivery).toContainText('Leaves at 9:15 AM');
  await expect(delivery).toContainText('400 Key Highway, Baltimore, MD 21230');
  await expect(delivery).toContainText('Loading dock behind the hall.');
  await expect(delivery).toContainText('15 Passenger Van 1');
  const pickup = page.getByRole('table', { name: 'Pickups' }).getByRole('row').filter({ hasText: code });
  await expect(pickup).toContainText('Delivered');
  // One way: where and when the van goes back, for the agent to tell the band.
  await expect(pickup).toContainText('Return to Chicago West Loop');

  expect(await violations(page, 'Today with a delivery')).toEqual([]);

  await page.goto(`/admin?view=today&locationId=chicago&date=${trip.returnDate}`);
  const returns = page.getByRole('table', { name: 'Returns' });
  await expect(returns.getByRole('row').filter({ hasText: code })).toContainText('10:00 AM');
  await expect(page.getByRole('table', { name: 'Collections' })).toHaveCount(0);
});
