import { brand } from '@convoy/domain/content/brand';
import { routeEntries } from '@convoy/domain/content/route-entries';
import { expect, test } from './support/fixtures';
import { headOf, textOf } from './support/html';

// Search engines (decision 002): what a crawler gets before any script runs. Every
// request here is a plain HTTP GET (no browser, no JavaScript).

const indexable = routeEntries.filter((r) => r.indexable);
const absolute = (path: string) => new URL(path, brand.siteUrl).href;

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

test.describe('prerendered HTML of every public route', () => {
  // Split in a few tests so the two workers share them; each checks its routes in a loop.
  const groups = [0, 1, 2, 3].map((g) => indexable.filter((_, i) => i % 4 === g));
  for (const [g, routes] of groups.entries()) {
    test(`group ${g + 1}: heading, description, canonical, Open Graph and JSON-LD`, async ({ request }) => {
      for (const route of routes) {
        const response = await request.get(route.path);
        expect(response.status(), route.path).toBe(200);
        const html = await response.text();
        const head = headOf(html);
        expect(head.h1s, route.path).toEqual([route.heading]);
        expect(head.description, route.path).toBe(route.description);
        expect(html, route.path).toContain(`<link rel="canonical" href="${absolute(route.path)}">`);
        expect(html, route.path).not.toContain('name="robots"');
        for (const property of ['og:title', 'og:description', 'og:url', 'og:image'])
          expect(html, `${route.path} ${property}`).toContain(`<meta property="${property}"`);
        expect(html, route.path).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\.png">/);
        expect(html, route.path).toContain('<meta name="twitter:card" content="summary_large_image">');

        const blocks = jsonLdBlocks(html);
        expect(blocks.length, route.path).toBeGreaterThan(0);
        const types = blocks.map((b) => b['@type']);
        if (route.path !== '/') expect(types, route.path).toContain('BreadcrumbList');
        if (route.screen === 'vehicle') expect(types, route.path).toContain('Product');
        if (route.screen === 'contact')
          expect(types.filter((t) => t === 'AutoRental').length).toBeGreaterThan(1);
        // Structured data describes what the page shows: every FAQ question is in the HTML.
        const body = textOf(html.slice(html.indexOf('<body')));
        for (const faq of blocks.filter((b) => b['@type'] === 'FAQPage')) {
          for (const q of faq.mainEntity as { name: string }[]) expect(body, route.path).toContain(q.name);
        }
      }
    });
  }
});

test('a vehicle page carries its live rate as a Product offer and in its text', async ({ request }) => {
  const html = await (await request.get('/15-passenger-van')).text();
  const product = jsonLdBlocks(html).find((b) => b['@type'] === 'Product')!;
  const offer = product.offers as { price: string; priceCurrency: string };
  expect(offer.priceCurrency).toBe('USD');
  expect(Number(offer.price)).toBeGreaterThan(0);
  expect(textOf(html)).toContain(`From $${Number(offer.price).toFixed(0)}/day`);
});

test('flow, manage and admin pages are noindex', async ({ request }) => {
  for (const route of routeEntries.filter((r) => !r.indexable)) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toContain('<meta name="robots" content="noindex">');
  }
});

test('sitemap.xml lists exactly the indexable routes; robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(indexable.map((r) => absolute(r.path)));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
});

test('page images are responsive, sized and served from our own host', async ({ request }) => {
  const html = await (await request.get('/15-passenger-van')).text();
  const picture = html.match(/<picture>([\s\S]*?)<\/picture>/)?.[1] ?? '';
  expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]*480w[^"]*960w[^"]*1440w"/i);
  expect(picture).toMatch(/<source type="image\/webp"/);
  expect(picture).toMatch(/<img [^>]*width="\d+" height="\d+"[^>]*fetchPriority="high"/i);
  const src = picture.match(/<img [^>]*src="([^"]+)"/)?.[1];
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['cache-control']).toContain('immutable');
  // Nothing on a page load comes from another host (fonts, images, scripts).
  for (const path of ['/', '/15-passenger-van', '/contact', '/fleet-sales']) {
    const page = await (await request.get(path)).text();
    const urls = [...page.matchAll(/(?:src|href|srcSet)="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!);
    const loaded = urls.filter((u) => !u.startsWith(brand.siteUrl));
    // Links to other sites (maps, social) are anchors, not loads: only <a href> may name them.
    for (const url of loaded) expect(page, path).toContain(`href="${url}"`);
    expect(page, path).not.toMatch(/<(script|img|link)[^>]+(src|href)="https?:\/\/(?!www\.convoy\.example)/);
  }
});
