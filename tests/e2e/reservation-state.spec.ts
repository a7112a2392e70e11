import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  chooseVehicle,
  confirmationCode,
  fillSearch,
  searchFromStart,
  testEmail,
  tripDates,
  vehicleCard,
} from './support/reservation-flow';
import { gotoHydrated } from './support/site';

/** SPEC Part B §8: the flow lives in the tab's session; steps need what earlier steps give. */

test('a reload on each step keeps what was entered', async ({ page }) => {
  const trip = tripDates(60);
  const email = testEmail('reload');
  // Hydrated first: what is typed before then survives a reload once the page is (the test below); a reload
  // before any of the page's scripts ran has nothing to keep it but the browser's own form restoration.
  await gotoHydrated(page, '/');
  await expect(page.getByLabel('Pickup location')).toContainText('Baltimore Harbor');
  await fillSearch(page, {
    pickupDate: trip.pickupDate,
    returnDate: trip.returnDate,
    age: 31,
    passengers: 12,
  });
  await page.reload();
  // A reload opens the page at its top, where the form may sit just below the first screen (its part of the
  // page loads when it comes into view): the visitor scrolls down to it, and the live form shows what the
  // tab's session kept (not only what the browser's own form restoration put back into the served HTML).
  await page.locator('#reserve').scrollIntoViewIfNeeded();
  await page.locator('#reserve [data-live]').waitFor({ timeout: 20_000 });
  await expect(page.getByLabel('Pickup location')).toHaveValue('baltimore');
  await expect(page.getByLabel('Pickup date')).toHaveValue(trip.pickupDate);
  await expect(page.getByLabel('Return date')).toHaveValue(trip.returnDate);
  await expect(page.getByLabel('Age of the main driver')).toHaveValue('31');
  await expect(page.getByLabel(/How many people/)).toHaveValue('12');
  await page.getByRole('button', { name: 'Show available vehicles' }).click();

  await expect(page).toHaveURL(/\/availability$/);
  await expect(vehicleCard(page, '12 Passenger Van')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText(
    'Baltimore Harbor',
  );
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText('12 people');
  await expect(vehicleCard(page, '12 Passenger Van')).toBeVisible();
  await chooseVehicle(page, '12 Passenger Van');

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('radio', { name: /^Supplemental liability/ }).check();
  await page.getByLabel('How many: Luggage trailer').selectOption('1');
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Supplemental liability/ })).toBeChecked();
  await expect(page.getByLabel('How many: Luggage trailer')).toHaveValue('1');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await expect(page.getByRole('main').getByText('12 Passenger Van', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Mobile phone number').fill('+1 410 555 0199');
  await page.getByRole('checkbox', { name: 'I have read and accept the rental terms.' }).check();
  await page.getByRole('button', { name: 'Confirm reservation' }).click();

  const code = await confirmationCode(page);
  await page.reload();
  await expect(page.getByTestId('reservation-code')).toHaveText(code);
});

test('the back button returns to the results with the search, filter and sort intact', async ({ page }) => {
  const trip = tripDates(70);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  const names = page.getByRole('article').getByRole('heading', { level: 3 });
  // Price, lowest first: the minivan leads; seats, most first: the 44 passenger bus (booked online with CDL drivers).
  await expect(names.first()).toHaveText('Minivan');
  await page.getByLabel('Sort by').selectOption({ label: 'Seats, most first' });
  await expect(page).toHaveURL(/\/availability\?sort=capacity$/);
  await expect(names.first()).toHaveText('44 Passenger Bus');
  await page.getByLabel('Vehicle type').selectOption({ label: 'Minivans' });
  await expect(names).toHaveText(['Minivan']);
  await chooseVehicle(page, 'Minivan');
  await page.goBack();
  await expect(page).toHaveURL(/\/availability\?sort=capacity$/);
  await expect(names).toHaveText(['Minivan']);
  await expect(page.getByLabel('Sort by')).toHaveValue('capacity');
  await page.goBack();
  await expect(page.getByLabel('Pickup date')).toHaveValue(trip.pickupDate);
});

test('opening /confirm or /success with nothing to show goes to the first step that lacks it', async ({
  page,
}) => {
  await page.goto('/confirm');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Tell us about your trip first' })).toBeVisible();

  await page.goto('/success');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Tell us about your trip first')).toBeVisible();

  const trip = tripDates(80);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  await page.goto('/confirm');
  await expect(page).toHaveURL(/\/availability$/);
  await expect(page.getByText('Choose a vehicle first.')).toBeVisible();

  await chooseVehicle(page, 'Minivan');
  await page.goto('/success');
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByText('You have not booked yet.')).toBeVisible();
});

