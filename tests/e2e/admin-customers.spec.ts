import type { Page } from '@playwright/test';
import { signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

// A customer's record (decision 043): from a booking staff open the renter's record, add a note, pin it, and
// see it as "Pinned note" on the renter's next booking; the record passes axe.

async function fromBookingToNote(page: Page, offset: number, label: string) {
  const email = testEmail(label);
  const first = await bookThroughApi(page.request, tripDates(offset), 'minivan', 1, email);
  const next = await bookThroughApi(page.request, tripDates(offset + 14), 'minivan', 1, email);
  await signIn(page, `/admin?view=bookings&booking=${first}`);
  const dialog = page.getByRole('dialog', { name: `Booking ${first}` });
  await dialog.getByRole('link', { name: 'Customer record' }).click();

  await expect(page.getByRole('heading', { level: 2, name: /^Customer: / })).toBeVisible();
  const bookings = page.getByRole('table', { name: 'Bookings' });
  await expect(bookings).toContainText(first);
  await expect(bookings).toContainText(next);
  expect(await violations(page, 'customer record')).toEqual([]);

  const text = `Call the school office first (${label}).`;
  await page.getByRole('textbox', { name: /^Note/ }).fill(text);
  await page.getByRole('button', { name: 'Add a note' }).click();
  const notes = page.getByRole('region', { name: 'Notes by staff' });
  await expect(notes).toContainText(text);
  await notes.getByRole('button', { name: `Pin the note “${text.slice(0, 40)}”` }).click();
  await expect(notes.getByRole('button', { name: `Unpin the note “${text.slice(0, 40)}”` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit trail' })).toContainText('customer record viewed');

  await page.goto(`/admin?view=bookings&booking=${next}`);
  const nextDialog = page.getByRole('dialog', { name: `Booking ${next}` });
  await expect(nextDialog.getByRole('complementary', { name: 'Pinned note' })).toContainText(text);
  expect(await violations(page, 'booking with a pinned note')).toEqual([]);
}

test('from a booking, staff open the customer’s record, add a note, pin it and see it on their next booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fromBookingToNote(page, 391, 'customer-desk');
});

test.describe('at a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the same at 1024 × 768', async ({ page }) => {
    test.setTimeout(120_000);
    await fromBookingToNote(page, 444, 'customer-tablet');
  });
});
