import type { Page } from '@playwright/test';
import { csrf, signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { freshVehicle, retireUnit } from './support/fleet';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

// The back office's global search (decision 042), on a desktop and on a tablet (1024×768): staff
// press "/", type a plate as written on the vehicle (a space, lower case), arrow down to the unit
// and press Enter, landing on the units of its location and class; Ctrl+K, a booking's code, Enter:
// the booking. Axe clean with the results open. Each run adds its own unit and retires it after.

const place = { locationId: 'denver', classId: '12-passenger-van' };

async function addUnit(page: Page) {
  const vehicle = freshVehicle('1FBAX2CM0KK', 'S');
  const added = await page.request.post('/api/admin/units', {
    headers: await csrf(page),
    data: { ...vehicle, plateState: 'CO', ...place, odometerMiles: 1000, fuelCapacityGallons: 25 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const listed = await (await page.request.get(`/api/admin/units?locationId=${place.locationId}`)).json();
  const id: string = listed.units.find(
    (u: { fleetNumber: string }) => u.fleetNumber === vehicle.fleetNumber,
  )?.id;
  expect(id).toBeTruthy();
  return { ...vehicle, id };
}

async function searchWith(page: Page, viewport: string) {
  const code = await bookThroughApi(page.request, tripDates(352), '12-passenger-van', 1, testEmail('search'));
  await signIn(page, '/admin?view=today');
  const unit = await addUnit(page);
  try {
    const box = page.getByRole('combobox', { name: 'Find in the back office' });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    // The plate as written on the vehicle: "S1234" typed "s 1234".
    const typed = `${unit.plate.slice(0, 1).toLowerCase()} ${unit.plate.slice(1)}`;
    await page.keyboard.type(typed);
    const results = page.getByRole('listbox', { name: 'Results' });
    const vehicles = results.getByRole('group', { name: 'Vehicles' });
    await expect(vehicles.getByRole('option', { name: new RegExp(unit.fleetNumber) })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await violations(page, `global search, results open (${viewport})`)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    const option = vehicles.getByRole('option', { name: new RegExp(unit.fleetNumber) });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`view=units&locationId=${place.locationId}&classId=${place.classId}&unit=`),
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Units' })).toBeVisible();
    // The unit found is the one marked in the list.
    const marked = page.locator('tr[aria-current="true"]');
    await expect(marked.getByRole('cell', { name: unit.fleetNumber, exact: true })).toBeVisible();

    // Ctrl+K from anywhere, a booking's code in lower case: Enter opens the booking.
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.fill(code.toLowerCase());
    await expect(
      results.getByRole('group', { name: 'Bookings' }).getByRole('option', { name: new RegExp(code) }),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`view=bookings&booking=${code}$`));
    await expect(page.getByRole('dialog', { name: new RegExp(code) })).toBeVisible();

    // The booking's dialog closed, nothing found: said so; Escape clears the box.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.fill('zzqq no such thing');
    await expect(page.getByText('No results for “zzqq no such thing”.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
  } finally {
    await retireUnit(page, unit.id);
  }
}

test('global search on a desktop: "/" and a plate, arrow, Enter lands on the unit; Ctrl+K and a code, the booking', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await searchWith(page, 'desktop');
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('global search on a tablet: the same, at 1024×768', async ({ page }) => {
    test.setTimeout(90_000);
    await searchWith(page, 'tablet');
  });
});