test('what is typed before the search form is live survives a reload', async ({ page }) => {
  const trip = tripDates(77);
  // The page is hydrated, the form's own script not there yet (a slow network).
  let holding = true;
  await page.route('**/start-search-*.js', (route) => (holding ? route.abort() : route.continue()));
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await fillSearch(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, age: 33 });
  await expect(page.locator('[data-live]')).toHaveCount(0);
  holding = false;
  await page.reload();
  await expect(page.getByLabel('Pickup location')).toHaveValue('baltimore');
  await expect(page.getByLabel('Pickup date')).toHaveValue(trip.pickupDate);
  await expect(page.getByLabel('Return date')).toHaveValue(trip.returnDate);
  await expect(page.getByLabel('Age of the main driver')).toHaveValue('33');
  await page.getByRole('button', { name: 'Show available vehicles' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(vehicleCard(page, 'Minivan')).toBeVisible();
});

test('what is typed before the page is hydrated survives a reload once it is', async ({ page }) => {
  const trip = tripDates(78);
  // The page's scripts come late (a slow phone): the visitor fills the prerendered form before any
  // handler could hear it; the form's own script is still not there when they reload.
  let scripts: 'late' | 'form withheld' | 'all' = 'late';
  await page.route('**/*.js', async (route) => {
    if (scripts === 'late') await new Promise((done) => setTimeout(done, 1500));
    if (scripts !== 'all' && route.request().url().includes('/start-search-')) return route.abort();
    return route.continue();
  });
  // What the tab keeps at the moment the page says it is live: a reload at that very moment starts from it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.dataset.hydrated) return;
      observer.disconnect();
      (window as { keptWhenLive?: string }).keptWhenLive = JSON.stringify({ ...sessionStorage });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await fillSearch(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, age: 34 });
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  scripts = 'form withheld';
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as { keptWhenLive?: string }).keptWhenLive)).toContain(
    trip.pickupDate,
  );
  scripts = 'all';
  await page.reload();
  await expect(page.getByLabel('Pickup location')).toHaveValue('baltimore');
  await expect(page.getByLabel('Pickup date')).toHaveValue(trip.pickupDate);
  await expect(page.getByLabel('Return date')).toHaveValue(trip.returnDate);
  await expect(page.getByLabel('Age of the main driver')).toHaveValue('34');
});

test.describe('a search sent before the page is ready', () => {
  // The page's scripts are held back, as on a slow phone: the form is the prerendered HTML alone.
  const holdScripts = (page: Page) => page.route('**/*.js', (route) => route.abort());

  test('is sent by the browser and lands on the results, the search kept', async ({ page }) => {
    const trip = tripDates(75);
    await holdScripts(page);
    await page.goto('/');
    await fillSearch(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers: 9 });
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Show available vehicles' }).click();

    await expect(page).toHaveURL(/\/availability$/);
    await expect(vehicleCard(page, '12 Passenger Van')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your trip', exact: true });
    await expect(summary).toContainText('Baltimore Harbor');
    await expect(summary).toContainText('9 people');
    await page.goBack();
    await expect(page.getByLabel('Pickup date')).toHaveValue(trip.pickupDate);
  });

  test('empty, goes back to the form, which names every field to fill in', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/');
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Show available vehicles' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByRole('link', { name: /pickup location/i }).first()).toBeVisible();
  });

  test('that does not pass goes back to the form with its values and what to fix', async ({ page }) => {
    const trip = tripDates(76);
    await holdScripts(page);
    await page.goto('/');
    // Back before it leaves.
    await fillSearch(page, { pickupDate: trip.returnDate, returnDate: trip.pickupDate, age: 31 });
    await page.unrouteAll();
    await page.getByLabel('Age of the main driver').press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Please check your search' })).toBeVisible();
    // The live form checks it again: the same summary and messages as a search sent from it.
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByText('The return must be after the pickup.').first()).toBeVisible();
    await expect(page.getByLabel('Pickup date')).toHaveValue(trip.returnDate);
    await expect(page.getByLabel('Age of the main driver')).toHaveValue('31');
  });
});

test('on a phone, the results coming in move nothing that is on screen @phone', async ({ page }) => {
  const trip = tripDates(83);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  await expect(vehicleCard(page, 'Minivan')).toBeVisible();
  // A reload with a slow answer: the page is drawn, "Checking which vehicles are free…" shows, then the vehicles come.
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/availability', async (route) => {
    await answered;
    await route.continue();
  });
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Checking which vehicles are free' }),
  ).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shifted += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect(vehicleCard(page, 'Minivan')).toBeVisible();
  await page.waitForTimeout(500); // two frames are enough for a shift to be reported; half a second is generous
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
});
