import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { lastEmailTo } from './mail';

/** The driver's personal link as it stands in their e-mail (decision 024). */
export const driverLinkPattern = /\/driver#token=[A-Za-z0-9_-]+/;

/** The driver's link, as a path, from the last e-mail sent to `email` that holds one. */
export async function driverLink(email: string): Promise<string> {
  return driverLinkPattern.exec(await lastEmailTo(email, driverLinkPattern))?.[0] ?? '';
}

/**
 * A real photo of a (made-up) licence, as a phone's camera hands it to the file
 * input: small JPEGs kept beside the specs (tests/e2e/fixtures).
 */
export function licencePhotoFile(side: 'front' | 'back'): string {
  return path.resolve(import.meta.dirname, '../fixtures', `licence-${side}.jpg`);
}

/** Names a van's driver on the confirm step with a name and an e-mail: the invitation, a group's default. */
export async function inviteDriver(page: Page, vehicle: string, name: string, email: string): Promise<void> {
  const group = page.getByRole('group', { name: vehicle, exact: true });
  await group.getByRole('button', { name: `Name the driver of ${vehicle}` }).click();
  await expect(group.getByLabel('Full name')).toBeFocused();
  await expect(group.getByRole('radio', { name: /^Invite by e-mail/ })).toBeChecked();
  await expect(group.getByLabel('License number')).toHaveCount(0);
  await group.getByLabel('Full name').fill(name);
  await group.getByLabel('Their e-mail address').fill(email);
}

/** The home address a driver gives with their identity (decisions 024, 037), as the API takes it. */
export const homeAddress = {
  line1: '12 Harbor Street',
  city: 'Baltimore',
  region: 'MD',
  postalCode: '21230',
};

/** The identity step as a driver does it: the date of birth, the home address, then Confirm. */
export async function confirmIdentity(page: Page, dateOfBirth: string): Promise<void> {
  await page.getByLabel('Date of birth', { exact: true }).fill(dateOfBirth);
  const address = page.getByRole('group', { name: 'Your home address' });
  await address.getByLabel('Street and number', { exact: true }).fill(homeAddress.line1);
  await address.getByLabel('City', { exact: true }).fill(homeAddress.city);
  await address.getByLabel('State', { exact: true }).selectOption(homeAddress.region);
  await address.getByLabel('ZIP code', { exact: true }).fill(homeAddress.postalCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
}
