import { signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { sidewaysScroll } from './support/sideways';

/**
 * The new pages of a group's wider trip, axe clean on a phone and a desktop: the back office's
 * reviews (decision 047), and the personal links' pages opened without their key (the review, a
 * member's share, the unsubscribe) saying what to do.
 */

test('a driver’s link without its key says so in Spanish, axe clean @phone', async ({ page }) => {
  await page.goto('/es/driver');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Antes de recoger el vehículo' })).toBeVisible();
  expect(await violations(page, '/es/driver')).toEqual([]);
  expect(await sidewaysScroll(page)).toEqual([]);
});

test('staff read the reviews view, axe clean @phone', async ({ page }) => {
  await signIn(page, '/admin?view=reviews');
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reviews, newest first' })).toBeVisible();
  await expect(page.getByLabel('Follow-up')).toHaveValue('any');
  await page.getByLabel('Follow-up').selectOption({ label: 'Needing a follow-up' });
  await expect(page).toHaveURL(/followUp=open/);
  expect(await violations(page, 'reviews view')).toEqual([]);
});

// The same pages in Spanish (decision 048): the links a Spanish booking's e-mails carry open them.
for (const [path, heading, said] of [
  ['/review', 'How was your trip?', /not one of ours/],
  ['/pay', 'Pay your share', /no longer works/],
  ['/unsubscribe', 'Stop booking reminders', /opens from the unsubscribe link/],
  ['/es/review', '¿Qué tal estuvo su viaje?', /no es nuestro/],
  ['/es/pay', 'Pague su parte', /ya no funciona/],
  ['/es/unsubscribe', 'Dejar de recibir recordatorios de reserva', /se abre desde el enlace/],
] as const) {
  test(`${path} without its key says what to do, axe clean @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(said);
    expect(await violations(page, path)).toEqual([]);
    expect(await sidewaysScroll(page)).toEqual([]);
  });
}
