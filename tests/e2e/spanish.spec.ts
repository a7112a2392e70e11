import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tripDates } from './support/reservation-flow';

// The site in Spanish (SPEC Part B §17, decision 048): the same pages under /es, each naming the other.

test('a Spanish page is Spanish to a crawler: lang, its words, hreflang both ways and the sitemap', async ({
  request,
}) => {
  const spanish = await (await request.get('/es/15-passenger-van')).text();
  expect(spanish).toContain('<html lang="es">');
  expect(spanish).toMatch(/<h1[^>]*>Alquiler de van de 15 pasajeros<\/h1>/);
  // Its structured data in Spanish too: the product named in the page's language.
  expect(spanish).toMatch(/"@type":"Product","@id":"[^"]+#product","name":"Alquiler de 15 Passenger Van"/);
  const english = await (await request.get('/15-passenger-van')).text();
  expect(english).toContain('<html lang="en">');
  for (const html of [spanish, english]) {
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://www.convoy.example/15-passenger-van">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="es" href="https://www.convoy.example/es/15-passenger-van">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.convoy.example/15-passenger-van">',
    );
  }
  expect(spanish).toContain('<link rel="canonical" href="https://www.convoy.example/es/15-passenger-van">');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://www.convoy.example/es/weddings</loc>');
  expect(sitemap).toContain(
    '<xhtml:link rel="alternate" hreflang="es" href="https://www.convoy.example/es/weddings"/>',
  );
});

/** Follows the language switch: in the header from 640 px, in the menu on a narrower phone. */
async function switchTo(page: Page, language: string, menu: string, isMobile: boolean): Promise<void> {
  // The prerendered link has the path alone; the page's query joins it once the app runs.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  if (isMobile) {
    await page.getByRole('button', { name: menu }).click();
    await page.getByRole('dialog').getByRole('link', { name: language }).click();
  } else await page.getByRole('banner').getByRole('link', { name: language }).click();
}

test('the language switch opens the same page in the other language, and back @phone', async ({
  page,
  isMobile,
}) => {
  await page.goto('/weddings?utm_source=flyer');
  await switchTo(page, 'Español', 'Menu', isMobile);
  await expect(page).toHaveURL(/\/es\/weddings\?utm_source=flyer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/bodas/i);
  // The Spanish page's own links stay in Spanish, and the footer offers English too.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contact');
  await expect(footer.getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');
  await switchTo(page, 'English', 'Menú', isMobile);
  await expect(page).toHaveURL(/\/weddings\?utm_source=flyer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('moving between Spanish pages keeps the prefix, the words and the head in Spanish', async ({ page }) => {
  await page.goto('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Guía de alquiler' }).click();
  await expect(page).toHaveURL(/\/es\/rental-guidelines$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Guía/);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    'https://www.convoy.example/es/rental-guidelines',
  );
});

test('an unknown Spanish path answers 404 with the Spanish not-found page @phone', async ({ page }) => {
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'English' }).first()).toBeAttached();
});

test('a search sent from the Spanish home page before its scripts ran lands on the Spanish results', async ({
  page,
}) => {
  // The page's scripts held back, as on a slow phone: the browser sends the prerendered form itself.
  await page.route('**/*.js', (route) => route.abort());
  const trip = tripDates(452);
  await page.goto('/es');
  await page.getByLabel('Sucursal de recogida').selectOption({ label: 'Baltimore Harbor' });
  await page.getByLabel('Fecha de recogida').fill(trip.pickupDate);
  await page.getByLabel('Fecha de devolución').fill(trip.returnDate);
  await page.getByLabel('Edad del conductor principal').fill('40');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Ver vehículos disponibles' }).click();
  await expect(page).toHaveURL(/\/es\/availability$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehículos disponibles' })).toBeVisible();
});
