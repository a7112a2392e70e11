import type { Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { confirmationCode, fillContact, testEmail, tripDates } from './support/reservation-flow';
import { gotoHydrated } from './support/site';

/**
 * The start of a group's journey (docs/SPEC.md §2 "/", the group-size advisor):
 * one people-and-suitcases question, asked in the advisor or in the search, and
 * a choice in the advisor that lands at the search form, in view, with the
 * group, its suitcases and the vehicle type in it. Tagged @phone (390×844); the
 * desktop project runs the same tests.
 */

async function openAdvisor(page: Page) {
  const advisor = page.getByRole('region', { name: 'Which vehicles fit your group?' });
  await advisor.scrollIntoViewIfNeeded();
  await advisor.locator('[data-live]').waitFor();
  return advisor;
}

const searchForm = (page: Page) => page.locator('#reserve form');

async function expectAtTheSearch(page: Page) {
  const heading = page.getByRole('heading', { name: 'Start your reservation' });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(searchForm(page)).toBeInViewport();
}

test('a church leader finds vehicles for 28 people and 20 suitcases, lands at the search with them, and books with the total in view @phone', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/');
  const advisor = await openAdvisor(page);
  const people = advisor.getByLabel('People traveling, drivers included');
  await expect(people).toHaveValue('');
  await people.pressSequentially('28');
  await expect(people).toHaveValue('28');
  await advisor.getByLabel('Full-size suitcases (optional)').pressSequentially('20');

  const options = advisor.getByRole('listitem').filter({ has: page.getByRole('link') });
  await expect(options).toHaveCount(3);
  await expect(advisor).not.toContainText('Best fit');
  await expect(options.first()).toContainText('Fewest vehicles');
  await expect(options.first()).toContainText('1 × 33 Passenger Bus');
  for (const option of await options.all()) {
    await expect(option).toContainText('Fits all 28 people and all 20 suitcases');
    await expect(option).toContainText(/Room for \d+ full-size suitcases/);
  }
  const comfortBuses = options.filter({ hasText: '2 × 15 Passenger Comfort Bus' });
  await expect(comfortBuses).toContainText('No CDL needed');
  await expect(comfortBuses).toContainText('Room for 30 full-size suitcases');
  expect(await violations(page, 'the advisor with its options')).toEqual([]);

  await comfortBuses
    .getByRole('link', { name: 'Check availability for 2 × 15 Passenger Comfort Bus' })
    .click();
  await expectAtTheSearch(page);
  const form = searchForm(page);
  await expect(form.getByLabel('How many people are traveling?')).toHaveValue('28');
  await expect(form.getByLabel('How many suitcases?')).toHaveValue('20');
  await expect(form.getByLabel('Vehicle type')).toHaveValue('bus');
  await expect(page.locator('#reserve')).toContainText('Your pick: 2 × 15 Passenger Comfort Bus.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await violations(page, 'the search reached from the advisor')).toEqual([]);

  // The leader goes on from the form's top: the group is already in it.
  const trip = tripDates(353);
  await form.getByLabel('Pickup location').selectOption({ label: 'Baltimore Harbor' });
  await form.getByLabel('Pickup date').fill(trip.pickupDate);
  await form.getByLabel('Return date').fill(trip.returnDate);
  await form.getByLabel('Age of the main driver').fill('45');
  await form.getByRole('button', { name: 'Show available vehicles' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  const suggestion = page.getByRole('region', { name: 'For your group of 28 people with 20 suitcases' });
  await expect(suggestion).toContainText('2 × 15 Passenger Comfort Bus');
  // The pick is chosen: the convoy holds it, ready to continue.
  await expect(page.getByRole('region', { name: 'Your convoy' })).toContainText('15 Passenger Comfort Bus');
  await expect(page.getByRole('region', { name: 'Your convoy' })).toContainText('2 vehicles');

  // On to the confirm step: the total stays in view while an extra is chosen, then the booking.
  await page
    .getByRole('region', { name: 'Your convoy' })
    .getByRole('button', { name: 'Continue with 2 vehicles' })
    .click();
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(
    '2 × 15 Passenger Comfort Bus',
  );
  // A phone's total bar; on a desktop the total line of the breakdown beside the form.
  const total = isMobile
    ? page.getByRole('region', { name: 'Your total' })
    : page
        .getByRole('region', { name: 'Price breakdown' })
        .getByText(/^Total \(/)
        .locator('xpath=..');
  await expect(total).toContainText(/\$[\d,]+\.\d\d/);
  const before = await total.textContent();
  const trailer = page.getByLabel('How many: Luggage trailer');
  await trailer.scrollIntoViewIfNeeded();
  await expect(total).toBeInViewport({ ratio: 1 });
  await trailer.selectOption('1');
  await expect(total).not.toHaveText(before ?? '');
  await expect(total).toBeInViewport({ ratio: 1 });
  await expect(trailer).toBeInViewport();
  await fillContact(page, testEmail('church-leader'));
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await confirmationCode(page);
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(
    '2 × 15 Passenger Comfort Bus',
  );
  expect(await violations(page, 'the booking made')).toEqual([]);
});

test('the group typed in the search shows in the advisor, and the advisor’s in the search @phone', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'Start your reservation' }).click();
  await page.locator('#reserve [data-live]').waitFor();
  const form = searchForm(page);
  await form.getByLabel('How many people are traveling?').fill('12');
  await form.getByLabel('How many suitcases?').fill('9');

  const advisor = await openAdvisor(page);
  await expect(advisor.getByLabel('People traveling, drivers included')).toHaveValue('12');
  await expect(advisor.getByLabel('Full-size suitcases (optional)')).toHaveValue('9');
  await expect(advisor).toContainText('Fits all 12 people and all 9 suitcases');
  await advisor.getByLabel('People traveling, drivers included').fill('14');
  await expect(form.getByLabel('How many people are traveling?')).toHaveValue('14');

  // A reload keeps the one answer in both.
  await gotoHydrated(page, '/');
  const again = await openAdvisor(page);
  await expect(again.getByLabel('People traveling, drivers included')).toHaveValue('14');
});

test('a vehicle page’s “Check availability” lands at the search with its type and the group kept @phone', async ({
  page,
}) => {
  await gotoHydrated(page, '/15-passenger-comfort-bus');
  const advisor = await openAdvisor(page);
  await advisor.getByLabel('People traveling, drivers included').fill('20');
  await page.getByRole('main').getByRole('link', { name: 'Check availability' }).first().click();
  await expect(page).toHaveURL(/\/\?vehicleType=bus#reserve$/);
  await expectAtTheSearch(page);
  const form = searchForm(page);
  await expect(form.getByLabel('Vehicle type')).toHaveValue('bus');
  await expect(form.getByLabel('How many people are traveling?')).toHaveValue('20');
});

test('a pick from the advisor is dropped when the group changes in the search @phone', async ({ page }) => {
  await gotoHydrated(page, '/');
  const advisor = await openAdvisor(page);
  await advisor.getByLabel('People traveling, drivers included').fill('12');
  await advisor
    .getByRole('link', { name: /^Check availability for / })
    .first()
    .click();
  await expectAtTheSearch(page);
  const reserve = page.locator('#reserve');
  await expect(reserve).toContainText('Your pick: 1 × 12 Passenger Van.');
  await searchForm(page).getByLabel('How many people are traveling?').fill('30');
  await expect(reserve).not.toContainText('Your pick');
  await expect(advisor.getByLabel('People traveling, drivers included')).toHaveValue('30');
});

test.describe('on a 320 px phone @mobile-only', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('the advisor’s options and the search with a pick do not scroll sideways', async ({ page }) => {
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await gotoHydrated(page, '/');
    const advisor = await openAdvisor(page);
    await advisor.getByLabel('People traveling, drivers included').fill('40');
    await advisor.getByLabel('Full-size suitcases (optional)').fill('60');
    await expect(advisor).toContainText('Cargo Van');
    expect(await fits()).toBe(true);
    await advisor
      .getByRole('link', { name: /^Check availability for / })
      .first()
      .click();
    await expectAtTheSearch(page);
    await expect(page.locator('#reserve')).toContainText('Your pick:');
    expect(await fits()).toBe(true);
  });
});
