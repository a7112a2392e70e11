import type { Locator, Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookThroughApi, isoDay, testEmail, tripDates } from './support/reservation-flow';

/**
 * The renter changes the booking on a phone (390×844, touch): the manage page
 * leads with the dates, says line by line what a change adds, keeps the
 * driver's form inside the screen, asks a regular-license bus's drivers
 * nothing of a CDL, tells two buses of one class apart, and says what
 * canceling costs in dollars and until when. Its own dates (support/reservation-flow.ts).
 */

/**
 * No sideways panning: the page is no wider than the screen. A phone's browser
 * widens its layout to hold wider content (innerWidth grew to 536 px on a 412
 * px screen), so both are held to the screen's own width.
 */
async function fitsTheScreen(page: Page) {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth).toBe(screenWidth);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  return innerWidth;
}

/** Every field of a form lies inside the screen's width. */
async function fieldsWithin(form: Locator, width: number) {
  const fields = form.locator('input:visible, select:visible');
  expect(await fields.count()).toBeGreaterThan(0);
  for (const field of await fields.all()) {
    const box = await field.boundingBox();
    expect(box, (await field.getAttribute('name')) ?? undefined).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
}

const dollars = /^\$[\d,]+\.\d\d$/;

// The phone of the walk-through (390×844); Playwright's Pixel 7 is 412 px wide.
test.use({ viewport: { width: 390, height: 844 } });

test('the renter changes the booking on a phone @phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const trip = tripDates(377);
  const email = testEmail('phone-change');
  const code = await bookThroughApi(request, trip, '15-passenger-activity-bus', 2, email);
  const problems: string[] = [];

  // The code as read out over the phone: no prefix, lower case.
  await page.goto('/manage');
  await page.getByLabel('Confirmation code').fill(code.replace(/^CNV-/, '').toLowerCase());
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeFocused();
  await fitsTheScreen(page);

  // What canceling costs, in dollars and until when (two vehicles: free until 72 hours before).
  const policy = page.getByRole('region', { name: 'Cancellation policy' });
  await expect(policy).toContainText(
    /Canceling is free until \w{3}, \w{3} \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M E[SD]T; after that it costs \$[\d,]+\.\d\d\./,
  );
  problems.push(...(await violations(page, 'booking found')));

  // The change form leads with the dates; extras and protection wait folded, the review close by.
  await page.getByRole('button', { name: 'Change this reservation' }).click();
  const form = page.getByRole('form', { name: 'Change your reservation' });
  const dates = form.getByRole('group', { name: 'Dates and times' });
  await expect(dates).toBeVisible();
  const returnDate = form.getByLabel('Return date');
  const vehicles = form.getByRole('group', { name: 'Vehicles' });
  const review = form.getByRole('button', { name: 'Review the change' });
  const top = async (l: Locator) => (await l.boundingBox())?.y ?? Number.NaN;
  expect(await top(dates)).toBeLessThan(await top(vehicles));
  await expect(form.getByLabel(/Luggage trailer/)).toBeHidden();
  await expect(form.getByText('Extras and protection')).toBeVisible();
  expect((await top(review)) - (await top(returnDate))).toBeLessThan(844);
  await fieldsWithin(form, await fitsTheScreen(page));

  // One day longer: the review lists each charge it alters, before and after, in dollars.
  await returnDate.fill(isoDay(380));
  await review.click();
  const preview = page.getByRole('region', { name: 'Your change' });
  await expect(preview.getByRole('heading', { name: 'Your change' })).toBeFocused();
  const lines = preview.getByRole('table', { name: 'What changes in the price' });
  const bus = lines.getByRole('row', { name: /15 Passenger Activity Bus/ }).first();
  const [before, after] = await bus.getByRole('cell').allTextContents();
  expect(before?.trim()).toMatch(dollars);
  expect(after?.trim()).toMatch(dollars);
  expect(before).not.toBe(after);
  await expect(preview).toContainText(/The change adds \$[\d,]+\.\d\d/);
  problems.push(...(await violations(page, 'change reviewed')));
  await preview.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByRole('status').getByText('Your booking is changed.')).toBeVisible();

  // A driver: the form stays inside the screen, the two buses are told apart, and a
  // regular-license bus asks nothing of a CDL or a passenger endorsement.
  const drivers = page.getByRole('region', { name: 'Drivers' });
  await drivers.getByRole('button', { name: 'Add another driver' }).click();
  const entry = drivers.getByRole('group', { name: 'New driver 1' });
  const drives = entry.getByLabel('Drives');
  await expect(drives.getByRole('option')).toHaveText([
    '15 Passenger Activity Bus 1',
    '15 Passenger Activity Bus 2',
  ]);
  await entry.getByRole('radio', { name: 'Enter their license now' }).check();
  await expect(entry.getByLabel('License class')).toHaveCount(0);
  await expect(entry.getByLabel(/passenger \(P\) endorsement/)).toHaveCount(0);
  await fieldsWithin(entry, await fitsTheScreen(page));
  problems.push(...(await violations(page, 'driver form')));

  await drives.selectOption({ label: '15 Passenger Activity Bus 2' });
  await entry.getByLabel('Full name').fill('Jordan Lee');
  await entry.getByLabel('Date of birth').fill('1985-03-14');
  await entry.getByLabel('License state or province').fill('MD');
  await entry.getByLabel('License number').fill('L-123-456-789');
  await entry.getByLabel('License expiry date').fill(isoDay(2000));
  await entry.getByLabel('Years licensed').fill('15');
  await drivers.getByRole('button', { name: 'Check the price' }).click();
  await expect(drivers).toContainText('Driver added: Jordan Lee (15 Passenger Activity Bus 2)');
  await drivers.getByRole('button', { name: 'Add these drivers' }).click();
  // Saved with the bus chosen: the list names bus 2, and bus 1 still needs its driver.
  await expect(drivers).toContainText('Jordan Lee, 15 Passenger Activity Bus 2');
  await expect(drivers).toContainText('1 vehicle still needs a named driver before pickup.');
  await fitsTheScreen(page);
  expect(problems).toEqual([]);
});

test('the manage page’s change review and a CDL bus’s driver form fit a 320 px phone @phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const email = testEmail('phone-320');
  const code = await bookThroughApi(request, tripDates(387), '25-passenger-bus', 2, email);
  await page.goto(`/manage?code=${code}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeFocused();

  await page.getByRole('button', { name: 'Change this reservation' }).click();
  await page.getByLabel('Return date').fill(isoDay(390));
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(page.getByRole('table', { name: 'What changes in the price' })).toBeVisible();
  await fitsTheScreen(page);

  // A bus that needs a CDL asks for it, and for the passenger endorsement.
  const drivers = page.getByRole('region', { name: 'Drivers' });
  await drivers.getByRole('button', { name: 'Add another driver' }).click();
  await drivers.getByRole('button', { name: 'Add another driver' }).click();
  const second = drivers.getByRole('group', { name: 'New driver 2' });
  await second.getByRole('radio', { name: 'Enter their license now' }).check();
  await expect(second.getByLabel('License class')).toBeVisible();
  await expect(second.getByLabel(/passenger \(P\) endorsement/)).toBeVisible();
  await fieldsWithin(second, await fitsTheScreen(page));
});
