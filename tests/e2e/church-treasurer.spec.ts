import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { admin } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fillApplication } from './support/organisation';
import {
  chooseVehicle,
  confirmationCode,
  fillContact,
  searchFromStart,
  testEmail,
  tripDates,
} from './support/reservation-flow';
import { gotoHydrated } from './support/site';

/**
 * Invoice terms end to end (decision 014): a church treasurer opens an organization account asking for
 * net-30 terms; staff approve them (the back office's screen for it is built
 * elsewhere: its API here); the treasurer, the account remembered on this
 * device, books a 15 passenger van paid by invoice with a purchase order, and
 * files the invoice's PDF: its PO, vehicle, total and due date.
 */

/** "YYYY-MM-DD" `days` after today in the back office's zone, where invoices are dated. */
function dayInNewYork(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a church treasurer opens an account, is approved for net 30, books by invoice with a PO and files the invoice', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const email = testEmail('treasurer');

  await gotoHydrated(page, '/organisations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Organization accounts and invoice terms' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Paying by invoice on net 15, 30 or 60 day terms' }),
  ).toBeVisible();
  const name = page.getByLabel('Organization name');
  await page
    .getByRole('heading', { name: 'Apply for an organization account', level: 2 })
    .scrollIntoViewIfNeeded();
  await name.fill('Grace Fellowship Church');
  found.push(...(await violations(page, '/organisations with its form')));
  await fillApplication(page, {
    kind: 'Church or ministry',
    contact: 'Ruth Okafor',
    email,
    phone: '+1 410 555 0188',
    street: '200 Light Street',
    postalCode: '21202',
  });
  await page.getByRole('radio', { name: 'Net 30 days' }).check();
  await page.getByRole('button', { name: 'Apply for an account' }).click();

  const created = page.getByRole('status').filter({ hasText: 'Grace Fellowship Church has an account' });
  await expect(created).toBeFocused();
  await expect(created).toContainText(`We have e-mailed the access key to ${email}`);
  const code = ((await created.getByTestId('organisation-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^ORG-[2-9A-HJKMNP-TV-Z]{6,10}$/);

  // Staff approve net 30, a purchase order required.
  const login = await request.post('/api/admin/login', { data: admin });
  expect(login.status(), await login.text()).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const decided = await request.post(`/api/admin/organisations/${code}/terms`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { decision: 'approve', netDays: 30, poRequired: true },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  // The account page, from this device's memory.
  await created.getByRole('link', { name: 'Open the account page' }).click();
  await expect(page).toHaveURL(/\/organisation$/);
  await expect(page.getByText('Grace Fellowship Church', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoice terms' })).toContainText(
    'Approved: pay by invoice, due 30 days after it is issued. Each booking paid by invoice needs a purchase order number.',
  );
  found.push(...(await violations(page, '/organisation')));

  // The booking, for the church, by invoice.
  const trip = tripDates(340);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers: 14 });
  await chooseVehicle(page, '15 Passenger Van');
  const pay = page.getByRole('region', { name: 'How you’ll pay' });
  await expect(pay.getByRole('checkbox', { name: 'Book for Grace Fellowship Church' })).toBeChecked();
  await pay.getByRole('radio', { name: /Pay by invoice — net 30 days/ }).check();
  await pay.getByLabel('Purchase order (PO) number').fill('PO-4471');
  await fillContact(page, email);
  const price = page.getByRole('region', { name: 'Price breakdown' });
  await expect(price).toContainText('Total (includes taxes and fees)');
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  const reservation = await confirmationCode(page);

  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Grace Fellowship Church');
  await expect(payment).toContainText('PO-4471');
  const booked = page.getByRole('region', { name: 'Price breakdown' });
  const total = /Total \(includes taxes and fees\)(\$[\d,]+\.\d\d)/.exec(
    (await booked.textContent()) ?? '',
  )?.[1];
  expect(total).toBeTruthy();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    payment.getByRole('link', { name: 'Download invoice (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d+\.pdf$/);
  const pdf = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(text).toContain('PO-4471');
  expect(text).toContain(reservation);
  expect(text).toContain('15 Passenger Van');
  expect(text).toContain(total!);
  expect(text).toContain('Net 30');
  expect(text).toContain(dayInNewYork(30));

  expect(found).toEqual([]);
});
