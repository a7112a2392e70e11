import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { confirmIdentity, driverLink } from './support/pre-arrival';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';
import { sidewaysScroll } from './support/sideways';
import { signWithFinger, signWithMouse } from './support/signature';

/**
 * A driver named by e-mail alone opens the link from their e-mail and does
 * every pre-arrival step on the page (decision 024): name and date of birth,
 * the licence (refused first, with the reason on its field), both photos,
 * the 15-passenger van safety briefing, and the signed acknowledgement.
 */

const van = '15-passenger-van';

/** A real JPEG, as a phone's camera hands it to the file input. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** axe clean, and no sideways scroll at 320 px (support/sideways.ts puts the viewport back). */
async function expectAxeClean(page: Page, state: string) {
  expect(await violations(page, state)).toEqual([]);
  expect(await sidewaysScroll(page), state).toEqual([]);
}

test('a named driver does every pre-arrival step from the e-mailed link @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const touch = testInfo.project.use.hasTouch === true;
  const email = testEmail(`driver-${testInfo.project.name}`);
  const code = await bookThroughApi(
    page.request,
    tripDates(touch ? 500 : 507),
    van,
    1,
    testEmail('organiser'),
    {
      drivers: [{ vehicleId: van, name: 'Ana Ruiz', email }],
    },
  );
  const link = await driverLink(email);
  expect(link).not.toBe('');

  await page.goto(link);
  const heading = (name: string) => page.getByRole('heading', { level: 2, name });
  const booking = page.getByRole('region', { name: 'Your booking' });
  await expect(booking).toContainText(code);
  await expect(booking).toContainText('Ana Ruiz');
  await expect(booking).toContainText('15 Passenger Van');
  // The token leaves the address bar; a reload still opens the page from this tab's memory.
  expect(new URL(page.url()).hash).toBe('');
  await page.reload();
  await expect(heading('Confirm your name, date of birth and address')).toBeVisible();
  await expectAxeClean(page, 'identity');

  await confirmIdentity(page, '1988-03-14');

  await expect(heading('Your driver’s license')).toBeFocused();
  await page.getByLabel('State that issued it', { exact: true }).selectOption('MD');
  await page.getByLabel('License number', { exact: true }).fill('P900-111-222-333');
  await page.getByLabel('Expiry date', { exact: true }).fill('2031-05-01');
  await page.getByLabel('License class', { exact: true }).selectOption('regular');
  const years = page.getByLabel('Years you have held a license', { exact: true });
  await years.fill('1');
  await page.getByRole('button', { name: 'Save my license' }).click();
  // The API's reason, beside the field it is about.
  await expect(years).toHaveAttribute('aria-invalid', 'true');
  await expect(years).toHaveAccessibleDescription(/at least 3 years/);
  await expectAxeClean(page, 'licence refused');
  await page.getByLabel('License number', { exact: true }).fill('P900-111-222-333');
  await years.fill('9');
  await page.getByRole('button', { name: 'Save my license' }).click();

  await expect(heading('Photos of your license')).toBeFocused();
  await expectAxeClean(page, 'photos');
  const inputs = page.locator('input[type="file"][capture="environment"]');
  await inputs.nth(0).setInputFiles(await photo('front.jpg', '#3366aa'));
  await expect(page.getByRole('img', { name: 'Your photo: Front of the license' })).toBeVisible();
  await expect(page.getByText('Uploaded.')).toHaveCount(1);
  await inputs.nth(1).setInputFiles(await photo('back.jpg', '#aa6633'));
  await expect(page.getByText('Uploaded.')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading('15-passenger van safety briefing')).toBeFocused();
  await expectAxeClean(page, 'safety briefing');
  await page.getByLabel('I have read the safety briefing and will follow it', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading('Sign your acknowledgement')).toBeFocused();
  const pad = page.getByRole('img', { name: /Signature box/ });
  await expect(page.getByText('Not signed yet.')).toBeVisible();
  await expectAxeClean(page, 'signature');
  await page.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Sign in the box.').first()).toBeVisible();
  await page.getByLabel('I agree to sign electronically', { exact: true }).check();
  await (touch ? signWithFinger(page, pad) : signWithMouse(page, pad));
  await expect(page.getByText('Signed in the box.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign' }).click();

  await expect(heading('You’re ready for pickup')).toBeFocused();
  await expectAxeClean(page, 'finished');

  await page.goto(link);
  await expect(heading('You have completed your pre-arrival steps')).toBeVisible();
  await expectAxeClean(page, 'completed');
});

test('a link without its key says so and how to get help @phone', async ({ page }) => {
  await page.goto('/driver');
  await expect(page.getByRole('heading', { level: 2, name: 'This link is incomplete' })).toBeVisible();
  await expectAxeClean(page, 'no token');
  await page.goto(`/driver#token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Call/ })).toBeVisible();
});
