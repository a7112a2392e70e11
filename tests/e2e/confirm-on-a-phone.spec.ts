import type { Locator, Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';
import {
  chooseVehicle,
  priceBreakdown,
  searchFromStart,
  tripDates,
  vehicleCard,
} from './support/reservation-flow';

/**
 * The results and confirm steps on a phone: the vehicles start on the first screen, the total
 * stays in view while the renter chooses, protection is one choice, and nothing pans sideways.
 * Nothing is booked here, so the dates may be any.
 */

const phone = { width: 390, height: 844 };
const trip = tripDates(460);

async function toResults(page: Page, passengers = 12): Promise<void> {
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers });
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** Whether the whole of `locator` is inside the viewport. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test('@phone the results show the first vehicle on a phone’s first screen, under a trip summary that opens the search', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await toResults(page);
  const summary = page.getByRole('region', { name: 'Your trip', exact: true });
  await expect(summary).toContainText('Baltimore Harbor');
  await expect(summary).toContainText('12 people');
  const firstHeading = page.getByRole('article').first().getByRole('heading').first();
  const box = await firstHeading.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(phone.height);

  await summary.getByRole('button', { name: 'Change search' }).click();
  await expect(page.getByLabel('Pickup location')).toBeVisible();
  await expectNoSidewaysScroll(page, 'availability editing the search');
  await page.getByRole('button', { name: 'Keep this search' }).click();
  await expectNoSidewaysScroll(page, 'availability');
  expect(await violations(page, 'availability')).toEqual([]);
});

test('@phone the total stays in view and changes while an extra is chosen', async ({ page }) => {
  await page.setViewportSize(phone);
  await toResults(page);
  await chooseVehicle(page, '12 Passenger Van');
  const bar = page.getByRole('region', { name: 'Your total' });
  await expect(bar).toContainText(/\$[\d,]+\.\d\d/);
  const before = await bar.textContent();

  const trailer = page.getByLabel('How many: Luggage trailer');
  await trailer.scrollIntoViewIfNeeded();
  expect(await inView(page, bar)).toBe(true);
  await trailer.selectOption('1');
  await expect(bar).not.toHaveText(before ?? '');
  await expect(bar).toContainText(/\$[\d,]+\.\d\d/);
  expect(await inView(page, bar)).toBe(true);
  expect(await inView(page, trailer)).toBe(true);

  // The breakdown is one tap away, and the bar rests after the form's last controls, covering none.
  await bar.getByRole('button', { name: 'See the breakdown' }).click();
  const breakdown = page.getByRole('region', { name: 'Price breakdown' });
  await expect(breakdown).toBeInViewport();
  await expect(breakdown).toContainText('Luggage trailer');
  await bar.getByRole('button', { name: 'Hide the breakdown' }).click();
  await expect(breakdown).toBeHidden();
  await page.getByRole('button', { name: 'Confirm reservation' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const submit = await page.getByRole('button', { name: 'Confirm reservation' }).boundingBox();
  const barBox = await bar.boundingBox();
  expect((submit?.y ?? 0) + (submit?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  await expectNoSidewaysScroll(page, 'confirm');

  // Sent without a name or protection: the error summary takes the focus, clear of the bar.
  await page.setViewportSize(phone);
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  const problem = page.getByRole('heading', { name: 'There is a problem' });
  await expect(problem).toBeInViewport();
  const problemBox = await problem.boundingBox();
  const barNow = await bar.boundingBox();
  expect((problemBox?.y ?? 0) + (problemBox?.height ?? 0)).toBeLessThanOrEqual(barNow?.y ?? 0);
});

test('@phone protection is one radio group, chosen with the arrow keys, with large targets', async ({
  page,
}) => {
  await toResults(page);
  await chooseVehicle(page, '12 Passenger Van');
  const group = page.getByRole('group', { name: 'Protection for each vehicle' });
  const waiver = group.getByRole('radio', { name: /^Collision damage waiver/ });
  const liability = group.getByRole('radio', { name: /^Supplemental liability/ });
  const both = group.getByRole('radio', {
    name: /^Both: Collision damage waiver and Supplemental liability/,
  });
  const decline = group.getByRole('radio', { name: /^I decline protection/ });
  await expect(group.getByRole('radio')).toHaveCount(4);
  await expect(group).toContainText('$29.99 a day per vehicle');
  await expect(group).toContainText('$46.98 a day per vehicle');

  await waiver.focus();
  await page.keyboard.press('Space');
  await expect(waiver).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(liability).toBeChecked();
  await expect(waiver).not.toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(both).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(decline).toBeChecked();
  await expect(page.getByText(/upload a certificate of insurance from your booking’s page/)).toBeVisible();
  await expect(await priceBreakdown(page)).not.toContainText('Collision damage waiver');

  for (const radio of [waiver, liability, both, decline]) {
    const label = await radio.evaluate((el) => {
      const box = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
      return box ? { width: box.width, height: box.height } : null;
    });
    expect(label?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(label?.width ?? 0).toBeGreaterThanOrEqual(24);
  }
  // Scanned from the top: wherever the page is scrolled, a link passing under the sticky header or
  // the total bar is partly hidden, which the target-size rule counts.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await violations(page, 'confirm, protection declined, breakdown shown')).toEqual([]);
});

test('@phone a convoy’s confirm step keeps its total in view and fits a phone', async ({ page }) => {
  await page.setViewportSize(phone);
  await toResults(page, 20);
  const van = vehicleCard(page, '15 Passenger Van');
  await van.getByLabel('Number of vehicles').selectOption('1');
  await van.getByRole('button', { name: 'Add to convoy (15 Passenger Van)' }).click();
  const minivan = vehicleCard(page, 'Minivan');
  await minivan.getByLabel('Number of vehicles').selectOption('1');
  await minivan.getByRole('button', { name: 'Add to convoy (Minivan)' }).click();
  await page.getByRole('button', { name: 'Continue with 2 vehicles' }).click();
  await expect(page).toHaveURL(/\/confirm$/);

  const bar = page.getByRole('region', { name: 'Your total' });
  await expect(bar).toContainText(/\$[\d,]+\.\d\d/);
  const before = await bar.textContent();
  await page.getByRole('radio', { name: /^Collision damage waiver/ }).check();
  await expect(bar).not.toHaveText(before ?? '');
  await expect(bar).toBeInViewport();
  await expect(await priceBreakdown(page)).toContainText(/Collision damage waiver \(2 days × \$[\d.,]+\)/);
  await expectNoSidewaysScroll(page, 'confirm with a convoy');
});

test('on a wide screen the price stays beside the form while an extra is chosen', async ({ page }) => {
  await toResults(page);
  await chooseVehicle(page, '12 Passenger Van');
  const price = page.getByRole('region', { name: 'Price breakdown' });
  const total = price.getByText(/^Total \(/);
  await expect(total).toBeVisible();
  const trailer = page.getByLabel('How many: Luggage trailer');
  await trailer.scrollIntoViewIfNeeded();
  await trailer.selectOption('1');
  await expect(price).toContainText('Luggage trailer');
  expect(await inView(page, total)).toBe(true);
  expect(await inView(page, trailer)).toBe(true);
});
