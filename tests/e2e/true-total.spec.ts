import { testSeason } from '@convoy/domain/test/price-book';
import type { Locator } from '@playwright/test';
import { csrf, signIn } from './support/admin';
import { expect, test } from './support/fixtures';
import { lastEmailTo } from './support/mail';
import {
  chooseVehicle,
  confirmationCode,
  fillContact,
  priceBreakdown,
  searchFromStart,
  testEmail,
  tripDates,
  vehicleCard,
} from './support/reservation-flow';

/** The true total (decision 012) as a renter meets it: every line, tax and the total, the same everywhere. */

const totalOf = async (price: Locator): Promise<string> => {
  const text = (await price.textContent()) ?? '';
  const match = /Total \(includes taxes and fees\)(\$[\d,]+\.\d\d)/.exec(text);
  if (!match) throw new Error(`No total in: ${text}`);
  return match[1]!;
};

/** The lines, taxes and total of a price section, as text, from its first line to the total. */
const linesOf = async (price: Locator): Promise<string> => {
  const text = (await price.textContent()) ?? '';
  return text.slice(text.indexOf('15 Passenger Van'), text.indexOf('Refundable deposit'));
};

/** The confirmation e-mail to `to`, once the outbox worker has written it. */
const confirmationEmail = (to: string) => lastEmailTo(to, /is confirmed/);

test.describe('a church trip organizer on a phone @mobile-only', () => {
  test('adds a luggage trailer and protection, applies a promo code, books, and finds the same lines and total on the success page, in the e-mail and in the back office', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const trip = tripDates(230);
    const email = testEmail('church');
    await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers: 14 });

    // The card says what the trip costs with taxes and fees, and shows how, one tap away.
    const card = vehicleCard(page, '15 Passenger Van');
    await expect(card).toContainText('includes taxes and fees');
    await card.getByText('Price details').click();
    await expect(card.getByText(/Maryland sales tax/)).toBeVisible();
    await chooseVehicle(page, '15 Passenger Van');

    const price = await priceBreakdown(page);
    await expect(price).toContainText('Total (includes taxes and fees)');
    const bare = await totalOf(price);

    await page.getByLabel('How many: Luggage trailer').selectOption('1');
    await expect(price).toContainText('Luggage trailer');
    const withTrailer = await totalOf(price);
    expect(withTrailer).not.toBe(bare);

    await page.getByRole('radio', { name: /^Collision damage waiver/ }).check();
    await expect(price).toContainText('Collision damage waiver (2 days × $29.99)');
    const covered = await totalOf(price);
    expect(covered).not.toBe(withTrailer);

    await page.getByLabel('Promo code').fill('group10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('GROUP10 applied.')).toBeVisible();
    await expect(price).toContainText('Group discount');
    const discounted = await totalOf(price);
    expect(Number(discounted.replace(/[$,]/g, ''))).toBeLessThan(Number(covered.replace(/[$,]/g, '')));
    await expect(page.getByRole('region', { name: 'Cancellation' })).toContainText('Free until');
    await expect(price).toContainText('Due at pickup');
    const confirmLines = await linesOf(price);

    await fillContact(page, email);
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    const code = await confirmationCode(page);

    const booked = page.getByRole('region', { name: 'Price breakdown' });
    await expect(booked).toContainText(`Total (includes taxes and fees)${discounted}`);
    expect(await linesOf(booked)).toBe(confirmLines);

    const message = await confirmationEmail(email);
    expect(message).toContain(code);
    for (const line of [
      'Luggage trailer',
      'Collision damage waiver',
      'Group discount',
      'Maryland sales tax',
    ]) {
      expect(message).toContain(line);
    }
    expect(message).toMatch(
      new RegExp(`Total \\(USD\\), taxes and fees included:\\s+\\$${discounted.slice(1)}`),
    );

    await signIn(page, '/admin?view=bookings');
    await page.getByLabel('Search').fill(email);
    await page.getByRole('button', { name: 'Apply' }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(discounted);
    await row.getByRole('button', { name: `View booking ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${code}` });
    await expect(dialog).toContainText(`Total (includes taxes and fees)${discounted}`);
    for (const line of ['Luggage trailer', 'Collision damage waiver (2 days × $29.99)', 'Group discount']) {
      await expect(dialog).toContainText(line);
    }
    await expect(dialog).toContainText('GROUP10');
  });
});

test('the price changes in the back office while a group is on the last step: told so, shown the new total, booked at it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const trip = tripDates(305);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers: 14 });
  await chooseVehicle(page, '15 Passenger Van');
  const price = await priceBreakdown(page);
  await expect(price).toContainText('Total (includes taxes and fees)');
  const shown = await totalOf(price);
  await fillContact(page, testEmail('repriced'));

  // Meanwhile, at the office: a season for that day alone (no other test's trip starts on it).
  const office = await browser.newContext();
  const desk = await office.newPage();
  await signIn(desk, '/admin?view=pricing');
  const season = testSeason({
    id: `repriced-${trip.pickupDate}`,
    label: 'A busy day',
    startDate: trip.pickupDate,
    endDate: trip.pickupDate,
    locationId: 'baltimore',
  });
  const saved = await desk.request.post('/api/admin/pricing/seasons', {
    data: season,
    headers: await csrf(desk),
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await office.close();

  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await expect(
    page.getByText(/The price changed while you were booking\. The new total is shown/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/confirm$/);
  await expect.poll(() => totalOf(price)).not.toBe(shown);
  const now = await totalOf(price);
  expect(Number(now.replace(/[$,]/g, ''))).toBeGreaterThan(Number(shown.replace(/[$,]/g, '')));

  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await confirmationCode(page);
  await expect(page.getByRole('region', { name: 'Price breakdown' })).toContainText(
    `Total (includes taxes and fees)${now}`,
  );
});
