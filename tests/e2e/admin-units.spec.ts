import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/admin';
import { axeBuilder } from './support/axe';
import { expect, test } from './support/fixtures';
import { freshVehicle, retireUnit } from './support/fleet';
import { tabTo } from './support/site';

// The back office's Units view (decision 015): staff add a vehicle and book its
// maintenance with the keyboard. The suite shares one database, so each run
// adds its own unit (a fresh fleet number and VIN) of a class no other spec
// edits counts of, books its maintenance in March 2027, and retires it after.

const place = {
  locationId: 'denver',
  location: 'Denver Central',
  classId: '12-passenger-van',
  className: '12 Passenger Van',
};
/** The view filtered to one class at one location, as staff look at it (the whole fleet is hundreds of rows). */
const unitsView = `/admin?view=units&locationId=${place.locationId}&classId=${place.classId}`;

function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

async function axeViolations(page: Page, state: string): Promise<string[]> {
  // From the top: a control passing under the phone's sticky header at the moment of the scan
  // reads to axe's target-size rule as a small target.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${state}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Types into a field reached with Tab (a select takes the option's first letters). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field, 60);
  await page.keyboard.type(text);
}

test('staff add a unit and book its maintenance with the keyboard @phone', async ({ page }) => {
  // Four axe passes and a sign-in on a shared machine.
  test.slow();
  const vehicle = freshVehicle('1FBAX2CM0KK', 'E2E');
  await signIn(page, unitsView);
  await expect(page.getByRole('heading', { level: 2, name: 'Units' })).toBeVisible();
  const problems: string[] = [];
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect(page.getByRole('table', { name: 'Units' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading…')).toHaveCount(0);
  problems.push(...(await axeViolations(page, 'view')));
  expect(await fits()).toBe(true);

  let unitId: string | undefined;
  try {
    const add = page.getByRole('button', { name: 'Add a unit' });
    await add.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'New unit' });
    await expect(form.getByRole('heading', { name: 'New unit' })).toBeFocused();
    problems.push(...(await axeViolations(page, 'add form')));

    // Sent empty: the summary takes the focus and each field says what it needs.
    await form.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(form.getByLabel(/^Fleet number/)).toHaveAttribute('aria-invalid', 'true');
    problems.push(...(await axeViolations(page, 'add form with errors')));
    expect(await fits()).toBe(true);

    await form.getByRole('heading', { name: 'New unit' }).focus();
    await typeInto(page, form.getByLabel(/^Fleet number/), vehicle.fleetNumber);
    await typeInto(page, form.getByLabel(/^VIN/), vehicle.vin);
    await typeInto(page, form.getByLabel(/^License plate/), vehicle.plate);
    await tabTo(page, form.getByLabel(/^Plate state/));
    await form.getByLabel(/^Plate state/).selectOption({ label: 'Colorado' });
    await tabTo(page, form.getByLabel(/^Location/));
    await form.getByLabel(/^Location/).selectOption({ label: place.location });
    await tabTo(page, form.getByLabel(/^Vehicle class/));
    await form.getByLabel(/^Vehicle class/).selectOption({ label: place.className });
    await typeInto(page, form.getByLabel(/^Odometer/), '12500');
    await typeInto(page, form.getByLabel(/^Fuel capacity/), '25');
    await page.keyboard.press('Enter');
    await expect(toast(page, `Unit ${vehicle.fleetNumber} added.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Units' })).toBeFocused();

    const listed = await (await page.request.get(`/api/admin/units?locationId=${place.locationId}`)).json();
    unitId = listed.units.find((u: { fleetNumber: string }) => u.fleetNumber === vehicle.fleetNumber)?.id;
    expect(unitId).toBeTruthy();

    // Its maintenance: a day in March 2027, booked from the row's button.
    const maintenance = page.getByRole('button', { name: `Maintenance of unit ${vehicle.fleetNumber}` });
    await maintenance.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: `Maintenance of ${vehicle.fleetNumber}` });
    const book = panel.getByRole('form', { name: 'Book maintenance' });
    await expect(book.getByRole('heading', { name: 'Book maintenance' })).toBeFocused();
    await tabTo(page, book.getByLabel(/^Start date/));
    await book.getByLabel(/^Start date/).fill('2027-03-09');
    await tabTo(page, book.getByLabel(/^Start time/));
    await book.getByLabel(/^Start time/).fill('08:00');
    await tabTo(page, book.getByLabel(/^End date/));
    await book.getByLabel(/^End date/).fill('2027-03-10');
    await tabTo(page, book.getByLabel(/^End time/));
    await book.getByLabel(/^End time/).fill('17:00');
    await typeInto(page, book.getByLabel(/^Reason/), 'Annual inspection');
    await page.keyboard.press('Enter');
    await expect(toast(page, `Maintenance booked for ${vehicle.fleetNumber}.`)).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Booked maintenance' })).toContainText('Annual inspection');
    const row = page
      .getByRole('table', { name: 'Units' })
      .getByRole('row')
      .filter({ hasText: vehicle.fleetNumber });
    await expect(row).toContainText('Booked from Tue, Mar 9, 2027 at 8:00 AM');
    await page.waitForLoadState('networkidle');
    problems.push(...(await axeViolations(page, 'maintenance')));
    expect(await fits()).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    if (unitId) await retireUnit(page, unitId);
  }
});
