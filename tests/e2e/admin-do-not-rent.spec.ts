import { brand } from '@convoy/domain/content/brand';
import { csrf, signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { invitationLink } from './support/mail';
import {
  chooseVehicle,
  fillContact,
  searchFromStart,
  testEmail,
  tripDates,
} from './support/reservation-flow';

// The do-not-rent list (decision 021): a manager adds a person, the list shows them masked, and a
// booking in their name is refused with the neutral message (call the company, no reason).

test('a manager adds an entry, sees it masked, and a matching booking is refused with the neutral message', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A manager of their own: the owner invites them, they accept from the e-mail.
  const manager = testEmail('manager');
  await signIn(page, '/admin?view=staff');
  const invited = await page.request.post('/api/admin/staff/invitations', {
    data: { email: manager, role: 'manager' },
    headers: await csrf(page),
  });
  expect(invited.status()).toBe(201);
  const token = (await invitationLink(manager)).split('token=')[1];
  const context = await browser.newContext();
  try {
    const accepted = await context.request.post('/api/admin/invitations/accept', {
      data: { token, password: 'a manager’s long password' },
    });
    expect(accepted.status()).toBe(201);
    const desk = await context.newPage();
    await desk.goto('/admin?view=do-not-rent');
    await expect(desk.getByText(`Signed in as ${manager}`)).toBeVisible();
    await expect(desk.getByRole('heading', { level: 2, name: 'Do-not-rent list' })).toBeVisible();

    const renterEmail = testEmail('listed');
    const form = desk.getByRole('form', { name: 'Add an entry' });
    await form.getByLabel('Full name').fill('Dana Ölund-Price');
    await form.getByLabel('Date of birth').fill('1979-11-02');
    await form.getByLabel('License number').fill('X987 654 321');
    await form.getByLabel('Issuing state').fill('MD');
    await form.getByLabel('E-mail address').fill(renterEmail);
    await form.getByLabel('Reason').fill('Left a van damaged and unpaid');
    await form.getByRole('button', { name: 'Add to the list' }).click();

    const table = desk.getByRole('table', { name: 'Entries' });
    const row = table.getByRole('row').filter({ hasText: 'D… Ö…' });
    await expect(row).toContainText('born 1979');
    await expect(row).toContainText('License (MD)');
    await expect(row).toContainText(`${renterEmail.slice(0, 1)}…@example.com`);
    await expect(table).not.toContainText('Dana');
    await expect(table).not.toContainText('X987');
    expect(await violations(desk, 'do-not-rent list')).toEqual([]);

    // The listed person books on the public site: refused on the confirm step, told only to call.
    const trip = tripDates(475);
    await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
    await chooseVehicle(page, '12 Passenger Van');
    await fillContact(page, renterEmail);
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    await expect(
      page
        .getByText(`We need to review this booking before it can go ahead. Please call us at ${brand.phone}.`)
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/confirm$/);
    await expect(page.getByText('damaged')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the do-not-rent view passes axe, with a field’s message showing @phone', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '/admin?view=do-not-rent');
  await expect(page.getByRole('heading', { level: 2, name: 'Do-not-rent list' })).toBeVisible();
  await page
    .getByRole('form', { name: 'Add an entry' })
    .getByRole('button', { name: 'Add to the list' })
    .click();
  await expect(page.getByText('Enter the person’s full name.').first()).toBeVisible();
  await page
    .getByRole('form', { name: 'Let one booking through' })
    .getByRole('button', { name: 'Record override' })
    .click();
  await expect(page.getByText('Enter your confirmation code, like CNV-7K3M9Q.').first()).toBeVisible();
  expect(await violations(page, 'do-not-rent view')).toEqual([]);
});
