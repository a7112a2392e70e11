import { findRouteEntry, routeEntries } from '@convoy/domain/content/route-entries';
import { expect, test } from './support/fixtures';
import { gotoHydrated, tabTo } from './support/site';

// The location pages (decision 029): reached from the menus, prerendered with their content and
// structured data, and a way into the search with the location chosen. That every one of them is
// accessible on a phone and a desktop is marketing.spec.ts's sweep of the public pages ("every
// location page, in both languages").

const locationPaths = routeEntries.filter((r) => r.screen === 'locations' || r.screen === 'location');

test.describe('location pages @phone', () => {
  test('a visitor opens Locations from the menu, picks Chicago, reads the hours and searches there', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    if (isMobile) {
      await banner.getByRole('button', { name: 'Menu', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Navigation Menu' })
        .getByRole('link', { name: 'Locations' })
        .click();
    } else {
      await banner
        .getByRole('navigation', { name: 'Book and manage' })
        .getByRole('link', { name: 'Locations' })
        .click();
    }
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Convoy locations' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Chicago West Loop' }).click();
    await expect(page).toHaveURL(/\/locations\/chicago$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chicago West Loop' })).toBeVisible();
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours.getByRole('definition').first()).toHaveText('7 am to 7 pm');
    await expect(hours).toContainText('SundayClosed');
    await expect(hours).toContainText('America/Chicago');

    await page.getByRole('main').getByRole('link', { name: 'Check availability here' }).first().click();
    await expect(page).toHaveURL(/\/\?pickupLocationId=chicago#reserve$/);
    await expect(page.getByLabel('Pickup location')).toHaveValue('chicago');
  });

  test('the search link is reached with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/locations/denver');
    const book = page.getByRole('main').getByRole('link', { name: 'Check availability here' }).first();
    await tabTo(page, book, 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?pickupLocationId=denver#reserve$/);
    await expect(page.getByLabel('Pickup location')).toHaveValue('denver');
  });
});

test.describe('a location page before any script', () => {
  test('the prerendered HTML carries the content and an AutoRental with geo and holiday hours', async ({
    request,
  }) => {
    const html = await (await request.get('/locations/chicago')).text();
    const entry = findRouteEntry('/locations/chicago')!;
    expect(html).toContain(`<h1`);
    expect(html).toContain(entry.heading);
    expect(html).toContain('850 West Lake Street');
    expect(html).toContain('Finding the counter');
    expect(html).toContain('Postal codes 60601 to 60661');
    expect(html).toContain('href="/?pickupLocationId=chicago#reserve"');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
    const place = blocks.find((b) => b['@type'] === 'AutoRental');
    expect(place.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 41.8856, longitude: -87.6488 });
    expect(place.address['@type']).toBe('PostalAddress');
    expect(place.openingHoursSpecification).toContainEqual(
      expect.objectContaining({
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      }),
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of locationPaths)
      expect(sitemap).toContain(`<loc>https://www.convoy.example${route.path}</loc>`);
  });
});
