import type { Locator, Page } from '@playwright/test';
import { csrf, staffDesk } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/site';

// Delivery and relocations in the back office (decisions 030 and 031), by a manager with the keyboard:
// a delivery zone's fee in Pricing, a location's delivery drivers, and a relocation scheduled from a
// suggested transfer. Denver's zone and drivers are changed and put back, and the relocation is
// canceled: the booking specs sharing this worker's server price and deliver at Baltimore.

/** The toast that says what was saved (Radix repeats it in a hidden live region too). */
function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** Replaces what a field holds by typing, as a person would. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('a manager changes a delivery zone’s fee and a location’s drivers, and schedules a suggested relocation, with the keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { desk, done } = await staffDesk(page, browser, 'manager');
  const zonesBefore = (await (await page.request.get('/api/admin/pricing/delivery-zones')).json()) as {
    zones: { id: string; locationId: string; label: string }[];
  };
  const driversBefore = (await (await page.request.get('/api/admin/delivery-drivers/denver')).json())
    .schedule;
  let relocationId: string | undefined;
  const found: string[] = [];
  try {
    await test.step('a delivery zone’s fee', async () => {
      const denver = zonesBefore.zones.find((z) => z.locationId === 'denver')!;
      await desk.goto('/admin?view=pricing');
      const zones = desk.getByRole('region', { name: 'Delivery zones' });
      await zones.getByLabel('Location').selectOption({ label: 'Denver Central' });
      const name = `${denver.label} (Denver Central)`;
      await zones.getByRole('button', { name: `Edit delivery zone ${name}` }).press('Enter');
      const form = zones.getByRole('form', { name: `Delivery zone: ${name}` });
      await expect(form.getByRole('heading', { name: `Delivery zone: ${name}` })).toBeFocused();
      await tabTo(desk, form.getByLabel('Delivery fee per vehicle ($)'));
      await retype(desk, '120.50');
      found.push(...(await violations(desk, 'zone form')));
      await desk.keyboard.press('Enter');
      await expect(toast(desk, `Delivery zone ${name} saved.`)).toBeVisible();
      await expect(zones.getByRole('row').filter({ hasText: denver.label })).toContainText('$120.50');
      // The next price of a delivery in Denver has the new fee.
      const stored = await (await desk.request.get('/api/admin/pricing/delivery-zones')).json();
      expect(stored.zones.find((z: { id: string }) => z.id === denver.id).deliveryFeeCents).toBe(12_050);
    });

    await test.step('a location’s delivery drivers', async () => {
      await desk.goto('/admin?view=delivery-drivers');
      await expect(desk.getByRole('heading', { level: 2, name: 'Delivery drivers' })).toBeVisible();
      const location = desk.getByLabel('Location');
      await tabTo(desk, location, 60);
      await location.selectOption({ label: 'Denver Central' });
      const form = desk.getByRole('form', { name: 'Drivers at Denver Central' });
      await expect(form.getByLabel('Saturday')).toHaveValue(String(driversBefore.weekdays.sat));
      await location.focus();
      await tabTo(desk, form.getByLabel('Saturday'));
      await retype(desk, '3');
      await tabTo(desk, form.getByRole('button', { name: 'Add a date' }));
      await desk.keyboard.press('Enter');
      const date = form.getByRole('group', { name: 'Date 1' });
      await date.getByLabel('Date', { exact: true }).fill('2026-12-24');
      await tabTo(desk, date.getByLabel('Drivers that day'));
      await retype(desk, '1');
      found.push(...(await violations(desk, 'drivers form')));
      await desk.keyboard.press('Enter');
      await expect(toast(desk, 'Denver Central: delivery drivers saved.')).toBeVisible();
      await desk.reload();
      await desk.getByLabel('Location').selectOption({ label: 'Denver Central' });
      const saved = desk.getByRole('form', { name: 'Drivers at Denver Central' });
      await expect(saved.getByText('The schedule saved for this location.')).toBeVisible();
      await expect(saved.getByLabel('Saturday')).toHaveValue('3');
      await expect(saved.getByRole('group', { name: 'Date 1' }).getByLabel('Drivers that day')).toHaveValue(
        '1',
      );
    });

    await test.step('a relocation from a suggested transfer', async () => {
      const fleet = await (await desk.request.get('/api/admin/fleet')).json();
      const vehicleClass = fleet.classes[0] as { id: string; name: string; units: Record<string, number> };
      const [from, to] = fleet.locations
        .map((l: { id: string; name: string }) => l)
        .sort(
          (a: { id: string }, b: { id: string }) =>
            (vehicleClass.units[b.id] ?? 0) - (vehicleClass.units[a.id] ?? 0),
        );
      const arriveBy = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      // A fresh demo has no location short: the server's own outlook gets one suggestion more. Scheduling
      // it is the server's, as for any suggestion.
      await desk.route('**/api/admin/relocations/outlook?*', async (route) => {
        const response = await route.fetch();
        const outlook = await response.json();
        outlook.suggestions = [
          { fromLocationId: from.id, toLocationId: to.id, units: 1, arriveBy },
          ...outlook.suggestions,
        ];
        await route.fulfill({ response, json: outlook });
      });
      await desk.goto('/admin?view=relocations');
      const schedule = desk.getByRole('button', {
        name: `Schedule this: 1 unit from ${from.name} to ${to.name}`,
      });
      await tabTo(desk, schedule, 80);
      await desk.keyboard.press('Enter');
      const form = desk.getByRole('form', { name: 'Schedule a relocation' });
      await expect(form.getByRole('heading', { name: 'Schedule a relocation' })).toBeFocused();
      await expect(form.getByLabel('From')).toHaveValue(from.id);
      await expect(form.getByLabel('To')).toHaveValue(to.id);
      const vehicle = form.getByLabel('Vehicle', { exact: true });
      await expect(vehicle.locator('option')).not.toHaveCount(1);
      await tabTo(desk, vehicle);
      await desk.keyboard.press('ArrowDown');
      const fleetNumber = (await vehicle.locator('option:checked').textContent()) ?? '';
      expect(fleetNumber).not.toBe('Choose…');
      // Each date and time input is several stops (month, day, year; hour, minute, AM/PM).
      await tabTo(desk, form.getByLabel(/^Driver/), 30);
      await desk.keyboard.type('Dana Reyes');
      found.push(...(await violations(desk, 'relocation form')));
      await desk.keyboard.press('Enter');
      await expect(toast(desk, `Relocation of ${fleetNumber} scheduled.`)).toBeVisible();
      const row = desk.getByRole('row', { name: new RegExp(fleetNumber) });
      await expect(row).toContainText('Dana Reyes');
      await expect(row).toContainText('Scheduled by staff');
      await expect(desk.getByRole('heading', { name: 'Scheduled relocations' })).toBeFocused();
      const listed = await (await desk.request.get('/api/admin/relocations?status=scheduled')).json();
      relocationId = listed.relocations.find(
        (r: { fleetNumber: string }) => r.fleetNumber === fleetNumber,
      )?.id;
      expect(relocationId).toBeTruthy();
      found.push(...(await violations(desk, 'relocations')));
    });
    expect(found).toEqual([]);
  } finally {
    const headers = await csrf(page);
    if (relocationId) await page.request.post(`/api/admin/relocations/${relocationId}/cancel`, { headers });
    await page.request.put('/api/admin/pricing/delivery-zones', { data: zonesBefore, headers });
    await page.request.put('/api/admin/delivery-drivers/denver', { data: driversBefore, headers });
    await done();
  }
});
