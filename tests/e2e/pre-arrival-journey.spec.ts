import { type Browser, devices, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect as baseExpect, test } from './support/fixtures';
import { lastEmailTo } from './support/mail';
import { confirmIdentity, driverLink, inviteDriver, licencePhotoFile } from './support/pre-arrival';
import {
  chooseVehicle,
  confirmationCode,
  fillContact,
  fillSearch,
  testEmail,
  tripDates,
} from './support/reservation-flow';
import { signWithFinger } from './support/signature';

/**
 * Both sides of the drivers' pre-arrival steps on phones (decision 024, 026):
 * the organiser books two 15-passenger vans naming each driver by e-mail alone
 * and signs the rental agreement with a finger on the manage page; each driver,
 * on a phone of their own, opens the link from their e-mail, confirms who they
 * are, gives the licence, photographs both sides, acknowledges the safety
 * briefing and signs with a finger; the manage page then shows both drivers
 * ready and the booking ready for pickup. axe at each new screen (the confirm
 * step and the agreement are organiser-pre-arrival.spec.ts's). A phone journey:
 * the phone project alone runs it (touch).
 */

const van = '15 Passenger Van';
/**
 * A long journey of three phones on a machine shared with other work: a screen
 * may take longer than the default 5 s to answer, so each expectation waits up
 * to 15 s for it (no fixed sleep anywhere).
 */
const expect = baseExpect.configure({ timeout: 15_000 });

interface Driver {
  name: string;
  /** axe over each of the driver's screens: the first driver's; the next one's are the same screens. */
  axe: boolean;
  email: string;
  dateOfBirth: string;
  licenceNumber: string;
}

/** Each new screen axe-clean as it is shown; every failure gathered, asserted once at the end. */
const problems: string[] = [];
async function axe(page: Page, state: string) {
  problems.push(...(await violations(page, state)));
}

