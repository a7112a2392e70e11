import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { emailsTo, lastEmailTo } from './support/mail';
import { axeAtBothSizes } from './support/phone';
import { driverLinkPattern, inviteDriver } from './support/pre-arrival';
import {
  chooseVehicle,
  confirmationCode,
  fillContact,
  searchFromStart,
  testEmail,
  tripDates,
} from './support/reservation-flow';
import { signWithFinger } from './support/signature';

/**
 * The organiser's side of the drivers' pre-arrival steps (decision 024): a
 * booking of two 15-passenger vans names both drivers by e-mail alone on the
 * confirm step; the manage page shows them invited and the booking not ready,
 * sends one link again (the e-mail arrives), and the organiser signs the
 * rental agreement with a finger. Axe at each state, at this project's size
 * and the other's. Tagged @phone: the phone project runs it (touch), and the
 * desktop project too, with touch on.
 */

test.use({ hasTouch: true });

const link = driverLinkPattern;

/** The organiser signs in the box with a finger, once the box is ready. */
async function signTheBox(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature box: sign with a finger or the mouse' });
  await pad.scrollIntoViewIfNeeded();
  await expect(page.getByText('Not signed yet.', { exact: true })).toBeVisible();
  await signWithFinger(page, pad);
  await expect(page.getByText('Signed.', { exact: true })).toBeVisible();
}

test('an organiser invites two van drivers by e-mail, sees who is ready, sends a link again and signs the agreement with a finger @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const organiser = testEmail('organiser');
  const ada = testEmail('ada-driver');
  const bo = testEmail('bo-driver');
  const trip = tripDates(481);
  const problems: string[] = [];

  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  await chooseVehicle(page, '15 Passenger Van', 2);
  await inviteDriver(page, '15 Passenger Van 1', 'Ada Lovelace', ada);
  await inviteDriver(page, '15 Passenger Van 2', 'Bo Carter', bo);
  problems.push(...(await axeAtBothSizes(page, 'drivers invited on the confirm step')));
  await fillContact(page, organiser);
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  const code = await confirmationCode(page);
  // Each driver gets their own link.
  await lastEmailTo(ada, link);
  await lastEmailTo(bo, link);

  await page.goto(`/manage?code=${code}`);
  await page.getByLabel('E-mail address').fill(organiser);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeFocused();
  const ready = page.getByRole('region', { name: 'Ready for pickup' });
  await expect(ready).toContainText('Not ready for pickup yet.');
  const adaItem = ready.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
  const boItem = ready.getByRole('listitem').filter({ hasText: 'Bo Carter' });
  for (const item of [adaItem, boItem]) {
    await expect(item).toContainText('Invited');
    await expect(item).toContainText('Still missing: license details, license photos');
  }
  await expect(ready).toContainText('Rental agreement: not signed yet.');
  problems.push(...(await axeAtBothSizes(page, 'the booking not ready')));

  const before = await emailsTo(ada, link);
  await adaItem.getByRole('button', { name: 'Send the link again to Ada Lovelace' }).click();
  await expect(adaItem.getByRole('status')).toHaveText('We have e-mailed Ada Lovelace their link again.');
  await expect.poll(() => emailsTo(ada, link), { timeout: 15_000 }).toBe(before + 1);
  problems.push(...(await axeAtBothSizes(page, 'a link sent again')));

  const agreement = page.getByRole('region', { name: 'Rental agreement' });
  await agreement.getByRole('button', { name: 'Read and sign the agreement' }).click();
  await expect(agreement.getByRole('heading', { name: 'What you sign' })).toBeFocused();
  await expect(agreement).toContainText('2 × 15 Passenger Van');
  await expect(agreement).toContainText('Ada Lovelace, 15 Passenger Van 1');
  await expect(agreement).toContainText('Terms version 2026-11-rental-1');
  // Signed without the consent or a signature: both are asked for, the summary focused.
  await agreement.getByRole('button', { name: 'Sign the agreement' }).click();
  const summary = agreement.getByRole('heading', { name: 'Check your signature' }).locator('xpath=..');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Tick the box to agree to sign electronically.');
  await expect(summary).toContainText('Sign in the box.');
  problems.push(...(await axeAtBothSizes(page, 'the agreement with its errors')));

  await agreement.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await signTheBox(page);
  await agreement.getByRole('button', { name: 'Sign the agreement' }).click();
  const signed = agreement.getByRole('status');
  await expect(signed).toBeFocused();
  await expect(signed).toContainText('A PDF copy is on its way to your e-mail.');
  await expect(signed).toContainText(/Signed on /);
  await expect(ready).toContainText('Rental agreement: signed.');
  await lastEmailTo(organiser, new RegExp(`rental agreement for ${code}`, 'i'));
  problems.push(...(await axeAtBothSizes(page, 'the agreement signed')));

  // Found again later: the agreement says when it was signed.
  await page.getByRole('button', { name: 'Look up another booking' }).click();
  await page.getByLabel('E-mail address').fill(organiser);
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('region', { name: 'Rental agreement' })).toContainText(/Signed on /);
  await expect(
    page
      .getByRole('region', { name: 'Rental agreement' })
      .getByRole('button', { name: 'Read and sign the agreement' }),
  ).toHaveCount(0);
  expect(problems).toEqual([]);
});
