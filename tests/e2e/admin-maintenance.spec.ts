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
    await tabTo(page, picker, 40);
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
