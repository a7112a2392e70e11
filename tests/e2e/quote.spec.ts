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

test('the page names its header’s scripts only; the form’s load when the visitor reaches for it, and what was typed first is kept @phone', async ({
  page,
}) => {
  // Decision 009: /quote within the 95 KB every page's HTML may name and 100 KB loaded; the form is an island.
  const html = await (await page.request.get('/quote')).text();
  const named = html.match(/data-chunks="([^"]*)"/)?.[1] ?? '';
  expect(named).toMatch(/\/quote\.screen-/);
  expect(named).not.toMatch(/quote-request-|schema-resolver-|QueryClientProvider-/);
  // Prerendered, the form works as served: nothing typed before its script is in is lost (components/island.tsx).
  expect(html).toMatch(/<form noValidate="" aria-labelledby="quote-form-heading"/);
  expect(html).not.toMatch(/<fieldset disabled=""/);

  const formChunk = /\/quote-request-[^/]+\.js$/;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/quote');
  await page.locator('html[data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
  // In view, but not reached for: its script is not fetched.
  expect(requested.filter((p) => formChunk.test(p))).toEqual([]);

  const form = page.getByRole('form', { name: 'Tell us about your trip' });
  await form.getByLabel('First name').fill('Ruth');
  await page.locator('[data-live]').filter({ has: form }).waitFor();
  expect(requested.some((p) => formChunk.test(p))).toBe(true);
  await expect(form.getByLabel('First name')).toHaveValue('Ruth');
  await form.getByLabel('Last name').fill('Okafor');
  await expect(form.getByLabel('Last name')).toHaveValue('Okafor');
});

test('opened with a prefill in its link, the form loads at once and shows the trip', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/quote?vehicleType=van&passengers=12');
  const form = page.getByRole('form', { name: 'Tell us about your trip' });
  await page.locator('[data-live]').filter({ has: form }).waitFor();
  await expect(form.getByLabel('Vehicle type')).toHaveValue('van');
  await expect(form.getByLabel('How many people are traveling?')).toHaveValue('12');
  expect(requested.some((p) => /\/quote-request-[^/]+\.js$/.test(p))).toBe(true);
});

test('a request sent before the page is live is not sent by the browser with the fields in its address; it is sent once the form is live', async ({
  page,
}) => {
  // The app's start held back: the page stays as served, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/quote');
  const form = page.getByRole('form', { name: 'Tell us about your trip' });
  await form.getByLabel('First name').fill('Ruth');
  await form.getByLabel('E-mail address').fill(testEmail('early'));
  await form.getByRole('button', { name: 'Send my quote request' }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Ruth');
  await expect(form.getByText('Enter your last name.').first()).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});
