import type { Locator, Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  confirmationCode,
  fillContact,
  fillSearch,
  isoDay,
  testEmail,
  tripDates,
  unitsFree,
} from './support/reservation-flow';

/**
 * The convoy (decision 013) in the browser: a youth-group leader on a phone books the
 * advisor's convoy for 28 people and 50 suitcases (a 33 passenger bus and a
 * cargo van: 50 suitcases are more than a 44 passenger bus alone carries) in
 * one click, names a driver for each vehicle (the bus driver with a regular
 * licence is refused, with the reason on the licence class, then corrected to
 * a CDL with the P endorsement), books, sees the drivers masked, and finds
 * them on the manage page. Axe on each new screen state, on the phone and on
 * a desktop.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const busNumber = 'D123456789012';

/** Axe at the phone's size, then a desktop's, back to the phone. */
async function axeAtBothSizes(page: Page, label: string): Promise<string[]> {
  const found = await violations(page, `${label} (phone)`);
  await page.setViewportSize(desktop);
  found.push(...(await violations(page, `${label} (desktop)`)));
  await page.setViewportSize(phone);
  return found;
}

/** Names the driver of one vehicle of the convoy on the confirm step. */
async function nameDriver(
  page: Page,
  vehicle: string,
  driver: { name: string; born: string; state: string; number: string; licenceClass?: string; years: number },
): Promise<Locator> {
  const group = page.getByRole('group', { name: vehicle, exact: true });
  await group.getByRole('button', { name: `Name the driver of ${vehicle}` }).click();
  await expect(group.getByLabel('Full name')).toBeFocused();
  await group.getByLabel('Full name').fill(driver.name);
  // A group's drivers are invited by e-mail unless their license is entered now.
  await group.getByRole('radio', { name: 'Enter their license now' }).check();
  await group.getByLabel('Date of birth').fill(driver.born);
  await group.getByLabel(/License state/).fill(driver.state);
  await group.getByLabel('License number').fill(driver.number);
  await group.getByLabel('License expiry date').fill(isoDay(2000));
  // Asked only of a vehicle that needs a CDL.
  if (driver.licenceClass)
    await group.getByLabel('License class').selectOption({ label: driver.licenceClass });
  await group.getByLabel('Years licensed').fill(String(driver.years));
  return group;
}

