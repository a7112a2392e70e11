import { demoRentalCharges } from '@convoy/domain/contracts/rental-charges';
import type { Page } from '@playwright/test';
import { csrf, signIn } from './support/admin';
import { axeBuilder } from './support/axe';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/site';

// What the company charges besides rates (deposits, mileage, surcharges, the additional-driver
// fee, taxes and fees per location), as a visitor reads it on the rental guidelines and the
// vehicle pages: the demo figures in the prerendered HTML, then whatever the back office stores.
// The 15 passenger van's charges and the additional-driver fee are changed and put back; no
// other spec reads them (the booking specs compare lines without the deposit, add no drivers
// and give no distance).

const van = '15-passenger-van';

interface ClassCharges {
  depositCents: number;
  youngRenterPerDayCents: number;
  mileageAllowancePerDay: number | null;
  excessMileCents: number;
}

async function axeViolations(page: Page, state: string): Promise<string[]> {
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${state}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the rental guidelines’ HTML carries the demo price book’s figures as content, before any script', async ({
  request,
}) => {
  const html = await (await request.get('/rental-guidelines')).text();
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const row = (vehicle: string) => new RegExp(`${vehicle}</a></th>((?:<td[^>]*>[^<]*</td>)+)</tr>`);
  /** The cells of a vehicle's row in the table of that caption. */
  const cells = (vehicle: string, table: string) => {
    const found = row(vehicle).exec(html.slice(html.indexOf(`>${table}</caption>`)));
    return [...(found?.[1] ?? '').matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
  };
  expect(cells('15 Passenger Van', 'Deposit by vehicle')).toEqual(['$500']);
  expect(cells('44 Passenger Bus', 'Deposit by vehicle')).toEqual(['$1,500']);
  expect(cells('15 Passenger Van', 'Mileage by vehicle')).toEqual(['150', '$0.35']);
  expect(cells('Minivan', 'Mileage by vehicle')).toEqual(['Unlimited', '$0.25']);
  expect(cells('12 Passenger Van', 'Minimum age and under-25 surcharge by vehicle')).toEqual(['21+', '$25']);
  expect(text).toContain('Additional drivers cost $12 per driver per day;');
  expect(text).toContain(
    'The price shown for your dates before you book is the total: the rental, extras and protection you chose, and the sales and rental taxes and fees of the pickup location, each listed.',
  );
  expect(text).toContain('Baltimore Harbor Maryland sales tax (demo rate) 6%');
  expect(text).toContain('Vehicle license recovery fee (demo rate) $0.99 per vehicle per day');
  expect(text).not.toMatch(/no young-driver surcharge|Additional drivers are free/);
});

test('a visit that finds the figures the page was built with loads nothing more to show them', async ({
  page,
}) => {
  // The answer of a freshly seeded database, in the API's own order: other specs may be editing
  // the stored price book meanwhile.
  const demo = demoRentalCharges();
  const answer = { ...demo, classes: [...demo.classes].reverse(), locations: [...demo.locations].reverse() };
  await page.route('**/api/rental-charges', (route) => route.fulfill({ json: answer }));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const answered = page.waitForResponse('**/api/rental-charges');
  await gotoHydrated(page, '/rental-guidelines');
  await answered;
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('charge-blocks'))).toEqual([]);
  const deposits = page.getByRole('table', { name: 'Deposit by vehicle' });
  await expect(deposits.getByRole('row', { name: /^15 Passenger Van/ }).getByRole('cell')).toHaveText([
    '$500',
  ]);
  await expect(page.getByText('Additional drivers cost $12 per driver per day;')).toBeVisible();
});

test('after staff change the van’s charges and the additional-driver fee, a visitor reads the new figures', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const headers = await csrf(page);
  const stored = await (await page.request.get('/api/admin/pricing')).json();
  const before: ClassCharges = stored.classes.find((c: { id: string }) => c.id === van).charges;
  const feeBefore: number = stored.additionalDriverPerDayCents;
  const visitor = await browser.newContext({ baseURL });
  try {
    const changed: ClassCharges = {
      depositCents: 65_000,
      youngRenterPerDayCents: 0,
      mileageAllowancePerDay: 175,
      excessMileCents: 40,
    };
    const classCharges = await page.request.put(`/api/admin/pricing/class-charges/${van}`, {
      headers,
      data: changed,
    });
    expect(classCharges.status()).toBe(200);
    const settings = await page.request.put('/api/admin/pricing/settings', {
      headers,
      data: { additionalDriverPerDayCents: 0 },
    });
    expect(settings.status()).toBe(200);

    const guest = await visitor.newPage();
    await guest.goto('/rental-guidelines');
    const deposits = guest.getByRole('table', { name: 'Deposit by vehicle' });
    await expect(deposits.getByRole('row', { name: /^15 Passenger Van/ })).toHaveText(/\$650/);
    const mileage = guest.getByRole('table', { name: 'Mileage by vehicle' });
    const vanMiles = mileage.getByRole('row', { name: /^15 Passenger Van/ });
    await expect(vanMiles.getByRole('cell')).toHaveText(['175', '$0.40']);
    // What staff did not change reads as before.
    await expect(deposits.getByRole('row', { name: /^12 Passenger Van/ }).getByRole('cell')).toHaveText([
      '$500',
    ]);
    await expect(guest.getByText('Additional drivers cost nothing;')).toBeVisible();

    await guest
      .getByRole('main')
      .getByRole('link', { name: '15 Passenger Van', exact: true })
      .first()
      .click();
    await expect(guest).toHaveURL(/\/15-passenger-van$/);
    const rates = guest.getByRole('region', { name: 'Rates' });
    await expect(rates).toContainText('175 miles per rental day included on daily and weekly rentals');
    await expect(rates).toContainText('extra miles $0.40 each');
    await expect(rates).toContainText('A refundable deposit of $650 per vehicle is held at pickup.');
    await expect(guest.getByText(/^Daily and weekly rentals include 175 miles per rental day/)).toBeVisible();

    // Opened directly too: the prerendered van page says 150 until the stored figures come.
    const direct = await visitor.newPage();
    await direct.goto(`/${van}`);
    await expect(direct.getByRole('region', { name: 'Rates' })).toContainText(
      'A refundable deposit of $650 per vehicle is held at pickup.',
    );
  } finally {
    await visitor.close();
    const restored = await page.request.put(`/api/admin/pricing/class-charges/${van}`, {
      headers,
      data: before,
    });
    expect(restored.status()).toBe(200);
    const fee = await page.request.put('/api/admin/pricing/settings', {
      headers,
      data: { additionalDriverPerDayCents: feeBefore },
    });
    expect(fee.status()).toBe(200);
  }
});

test('the rental guidelines pass axe and fit the screen @phone', async ({ page }) => {
  await gotoHydrated(page, '/rental-guidelines');
  const taxes = page.getByRole('table', { name: 'Taxes and fees by pickup location' });
  await expect(taxes.getByRole('rowheader', { name: 'Denver Central' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, '/rental-guidelines')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
