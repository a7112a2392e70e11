import { type RouteEntry, routeEntries } from '@convoy/domain/content/route-entries';
import { documentTitle } from '@convoy/domain/content/routes';
import type { ConsoleMessage, Page } from '@playwright/test';
import { axeBuilder } from './support/axe';
import { expect, test } from './support/fixtures';
import { fillSearch, tripDates } from './support/reservation-flow';
import { sidewaysScroll } from './support/sideways';
import { gotoHydrated } from './support/site';

// The marketing pages in a real browser: accessibility on every public
// route, the group-size advisor, calls to action that prefill the flow, live
// rates, fleet-sales filters and the lead forms.

const publicRoutes = routeEntries.filter((r) => r.indexable);
const isLocationPage = (r: RouteEntry) => r.screen === 'locations' || r.screen === 'location';

/**
 * One public page as a visitor's browser ends up with it, hydrated: what is wrong with it, one line each.
 * No script error and nothing logged as an error from the request to the end of the checks (a hydration
 * that does not match the prerendered HTML is one); its heading, title, description and robots directive
 * as the route table says (the HTML before any script is seo.spec.ts's and shell.spec.ts's); axe's WCAG
 * 2.2 AA rules (target-size among them); on a phone, no sideways scroll at 320 and 390 px.
 */
async function pageProblems(page: Page, route: RouteEntry, phone: boolean): Promise<string[]> {
  const found: string[] = [];
  const scriptError = (error: Error) => found.push(`script error: ${error.message}`);
  const loggedError = (message: ConsoleMessage) => {
    if (message.type() === 'error') found.push(`console error: ${message.text()}`);
  };
  page.on('pageerror', scriptError);
  page.on('console', loggedError);
  try {
    found.push(...(await checksOf(page, route, phone)));
  } finally {
    page.off('pageerror', scriptError);
    page.off('console', loggedError);
  }
  return found.map((problem) => `${route.path}: ${problem}`);
}

