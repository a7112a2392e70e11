import { signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

// Calendar feeds (decision 039): the owner issues a location's feed URL, a calendar app fetches it
// (here the test, as a calendar would, without a session) and finds the booking's pickup (within the
// feed's year ahead); revoked, the URL answers 404. Axe clean with a URL shown and with none.

test('the owner issues a location’s calendar feed, a calendar reads its pickups, and a revoked URL is gone', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const code = await bookThroughApi(page.request, tripDates(347), '12-passenger-van', 1, testEmail('feed'));
  await signIn(page, '/admin?view=calendar-feeds');
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar feeds' })).toBeVisible();
  const baltimore = page.getByRole('region', { name: 'Baltimore Harbor: pickups and returns' });
  await expect(baltimore.getByText(/No feed URL is issued/)).toBeVisible();
  expect(await violations(page, 'calendar feeds, none issued')).toEqual([]);

  await baltimore.getByRole('button', { name: 'Issue a feed URL: Baltimore Harbor' }).click();
  const url = baltimore.locator('code');
  await expect(url).toHaveText(/\/api\/calendar-feeds\/cal_[A-Za-z0-9_-]{43}\.ics$/);
  const secretUrl = (await url.textContent()) ?? '';
  await baltimore.getByRole('button', { name: 'Copy URL' }).click();
  await expect(baltimore.getByRole('status')).toHaveText(/Copied|Selected/);
  expect(await violations(page, 'calendar feeds, a URL shown')).toEqual([]);

  // A calendar app has no session: a request context of its own, at the server's address.
  const calendar = await playwright.request.newContext();
  const path = new URL(secretUrl).pathname;
  const origin = new URL(page.url()).origin;
  const feed = await calendar.get(`${origin}${path}`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`Pickup ${code}`);

  await baltimore.getByRole('button', { name: 'Revoke: Baltimore Harbor' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this feed URL?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(baltimore.getByText(/No feed URL is issued/)).toBeVisible();
  expect((await calendar.get(`${origin}${path}`)).status()).toBe(404);
  await calendar.dispose();
});
