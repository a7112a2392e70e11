import { csrf, signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { freshVehicle, retireUnit } from './support/fleet';
import { tabTo } from './support/site';

// The back office's Service due view (decision 033): staff read a location's units due for service,
// the overdue first with why, and book one's service at a free time with one key press. The suite
// shares one database, so each run adds its own unit, overdue since yesterday (in, and out of
// availability at once: the class's count is as before), and retires it after.

const place = { locationId: 'denver', location: 'Denver Central', classId: 'minivan' };

test('staff read the units due at a location and book an overdue one’s service with one key press @phone', async ({
  page,
}) => {
  test.slow();
  const vehicle = freshVehicle('2C4RC1BG0RR', 'SVC');
  const yesterday = new Date(Date.now() - 86_400_000 * 1.5).toISOString().slice(0, 10);
  await signIn(page, '/admin?view=maintenance');
  await expect(page.getByRole('heading', { level: 2, name: 'Service due' })).toBeVisible();

  let unitId: string | undefined;
  try {
    const added = await page.request.post('/api/admin/units', {
      headers: await csrf(page),
      data: {
        ...vehicle,
        plateState: 'CO',
        locationId: place.locationId,
        classId: place.classId,
        odometerMiles: 30_000,
        fuelCapacityGallons: 19,
        serviceDueOn: yesterday,
        serviceDueMiles: 31_000,
      },
    });
    expect(added.status()).toBe(201);
    unitId = (await added.json()).id;

    const picker = page.getByLabel('Location');
    await tabTo(page, picker, 80);
    await picker.selectOption({ label: place.location });
    await expect(
      page.getByRole('heading', { level: 3, name: `Service due at ${place.location}` }),
    ).toBeVisible();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(vehicle.fleetNumber) }) });
    await expect(card).toContainText('Overdue: service date');
    await page.waitForLoadState('networkidle');
    const problems = await violations(page, 'list');

    // Overdue units come first: the list's first card is overdue.
    const list = page.getByRole('list', { name: `Service due at ${place.location}` });
    await expect(list.locator('> li').first().getByRole('heading', { level: 4 })).toContainText('Overdue');

    const first = card
      .getByRole('button', { name: new RegExp(`^Book ${vehicle.fleetNumber}’s service`) })
      .first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    await tabTo(page, first, 200);
    await page.keyboard.press('Enter');
    const when = label.replace(`Book ${vehicle.fleetNumber}’s service `, '');
    await expect(
      page
        .getByRole('region', { name: /^Notifications/ })
        .getByText(`${vehicle.fleetNumber}: service booked ${when}.`),
    ).toBeVisible();
    await expect(card).toContainText(`Service booked${when}`);

    const unit = await (await page.request.get(`/api/admin/units/${unitId}`)).json();
    expect(unit.maintenance.map((b: { reason: string }) => b.reason)).toEqual(['Scheduled service']);
    await page.waitForLoadState('networkidle');
    problems.push(...(await violations(page, 'booked')));
    expect(problems).toEqual([]);
  } finally {
    if (unitId) await retireUnit(page, unitId);
  }
});

test('staff change a class’s service program with the keyboard, and it is kept', async ({ page }) => {
  await signIn(page, '/admin?view=programs');
  await expect(page.getByRole('heading', { level: 2, name: 'Service programs' })).toBeVisible();
  await page.getByLabel('Vehicle class').selectOption({ label: 'Minivan' });
  const form = page.getByRole('form', { name: 'Service program of the Minivan' });
  const miles = form.getByRole('textbox', { name: 'Service every (miles)' });
  const before = await miles.inputValue();
  expect(await violations(page, 'service programs')).toEqual([]);

  // Every other test of the suite sees this class's program: it is put back as it was.
  for (const value of ['7000', before]) {
    await miles.fill(value);
    await miles.press('Enter');
    await expect(page.getByText('The Minivan’s service program is saved.').last()).toBeVisible();
    await page.reload();
    await page.getByLabel('Vehicle class').selectOption({ label: 'Minivan' });
    await expect(form.getByRole('textbox', { name: 'Service every (miles)' })).toHaveValue(value);
  }
  await form.getByRole('textbox', { name: 'Service every (months)' }).fill('');
  await miles.fill('');
  await miles.press('Enter');
  await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'Enter the miles, the months, or both.' })).toBeVisible();
  expect(await violations(page, 'service program refused')).toEqual([]);
});