async function checksOf(page: Page, route: RouteEntry, phone: boolean): Promise<string[]> {
  const response = await gotoHydrated(page, route.path);
  const found: string[] = [];
  const seen = await page.evaluate(() => ({
    h1s: [...document.querySelectorAll('h1')].map((h) => h.textContent?.replace(/\s+/g, ' ').trim()),
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    robots: document.querySelectorAll('meta[name="robots"]').length,
  }));
  const expected = {
    h1s: [route.heading],
    title: documentTitle(route),
    description: route.description,
    robots: 0,
  };
  if (response?.status() !== 200) found.push(`HTTP ${response?.status()}`);
  for (const key of Object.keys(expected) as (keyof typeof expected)[])
    if (JSON.stringify(seen[key]) !== JSON.stringify(expected[key]))
      found.push(`${key} ${JSON.stringify(seen[key])}, expected ${JSON.stringify(expected[key])}`);
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  found.push(...violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
  if (phone) found.push(...(await sidewaysScroll(page)));
  return found;
}

test.describe('every public page hydrates without an error, says what the route table says, axe finds no WCAG 2.2 AA violation, and no page scrolls sideways on a phone @phone', () => {
  // The location pages (decision 029) as a test of their own; the others in five groups of about seventeen,
  // each within its two minutes on a busy machine.
  const others = publicRoutes.filter((r) => !isLocationPage(r));
  const groups = [0, 1, 2, 3, 4].map((g) => others.filter((_, i) => i % 5 === g));
  const sweeps: [string, RouteEntry[]][] = [
    ['every location page, in both languages', publicRoutes.filter(isLocationPage)],
    ...groups.map((routes, g): [string, RouteEntry[]] => [`public routes, group ${g + 1}`, routes]),
  ];
  for (const [name, routes] of sweeps) {
    test(name, async ({ page, isMobile }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const route of routes) found.push(...(await pageProblems(page, route, isMobile)));
      expect(found).toEqual([]);
    });
  }

  test('an open desktop menu, the advisor results and an open inquiry form', async ({ page, viewport }) => {
    if ((viewport?.width ?? 0) >= 1024) {
      await gotoHydrated(page, '/15-passenger-van');
      await page.getByRole('banner').getByRole('button', { name: 'Our Fleet' }).click();
      const { violations } = await axeBuilder(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    }
    await gotoHydrated(page, '/fleet-sales');
    await page
      .getByRole('button', { name: /Ask about this vehicle/ })
      .first()
      .click();
    await expect(page.getByLabel('Your name')).toBeVisible();
    const { violations } = await axeBuilder(page)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});

test('the group-size advisor: 40 people fit one 44 passenger bus or three 15 passenger vans @phone', async ({
  page,
}) => {
  await gotoHydrated(page, '/long-term-vehicles');
  const section = page.getByRole('region', { name: 'Which vehicles fit your group?' });
  await section.scrollIntoViewIfNeeded();
  await section.locator('[data-live]').waitFor();
  const people = page.getByLabel('People traveling, drivers included');
  await people.fill('40');
  const results = page.locator('[aria-live="polite"]').filter({ hasText: 'Fewest vehicles' });
  await expect(results).toContainText('1 × 44 Passenger Bus');
  await expect(results).toContainText('Each bus driver needs a CDL with a passenger endorsement');
  await expect(results).toContainText('3 × 15 Passenger Van');
  await expect(results).toContainText('Regular driver’s license, no CDL');
  await results.getByRole('link', { name: /Check availability.*3 × 15 Passenger Van/ }).click();
  await expect(page).toHaveURL(/\/\?vehicleType=van&passengers=40&convoy=15-passenger-van%3A3#reserve$/);

  await gotoHydrated(page, '/long-term-vehicles');
  const advisor = page.getByRole('region', { name: 'Which vehicles fit your group?' });
  await advisor.scrollIntoViewIfNeeded();
  await advisor.locator('[data-live]').waitFor();
  await page.getByLabel('People traveling, drivers included').fill('151');
  await expect(page.getByText('Enter a number of people from 1 to 150')).toBeVisible();
});

// Islands (components/island.tsx): on a phone the home page's search form and the advisor sit below
// the first screen; their scripts load when the visitor gets near them, not with the page (decision 009).
const islandChunk = /\/assets\/(start-search|group-size-advisor)-[^/]+\.js$/;

test.describe('parts further down a page load their script when the visitor gets there @mobile-only', () => {
  // Lighthouse's phone (the Lighthouse measurements of decision 009): the form's top edge is ~60 px under this first screen.
  test.use({ viewport: { width: 412, height: 823 } });
  test('the home page’s search form and advisor load on the way down, then work', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => islandChunk.test(p))).toEqual([]);

    await page.getByRole('link', { name: 'Start your reservation' }).click();
    await page.locator('#reserve [data-live]').waitFor();
    expect(requested.some((p) => /\/assets\/start-search-[^/]+\.js$/.test(p))).toBe(true);
    const age = page.getByLabel('Age of the main driver');
    await age.fill('30');
    await expect(age).toHaveValue('30');

    const advisor = page.getByRole('region', { name: 'Which vehicles fit your group?' });
    await advisor.scrollIntoViewIfNeeded();
    await advisor.locator('[data-live]').waitFor();
    const people = page.getByLabel('People traveling, drivers included');
    await expect(people).toHaveValue('');
    await people.fill('25');
    await expect(advisor.locator('[aria-live="polite"]')).toContainText('1 × 25 Passenger Bus');
  });

  test('a search filled in and sent before the form’s script arrived goes through once it has', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-search-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    const { pickupDate, returnDate } = tripDates(330);
    await fillSearch(page, { pickupDate, returnDate, age: 34 });
    await page.getByRole('button', { name: 'Show available vehicles' }).click();
    await expect(page.getByLabel('Age of the main driver')).toHaveValue('34');
    await expect(page).toHaveURL(/\/$/);

    release();
    await expect(page).toHaveURL(/\/availability$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Available vehicles' })).toBeVisible();
  });

  test('a number typed into the advisor before its script arrived is kept and answered', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/group-size-advisor-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/15-passenger-van');
    const people = page.getByLabel('People traveling, drivers included');
    const results = page
      .locator('[aria-live="polite"]')
      .filter({ hasText: /vehicles that fit|Fewest vehicles/ });
    await people.scrollIntoViewIfNeeded();
    await people.fill('40');
    // Nothing answers yet: the prerendered advisor, empty, stays as it was.
    await expect(results).toContainText('Enter how many people are traveling');
    await expect(results).not.toContainText('1 × 44 Passenger Bus');

    release();
    await expect(results).toContainText('1 × 44 Passenger Bus');
    await expect(results).toContainText('3 × 15 Passenger Van');
    await expect(people).toHaveValue('40');
    await expect(people).toBeFocused();
  });
});

