import { expect, test } from './support/fixtures';
import { isoDay, searchFromStart, testEmail, tripDates } from './support/reservation-flow';

/** The quote request (SPEC §2 "/quote"): the form, its prefill, and the code it shows. */

test('a quote request prefilled from a link is sent and its code shown', async ({ page }) => {
  await page.goto('/quote?purpose=churches&vehicleType=bus&passengers=40');
  const form = page.getByRole('form', { name: 'Tell us about your trip' });
  await expect(form.getByLabel(/What is the trip for/)).toHaveValue('churches');
  await expect(form.getByLabel('Vehicle type')).toHaveValue('bus');
  await expect(form.getByLabel('How many people are traveling?')).toHaveValue('40');

  await form.getByLabel(/Organization/).fill('Grace Chapel');
  await form.getByLabel('Pickup location').selectOption({ label: 'Chicago West Loop' });
  await form.getByLabel('Pickup date').fill(isoDay(140));
  await form.getByLabel('Pickup time').fill('09:00');
  await form.getByLabel('Return date').fill(isoDay(142));
  await form.getByLabel('Return time').fill('17:00');
  await form.getByLabel(/Particular vehicle/).selectOption({ label: '44 Passenger Bus' });
  await form.getByLabel(/Anything else/).fill('Retreat weekend; two of our drivers hold a CDL.');
  await form.getByLabel('First name').fill('Ruth');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('E-mail address').fill(testEmail('quote'));
  await form.getByLabel('Phone number').fill('312 555 0147');
  await form.getByRole('button', { name: 'Send my quote request' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you: your request is in' })).toBeFocused();
  await expect(page.getByTestId('quote-code')).toHaveText(/^[A-Z]{1,4}-[A-Z0-9]{4,12}$/);
});

test('the quote form names every problem beside its field before sending', async ({ page }) => {
  await page.goto('/quote');
  const form = page.getByRole('form', { name: 'Tell us about your trip' });
  await form.getByLabel('Pickup date').fill(isoDay(150));
  await form.getByLabel('Return date').fill(isoDay(149));
  await form.getByRole('button', { name: 'Send my quote request' }).click();
  await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(form.getByLabel('How many people are traveling?')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The return must be after the pickup.').first()).toBeVisible();
  await expect(form.getByText('Enter your first name.').first()).toBeVisible();
});

test('a search with nothing bookable online offers the quote form with the search filled in', async ({
  page,
}) => {
  const trip = tripDates(160);
  // Buses need drivers of 25 or older, and the big ones a CDL: nothing here is bookable online at 22.
  await searchFromStart(page, {
    pickupDate: trip.pickupDate,
    returnDate: trip.returnDate,
    age: 22,
    passengers: 30,
  });
  await page.getByLabel('Vehicle type').selectOption({ label: 'Buses' });
  await expect(
    page.getByRole('heading', { name: 'Nothing we can book online for this search' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Request a quote for this trip' }).click();

  await expect(page).toHaveURL(/\/quote\?/);
  const form = page.getByRole('form', { name: 'Tell us about your trip' });
  await expect(form.getByLabel('Pickup location')).toHaveValue('baltimore');
  await expect(form.getByLabel('Pickup date')).toHaveValue(trip.pickupDate);
  await expect(form.getByLabel('Return date')).toHaveValue(trip.returnDate);
  await expect(form.getByLabel('Vehicle type')).toHaveValue('bus');
  await expect(form.getByLabel('How many people are traveling?')).toHaveValue('30');
});

test('the page names its header’s scripts only; the form’s load once the page is interactive, then it works', async ({
  page,
}) => {
  // Decision 009: /quote within the 95 KB every page's HTML may name; the form is an island (quote.screen.tsx).
  const html = await (await page.request.get('/quote')).text();
  const named = html.match(/data-chunks="([^"]*)"/)?.[1] ?? '';
  expect(named).toMatch(/\/quote\.screen-/);
  expect(named).not.toMatch(/quote-request-|schema-resolver-|QueryClientProvider-/);
  // Prerendered, the form is there and disabled until it is live (FormBody): nothing typed is lost.
  expect(html).toMatch(/<fieldset disabled=""/);

  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/quote');
  const form = page.getByRole('form', { name: 'Tell us about your trip' });
  await page.locator('[data-live]').filter({ has: form }).waitFor();
  expect(requested.some((p) => /\/quote-request-[^/]+\.js$/.test(p))).toBe(true);
  await form.getByLabel('First name').fill('Ruth');
  await expect(form.getByLabel('First name')).toHaveValue('Ruth');
});