test.describe('a youth group on a phone @mobile-only', () => {
  test.use({ viewport: phone });

  test('books the advisor’s bus and cargo van in one click, with a qualified driver for each vehicle', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const trip = tripDates(437);
    const email = testEmail('youth-group');
    const found: string[] = [];
    expect(await unitsFree(request, trip, '33-passenger-bus')).toBeGreaterThan(0);

    await test.step('search for 28 people with 50 suitcases', async () => {
      await page.goto('/');
      await expect(page.getByLabel('Pickup location')).toContainText('Baltimore Harbor');
      await fillSearch(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers: 28 });
      await page.getByLabel('How many suitcases?').fill('50');
      await page
        .getByLabel(/What is the trip for/)
        .selectOption({ label: 'Camps, clubs and youth organizations' });
      await page.getByRole('button', { name: 'Show available vehicles' }).click();
      await expect(page).toHaveURL(/\/availability$/);
    });

    await test.step('book the advisor’s suggestion in one click', async () => {
      const suggestion = page.getByRole('region', { name: 'For your group of 28 people with 50 suitcases' });
      const best = '1 × 33 Passenger Bus + 1 × Cargo Van / Box Truck';
      await expect(suggestion).toContainText(best);
      await expect(suggestion).toContainText('CDL');
      found.push(...(await axeAtBothSizes(page, 'availability with a bus suggested')));
      await suggestion.getByRole('button', { name: `Choose ${best}` }).click();
      await expect(page).toHaveURL(/\/confirm$/);
      const booking = page.getByRole('region', { name: 'Your booking' });
      await expect(booking).toContainText('1 × 33 Passenger Bus');
      await expect(booking).toContainText('1 × Cargo Van / Box Truck');
    });

    const bus =
      await test.step('name a driver for each vehicle: the bus driver with a regular license', async () => {
        const drivers = page.getByRole('region', { name: 'Drivers' });
        await expect(drivers).toContainText('Each vehicle needs a named driver before pickup');
        await expect(drivers.getByRole('group', { name: '33 Passenger Bus 1' })).toContainText(
          'commercial driver’s license (CDL class A, B or C) with a passenger (P) endorsement',
        );
        const busGroup = await nameDriver(page, '33 Passenger Bus 1', {
          name: 'Dana Whitfield',
          born: '1985-03-14',
          state: 'MD',
          number: busNumber,
          licenceClass: 'Regular license',
          years: 12,
        });
        await nameDriver(page, 'Cargo Van / Box Truck 1', {
          name: 'Sam Ortiz',
          born: '1990-06-01',
          state: 'VA',
          number: 'S98765432',
          years: 6,
        });
        const policy = page.getByRole('region', { name: 'Cancellation policy' });
        await expect(policy).toContainText('Free until');
        await expect(policy).toContainText('no-show');
        await fillContact(page, email);
        found.push(...(await axeAtBothSizes(page, 'confirm with the drivers named')));
        return busGroup;
      });

    await test.step('the bus driver is refused, with the reason on the license class', async () => {
      await page.getByRole('button', { name: 'Confirm reservation' }).click();
      const licenceClass = bus.getByLabel('License class');
      await expect(licenceClass).toHaveAttribute('aria-invalid', 'true');
      await expect(licenceClass).toBeFocused();
      await expect(bus).toContainText('needs a commercial driver’s license');
      await expect(page.getByRole('link', { name: /needs a commercial driver’s license/ })).toBeVisible();
      await expect(page).toHaveURL(/\/confirm$/);
      found.push(...(await axeAtBothSizes(page, 'confirm with a driver refused')));
    });

    await test.step('corrected to a CDL with the P endorsement, the booking goes through', async () => {
      await bus.getByLabel('License class').selectOption({ label: 'CDL class B' });
      await bus.getByRole('checkbox', { name: 'The license has a passenger (P) endorsement' }).check();
      await expect(bus.getByLabel('License class')).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Confirm reservation' }).click();
      await confirmationCode(page);
    });

    await test.step('the success page lists the drivers, license numbers masked', async () => {
      const drivers = page.getByRole('region', { name: 'Drivers' });
      await expect(drivers).toContainText('Dana Whitfield, 33 Passenger Bus');
      await expect(drivers).toContainText('CDL class B with P endorsement, license •••• 9012');
      await expect(drivers).toContainText('Sam Ortiz, Cargo Van / Box Truck');
      await expect(drivers).toContainText('Every vehicle has a named driver.');
      await expect(page.locator('body')).not.toContainText(busNumber);
      found.push(...(await axeAtBothSizes(page, 'success with the drivers')));
    });

    await test.step('the manage page lists the drivers', async () => {
      await page.getByRole('link', { name: 'Manage or cancel this booking' }).click();
      await page.getByRole('button', { name: 'Find my booking' }).click();
      const drivers = page.getByRole('region', { name: 'Drivers' });
      await expect(drivers).toContainText('Dana Whitfield, 33 Passenger Bus');
      await expect(drivers).toContainText('•••• 9012');
      await expect(drivers).toContainText('Sam Ortiz, Cargo Van / Box Truck');
      await expect(page.locator('body')).not.toContainText(busNumber);
      found.push(...(await axeAtBothSizes(page, 'manage with the drivers')));
    });

    await test.step('later, the return moves a day later from the manage page, the difference shown first', async () => {
      await page.getByRole('button', { name: 'Change this reservation' }).click();
      await page.getByLabel('Return date').fill(isoDay(437 + 3));
      await page.getByRole('button', { name: 'Review the change' }).click();
      const preview = page.getByRole('region', { name: 'Your change' });
      await expect(preview.getByRole('listitem').first()).toContainText('Return');
      await expect(preview).toContainText(/The change adds \$[\d,]+\.\d\d/);
      found.push(...(await axeAtBothSizes(page, 'manage with the change reviewed')));
      await preview.getByRole('button', { name: 'Confirm the change' }).click();
      await expect(page.getByRole('status').getByText('Your booking is changed.')).toBeVisible();
      // The drivers stay with their vehicles.
      await expect(page.getByRole('region', { name: 'Drivers' })).toContainText(
        'Dana Whitfield, 33 Passenger Bus',
      );
    });

    expect(found).toEqual([]);
  });
});