test('a vehicle page’s call to action opens the search form with the vehicle type prefilled', async ({
  page,
}) => {
  await gotoHydrated(page, '/15-passenger-van');
  await page.getByRole('main').getByRole('link', { name: 'Check availability' }).first().click();
  await expect(page).toHaveURL(/\/\?vehicleType=van#reserve$/);
  await expect(page.locator('#reserve form').getByLabel('Vehicle type')).toHaveValue('van');
});

test('an audience page’s quote call to action carries the rental purpose', async ({ page }) => {
  await gotoHydrated(page, '/churches-ministries');
  await page.getByRole('main').getByRole('link', { name: 'Request a quote' }).first().click();
  await expect(page).toHaveURL(/\/quote\?purpose=churches$/);
});

test('rates shown on a vehicle page follow the live fleet data after load', async ({ page }) => {
  await page.route('**/api/vehicles', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { vehicles: { id: string; dailyRateCents: number }[] };
    for (const v of body.vehicles) if (v.id === '15-passenger-van') v.dailyRateCents = 19_500;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/15-passenger-van');
  await expect(page.getByRole('main').getByText('$195/day').first()).toBeVisible();
});

test('fleet sales: filters narrow the list and each vehicle has its own inquiry form', async ({ page }) => {
  await gotoHydrated(page, '/fleet-sales');
  const count = page.getByText(/^\d+ vehicles? for sale/);
  const all = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(all).toBeGreaterThan(3);
  await page.getByLabel('Type').selectOption({ label: 'Buses' });
  await expect(count).toHaveText(/match your filters/);
  const buses = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(buses).toBeLessThan(all);
  const listings = page
    .locator('#for-sale li')
    .filter({ has: page.getByRole('button', { name: /Ask about this vehicle|Close the inquiry/ }) });
  await expect(listings).toHaveCount(buses);
  await page.getByLabel('Type').selectOption({ label: 'All types' });
  await page.getByLabel('Price up to').selectOption({ label: '$35,000' });
  await expect(listings).toHaveCount(Number((await count.textContent())?.match(/\d+/)?.[0]));
  const first = listings.first();
  await first.getByRole('button', { name: /Ask about this vehicle/ }).click();
  await expect(first.getByRole('button', { name: /Close the inquiry/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(first.getByLabel('Your name')).toBeVisible();
});

test('the contact form sends a message and says so @phone', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await page.getByRole('heading', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Send message' }).click();
  // The error summary takes focus, so a screen reader announces it.
  await expect(page.locator(':focus')).toContainText('There is a problem');
  await expect(page.getByText('Enter your name.').first()).toBeVisible();
  await page.getByLabel('Your name').fill('Dana Organizer');
  await page.getByLabel('E-mail').fill('dana@example.org');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Do you have two 15 passenger vans for a retreat in June?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you, your message is on its way');
});

test('the leasing request posts a leasing lead', async ({ page }) => {
  await gotoHydrated(page, '/long-term-leasing#leasing-request');
  const form = page.locator('#leasing-request');
  await form.getByLabel('Your name').fill('Sam Fleet');
  await form.getByLabel('E-mail').fill('sam@example.org');
  await form.getByLabel('Phone').fill('+1 410 555 0100');
  await form.getByLabel('15 Passenger Van').check();
  await form.getByLabel('How many vehicles').fill('2');
  await form.getByLabel('For how many months').fill('6');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Send leasing request' }).click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    kind: 'leasing',
    vehicleIds: ['15-passenger-van'],
    vehicleCount: 2,
    months: 6,
  });
  await expect(page.getByRole('status')).toContainText('we have your leasing request');
});
