import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fleetSeed } from '@convoy/domain/content/fleet';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';

const van = '15-passenger-van';

/** A vehicle's page as the web's build writes it: its Product with the demo rate as the offer (json-ld.ts). */
const product = (price: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  '@id': `https://example.test/${van}#product`,
  name: '15 Passenger Van rental',
  offers: {
    '@type': 'Offer',
    url: `https://example.test/${van}`,
    price,
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', unitCode: 'DAY' },
  },
});
const pageOf = (price: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify(product(price))}</script>` +
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script></head>' +
  '<body><main><h1>15 Passenger Van</h1><div id="reviews-slot"></div></main></body></html>';
const nodeIn = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

/** The rate the build writes: the demo fleet's, which the seeded catalogue starts with. */
const built = (fleetSeed.find((v) => v.id === van)!.dailyRateCents / 100).toFixed(2);
const site = mkdtempSync(path.join(os.tmpdir(), 'convoy-rate-pages-'));
for (const [file, html] of Object.entries({
  'index.html': '<!doctype html><h1>Home</h1>',
  [`${van}/index.html`]: pageOf(built),
  [`es/${van}/index.html`]: pageOf(built, 'es'),
})) {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), html);
}
afterAll(() => rmSync(site, { recursive: true, force: true }));

/**
 * A vehicle's page tells search engines the class's daily rate in its structured data (its Product's offer).
 * The build writes the demo fleet's; the server writes the rate the catalogue has as it sends the page, so a
 * rate staff changed is the price crawlers read (decision 012).
 */
describeEachDialect('the rate in a vehicle page on $name', (dialect) => {
  const api = useApi(dialect, { webDist: site });
  beforeAll(() => createAdmin(api().app));

  it('sends the page as built while the rate is the built one, and the new rate once staff change it', async () => {
    const page = (url: string) => api().app.inject({ url });
    const before = await page(`/${van}`);
    expect(before.statusCode).toBe(200);
    expect(before.body).toBe(
      readFileSync(path.join(site, `${van}/index.html`), 'utf8').replace(
        '<div id="reviews-slot"></div>',
        '<div id="reviews-slot" data-served=""></div>',
      ),
    );

    const staff = await signIn(api().app);
    const saved = await api().app.inject({
      method: 'PUT',
      url: `/api/admin/fleet/${van}`,
      headers: staff.headers,
      payload: { dailyRateCents: 21_950, weeklyRateCents: 131_700, monthlyRateCents: 439_000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const url of [`/${van}`, `/es/${van}`]) {
      const after = await page(url);
      expect(nodeIn(after.body)).toEqual({
        ...product(built),
        offers: {
          ...product(built).offers,
          price: '219.50',
          priceSpecification: { ...product(built).offers.priceSpecification, price: '219.50' },
        },
      });
      // The other block and the page around it as built; the reviews' slot still written.
      expect(after.body).toContain('<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>');
      expect(after.body).toContain('<div id="reviews-slot" data-served=""></div>');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }
  });
});
