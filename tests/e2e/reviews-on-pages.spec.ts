import { csrf, signIn } from './support/admin';
import { violations } from './support/axe';
import {
  checkInThroughApi,
  checkOutThroughApi,
  counterDriver,
  threeDayTrip,
  unitFor,
} from './support/counter';
import { expect, test } from './support/fixtures';
import { lastEmailTo } from './support/mail';
import { bookThroughApi, testEmail } from './support/reservation-flow';
import { gotoHydrated } from './support/site';

/**
 * Published reviews on the vehicle and location pages (decision 049): a group's trip ends at the
 * counter, the renter answers the review e-mail on our page and agrees to publication, staff publish;
 * the server writes the review and the rating into the pages it sends (structured data included), and
 * a page reached inside the site asks for the same section.
 */
test('a published review shows on its vehicle’s and location’s pages, axe clean @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vehicle = 'suvs';
  const email = testEmail('review-pages');
  const code = await bookThroughApi(request, threeDayTrip(), vehicle, 1, email, {
    drivers: [counterDriver(vehicle)],
  });
  await signIn(page, '/admin', 30_000);
  await unitFor(page, code, vehicle);
  await checkOutThroughApi(page, code, vehicle);
  await checkInThroughApi(page, code, vehicle);

  const link = /https?:\/\/[^\s]+\/review#token=[A-Za-z0-9_-]+/.exec(
    await lastEmailTo(email, /How was your trip/),
  )?.[0];
  expect(link).toBeTruthy();
  const words = `Roomy and spotless for our choir, booking ${code}.`;
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').hash);
  const form = page.getByRole('form', { name: 'Send my review' });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Tell us how it went (optional)').fill(words);
  await form.getByLabel(/You may publish my review/).check();
  await form.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByText('Thank you: your review is with our team.')).toBeVisible();

  const reviews = (await (await page.request.get('/api/admin/reviews')).json()).reviews as {
    id: string;
    code: string;
  }[];
  const id = reviews.find((r) => r.code === code)?.id;
  const published = await page.request.post(`/api/admin/reviews/${id}/publish`, {
    headers: await csrf(page),
  });
  expect(published.status(), await published.text()).toBe(200);

  // The vehicle's page as the server sends it: the review as written, the rating in the HTML and its data.
  await gotoHydrated(page, `/${vehicle}`);
  const section = page.getByRole('region', { name: 'What groups say' });
  await expect(section).toContainText(words);
  await expect(section).toContainText(/\d(\.\d)? out of 5 from \d+ reviews? by renters after their trip/);
  await expect(section.getByRole('figure').filter({ hasText: words })).toContainText('Baltimore');
  const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .find((node) => node['@type'] === 'Product');
  expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
  expect(product.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
  expect(product.review.map((r: { reviewBody: string }) => r.reviewBody)).toContain(words);
  expect(await violations(page, 'vehicle page with reviews')).toEqual([]);

  // The location's page reached inside the site: the app asks for the same section.
  await gotoHydrated(page, '/locations');
  const asked = page.waitForResponse((r) => r.url().includes('/api/reviews/section?locationId=baltimore'));
  await page
    .getByRole('main')
    .getByRole('link', { name: /Baltimore/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/locations\/baltimore$/);
  expect((await asked).status()).toBe(200);
  const atLocation = page.getByRole('region', { name: 'What groups say' });
  await expect(atLocation.getByRole('figure').filter({ hasText: words })).toContainText('SUV');
  expect(await violations(page, 'location page with reviews')).toEqual([]);

  // In Spanish, the same review in the page's words around it.
  await page.goto(`/es/${vehicle}`);
  const spanish = page.getByRole('region', { name: 'Lo que dicen los grupos' });
  await expect(spanish).toContainText(words);
  await expect(spanish).toContainText(/de 5 en \d+ reseñas? de clientes después de su viaje/);
  expect(await violations(page, 'Spanish vehicle page with reviews')).toEqual([]);
});
