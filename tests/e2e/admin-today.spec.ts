import type { APIRequestContext, Page } from '@playwright/test';
import { csrf, signIn } from './support/admin';
import { axeBuilder } from './support/axe';
import { counterPickup, plusDays } from './support/counter';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail } from './support/reservation-flow';

// The counter's Today view (decision 015): an agent at a tablet sees a pickup of
// the day without a unit, gives it a van, and sees the unit and the checklist
// change. The server runs on the real clock: the booking is for today at
// Baltimore if enough of its opening hours are left, else for tomorrow.

// Signing in and axe are slow on a busy shared machine.
test.describe.configure({ timeout: 90_000 });

// Each test books a class of its own: Baltimore has only 3–5 vans of each class (content/locations.ts).
const bigVan = { id: '15-passenger-van', name: '15 Passenger Van' };
const smallVan = { id: '12-passenger-van', name: '12 Passenger Van' };
type Van = typeof bigVan;
/** A van booked for today two hours from now when Baltimore is still open then, else tomorrow at 10:00. */
async function bookVanForTheCounter(request: APIRequestContext, van: Van) {
  const { today, date: pickupDate, hour } = counterPickup();
  const time = `${String(hour).padStart(2, '0')}:00`;
  const trip = { pickupDate, returnDate: plusDays(pickupDate, 2), time };
  const code = await bookThroughApi(request, trip, van.id, 1, testEmail('today'), { returnTime: '12:00' });
  return { code, today, pickupDate };
}

/** The fleet's round may have given the van a unit already: take it away, so the agent chooses one. */
async function leaveUnassigned(page: Page, code: string, van: Van) {
  const answer = await page.request.delete(`/api/admin/assignments/${code}/${van.id}/1`, {
    headers: await csrf(page),
  });
  expect(answer.status()).toBe(200);
}

async function axeViolations(page: Page, state: string): Promise<string[]> {
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${state}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function openTodayWith(page: Page, request: APIRequestContext, van: Van) {
  const { code, today, pickupDate } = await bookVanForTheCounter(request, van);
  // The fleet's first round at start-up can hold the database for a while.
  await signIn(page, '/admin?view=today&locationId=baltimore', 30_000);
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  if (!today) await page.getByRole('button', { name: 'Next day' }).click();
  const row = page.getByRole('table', { name: 'Pickups' }).getByRole('row').filter({ hasText: code });
  await expect(row).toBeVisible();
  // The fleet's round (a minute after start-up, then hourly) may give the van a unit, even just after it
  // was taken away: take it away until the day, read again, shows the booking without one.
  await expect(async () => {
    await leaveUnassigned(page, code, van);
    await page.goto(`/admin?view=today&locationId=baltimore&date=${pickupDate}`);
    await expect(row).toContainText('Unassigned', { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(row).toContainText('Missing:');
  await expect(row).toContainText('A vehicle assigned to each booked vehicle');
  return { code, row };
}

/** Chooses the first unit the server accepts (another booking may hold one); answers its fleet number. */
async function assignAUnit(page: Page, vehicleName: string) {
  const dialog = page.getByRole('dialog');
  const select = dialog.getByLabel(`Unit for ${vehicleName} 1`);
  // The class's units, once their list has loaded (a busy server answers it after the dialog opens).
  const listed = () =>
    select
      .locator('option')
      .evaluateAll((options) =>
        options
          .map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' }))
          .filter((o) => o.value),
      );
  await expect.poll(async () => (await listed()).length, { timeout: 20_000 }).toBeGreaterThan(1);
  const units = await listed();
  for (const unit of units) {
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/admin/assignments/') && r.request().method() === 'PUT',
    );
    await select.selectOption(unit.value);
    if ((await answer).status() === 200) {
      await expect(
        dialog.getByRole('button', { name: `Unassign the unit of ${vehicleName} 1` }),
      ).toBeVisible();
      return unit.label.split(' · ')[0] ?? '';
    }
    await expect(dialog.getByRole('alert')).toBeVisible();
  }
  throw new Error('No unit of the class could be assigned.');
}

test.describe('at a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the agent gives today’s pickup a van and sees the checklist change', async ({ page, request }) => {
    const { code, row } = await openTodayWith(page, request, bigVan);
    await row.getByRole('button', { name: `Assign 15 Passenger Van 1 of booking ${code}` }).tap();
    const dialog = page.getByRole('dialog', { name: `Booking ${code}` });
    await expect(dialog.getByRole('region', { name: 'Vehicles' })).toBeVisible();
    const fleetNumber = await assignAUnit(page, bigVan.name);
    await expect(dialog.getByLabel('Unit for 15 Passenger Van 1')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(row).toContainText(fleetNumber);
    await expect(row).not.toContainText('Unassigned');
    await expect(row).not.toContainText('A vehicle assigned to each booked vehicle');
  });
});

test('Today and a booking’s Vehicles panel pass axe, on a phone too @phone', async ({ page, request }) => {
  const { code, row } = await openTodayWith(page, request, smallVan);
  expect(await axeViolations(page, 'today')).toEqual([]);
  await row.getByRole('button', { name: `Assign 12 Passenger Van 1 of booking ${code}` }).click();
  const vehicles = page
    .getByRole('dialog', { name: `Booking ${code}` })
    .getByRole('region', { name: 'Vehicles' });
  await expect(vehicles.getByLabel('Unit for 12 Passenger Van 1')).toBeVisible();
  await expect(vehicles.getByLabel('Unit for 12 Passenger Van 1').locator('option')).not.toHaveCount(1);
  expect(await axeViolations(page, 'vehicles panel')).toEqual([]);
});