/** The organiser finds the booking on the manage page. */
async function openManage(page: Page, code: string, email: string) {
  await page.goto(`/manage?code=${code}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeFocused();
}

/** The organiser reads the agreement, ticks the consent and signs in the box with a finger. */
async function signAgreement(page: Page) {
  const agreement = page.getByRole('region', { name: 'Rental agreement' });
  await agreement.getByRole('button', { name: 'Read and sign the agreement' }).click();
  await expect(agreement.getByRole('heading', { name: 'What you sign' })).toBeFocused();
  await agreement.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  const pad = page.getByRole('img', { name: 'Signature box: sign with a finger or the mouse' });
  await expect(page.getByText('Not signed yet.', { exact: true })).toBeVisible();
  await signWithFinger(page, pad);
  await expect(page.getByText('Signed.', { exact: true })).toBeVisible();
  await agreement.getByRole('button', { name: 'Sign the agreement' }).click();
  const signed = agreement.getByRole('status');
  await expect(signed).toBeFocused();
  await expect(signed).toContainText(/Signed on /);
}

/** One driver, on a phone of their own, does every step from the link in their e-mail. */
async function driverSteps(browser: Browser, baseURL: string, driver: Driver, code: string) {
  const link = await driverLink(driver.email);
  expect(link).not.toBe('');
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const page = await context.newPage();
  const heading = (name: string) => page.getByRole('heading', { level: 2, name });
  const who = driver.name;
  const check = (state: string) => (driver.axe ? axe(page, `${who}: ${state}`) : undefined);
  try {
    await page.goto(link);
    const booking = page.getByRole('region', { name: 'Your booking' });
    await expect(booking).toContainText(code);
    await expect(booking).toContainText(who);

    await expect(heading('Confirm your name, date of birth and address')).toBeVisible();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(who);
    await check('identity');
    await confirmIdentity(page, driver.dateOfBirth);

    await expect(heading('Your driver’s license')).toBeFocused();
    await check('licence');
    await page.getByLabel('State that issued it', { exact: true }).selectOption('MD');
    await page.getByLabel('License number', { exact: true }).fill(driver.licenceNumber);
    await page.getByLabel('Expiry date', { exact: true }).fill('2031-05-01');
    await page.getByLabel('License class', { exact: true }).selectOption('regular');
    await page.getByLabel('Years you have held a license', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Save my license' }).click();

    await expect(heading('Photos of your license')).toBeFocused();
    for (const [side, label] of [
      ['front', 'Front of the license'],
      ['back', 'Back of the license'],
    ] as const) {
      await page.getByLabel(`Take or choose a photo: ${label}`).setInputFiles(licencePhotoFile(side));
      await expect(page.getByRole('img', { name: `Your photo: ${label}` })).toBeVisible();
    }
    await expect(page.getByText('Uploaded.')).toHaveCount(2);
    await check('photos uploaded');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(heading('15-passenger van safety briefing')).toBeFocused();
    await check('safety briefing');
    await page.getByLabel('I have read the safety briefing and will follow it', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(heading('Sign your acknowledgement')).toBeFocused();
    await expect(page.getByText('Not signed yet.')).toBeVisible();
    await check('signature');
    await page.getByLabel('I agree to sign electronically', { exact: true }).check();
    await signWithFinger(page, page.getByRole('img', { name: /Signature box/ }));
    await expect(page.getByText('Signed in the box.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign' }).click();

    await expect(heading('You’re ready for pickup')).toBeFocused();
    await check('ready');
    // The signed acknowledgement reaches that driver's own inbox.
    await lastEmailTo(driver.email, new RegExp(code));
  } finally {
    await context.close();
  }
}

test('an organiser books two vans with drivers named by e-mail and signs; each driver checks in from their e-mail on a phone; the manage page shows both ready @mobile-only', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  problems.length = 0;
  expect(testInfo.project.use.hasTouch).toBe(true);
  const organiser = testEmail('journey-organiser');
  const drivers: Driver[] = [
    {
      name: 'Ada Quinn',
      axe: true,
      email: testEmail('journey-ada'),
      dateOfBirth: '1984-06-02',
      licenceNumber: 'Q100-200-300-401',
    },
    {
      name: 'Bo Ramirez',
      axe: false,
      email: testEmail('journey-bo'),
      dateOfBirth: '1979-09-21',
      licenceNumber: 'R500-600-700-802',
    },
  ];
  // Dates of this spec's own, moved on for each repeat so two vans stay free.
  const trip = tripDates(510 + 5 * testInfo.repeatEachIndex);

  // The search and the booking as support/reservation-flow.ts takes them, each answer waited for as long as the rest.
  await page.goto('/');
  await fillSearch(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, age: 40 });
  await page.getByRole('button', { name: 'Show available vehicles' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await chooseVehicle(page, van, 2);
  await inviteDriver(page, `${van} 1`, drivers[0]!.name, drivers[0]!.email);
  await inviteDriver(page, `${van} 2`, drivers[1]!.name, drivers[1]!.email);
  await fillContact(page, organiser);
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await expect(page).toHaveURL(/\/success$/);
  const code = await confirmationCode(page);

  await openManage(page, code, organiser);
  const ready = page.getByRole('region', { name: 'Ready for pickup' });
  await expect(ready).toContainText('Not ready for pickup yet.');
  await axe(page, 'the booking not ready');
  await signAgreement(page);
  await expect(ready).toContainText('Rental agreement: signed.');
  await expect(ready).toContainText('Not ready for pickup yet.');

  for (const driver of drivers) await driverSteps(browser, baseURL ?? '', driver, code);

  // Found again: both drivers ready, and the booking ready for pickup.
  await openManage(page, code, organiser);
  await expect(ready).toContainText(
    'Your booking is ready for pickup: every driver has checked in and the agreement is signed.',
  );
  for (const driver of drivers) {
    const item = ready.getByRole('listitem').filter({ hasText: driver.name });
    await expect(item).toContainText('Ready');
    await expect(item).not.toContainText('Still missing');
    await expect(item.getByRole('button', { name: /Send the link again/ })).toHaveCount(0);
  }
  await axe(page, 'the booking ready for pickup');
  expect(problems).toEqual([]);
});
