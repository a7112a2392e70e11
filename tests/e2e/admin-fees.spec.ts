import { randomUUID } from 'node:crypto';
import { csrf, signIn } from './support/admin';
import { violations } from './support/axe';
import { checkOutThroughApi, counterDriver, inspect, threeDayTrip, unitFor } from './support/counter';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail } from './support/reservation-flow';

// Incidental fees (decision 032): staff add a fee to the catalogue in the
// Pricing view, and add one at check-in, where it is a line of the final
// invoice taxed as Baltimore taxes fees (6 % Maryland sales tax, demo rate).

test.describe.configure({ timeout: 180_000 });

// A minivan: the counter's other specs take Baltimore's 15-passenger vans on the same dates.
const van = 'minivan';
const driver = counterDriver(van);
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('staff add an incidental fee to the catalogue, and the editor passes axe', async ({ page }) => {
  await signIn(page, '/admin?view=pricing');
  const fees = page.getByRole('region', { name: 'Incidental fees' });
  await expect(fees.getByRole('row').filter({ hasText: 'Cleaning' })).toContainText('$150.00');
  const id = `e2e-${randomUUID().slice(0, 6)}`;
  try {
    await fees.getByRole('button', { name: 'Add fee' }).click();
    const form = fees.getByRole('form', { name: 'New fee' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    expect(await violations(page, 'fee form with errors')).toEqual([]);
    await form.getByLabel(/^Id/).fill(id);
    await form.getByLabel(/^Name/).fill('Sand removal');
    await form.getByLabel(/^Charged/).selectOption({ label: 'Per hour' });
    await form.getByLabel(/^Price/).fill('45');
    await form.getByLabel(/^Price/).press('Enter');
    const row = fees.getByRole('row').filter({ hasText: 'Sand removal' });
    await expect(row).toContainText('$45.00');
    await expect(row).toContainText('Per hour');
  } finally {
    await page.request.delete(`/api/admin/pricing/fees/${id}`, { headers: await csrf(page) });
  }
});

test('staff add a cleaning fee at check-in: a line on the final invoice with its tax', async ({
  page,
  request,
}) => {
  const trip = threeDayTrip();
  const code = await bookThroughApi(request, trip, van, 1, testEmail('fees'), { drivers: [driver] });
  await signIn(page, '/admin', 30_000);
  await unitFor(page, code, van);
  await checkOutThroughApi(page, code, van);

  await page.goto(`/admin?view=today&locationId=baltimore&date=${trip.pickupDate}`);
  const pickups = page.getByRole('table', { name: 'Pickups' }).getByRole('row').filter({ hasText: code });
  await pickups.getByRole('link', { name: `Check in booking ${code}` }).click();
  const back = page.getByRole('form', { name: `Check in booking ${code}` });
  const coming = back.getByRole('region', { name: 'Minivan 1' });
  await coming.getByLabel('Odometer (miles)').fill('12010');
  await coming.getByRole('radio', { name: 'Full' }).check();
  await inspect(coming);
  await back.getByRole('button', { name: 'Add a fee' }).click();
  await back.getByLabel('Fee 1').selectOption({ label: 'Cleaning, $150.00 each time' });
  await back.getByLabel(/^Note for staff/).fill('sand throughout');
  await back.getByRole('button', { name: 'Show the charges' }).click();
  const fees = page.getByRole('table', { name: 'Incidental fees on this booking' });
  await expect(fees.getByRole('row').filter({ hasText: 'Cleaning' })).toContainText('$150.00');
  await expect(fees).toContainText('On the final invoice');
  expect(await violations(page, 'check-in with a fee')).toEqual([]);

  await back.getByRole('button', { name: 'Record the return' }).click();
  await expect(page.getByText(`Booking ${code}: the return is recorded.`)).toBeVisible({ timeout: 30_000 });
  const booked = await (await page.request.get(`/api/admin/reservations/${code}`)).json();
  // $150 cleaning and 6 % of it, $9.
  const total = booked.pricingBreakdown.totalCents + 15_000 + 900;
  await expect(
    page.getByText(new RegExp(`Final invoice INV-\\d{4}-\\d+: ${dollars(total).replace('$', '\\$')}`)),
  ).toBeVisible();
  await expect(fees).toContainText(/INV-\d{4}-\d+/);
});
