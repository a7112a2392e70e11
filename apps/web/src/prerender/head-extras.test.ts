// biome-ignore-all lint/suspicious/noExplicitAny: JSON-LD nodes are free-form JSON; the assertions read them field by field.
import { fillDeep } from '@convoy/domain/content/fill-brand';
import { fleetSeed } from '@convoy/domain/content/fleet';
import { locationSeed } from '@convoy/domain/content/locations';
import { findRouteEntry, routeEntries } from '@convoy/domain/content/route-entries';
import { vehiclePage } from '@convoy/domain/content/vehicle-pages';
import { describe, expect, it } from 'vitest';
import { documentHtml, jsonLdScript } from './document';
import { headExtras } from './head-extras';

const node = (path: string, type: string) =>
  headExtras(findRouteEntry(path)).jsonLd.find((n) => n['@type'] === type) as Record<string, any> | undefined;

describe('structured data of the prerendered pages', () => {
  it('gives every page but home a BreadcrumbList from Home to itself, a location through Locations', () => {
    for (const route of routeEntries) {
      const list = headExtras(route).jsonLd.find((n) => n['@type'] === 'BreadcrumbList') as any;
      if (route.path === '/') expect(list).toBeUndefined();
      else {
        const items = list.itemListElement;
        const under = route.screen === 'location' ? ['https://www.convoy.example/locations'] : [];
        expect(items.map((i: any) => i.item)).toEqual([
          'https://www.convoy.example/',
          ...under,
          `https://www.convoy.example${route.path}`,
        ]);
        expect(items.map((i: any) => i.position)).toEqual(items.map((_: any, n: number) => n + 1));
      }
    }
  });

  it('describes a vehicle as a Product offered at its daily rate, with its FAQs', () => {
    const vehicle = fleetSeed.find((v) => v.id === '44-passenger-bus')!;
    const product = node('/44-passenger-bus', 'Product')!;
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: (vehicle.dailyRateCents / 100).toFixed(2),
    });
    expect(product.image).toMatch(
      /^https:\/\/www\.convoy\.example\/assets\/img\/og-44-passenger-bus-1200\.[0-9a-f]+\.png$/,
    );
    const faqs = fillDeep(vehiclePage(vehicle.id)!, { vehicle }).faqs;
    const faqPage = node('/44-passenger-bus', 'FAQPage')!;
    expect(faqPage.mainEntity.map((q: any) => q.name)).toEqual(faqs.map((f) => f.question));
    for (const q of faqPage.mainEntity) expect(q.acceptedAnswer.text).not.toMatch(/\]\(|\{/);
  });

  it('lists every location on /contact as an AutoRental with address, phone and hours', () => {
    const places = headExtras(findRouteEntry('/contact')).jsonLd.filter(
      (n) => n['@type'] === 'AutoRental',
    ) as any[];
    expect(places.map((p) => p.telephone)).toEqual(locationSeed.map((l) => l.phone));
    const chicago = places.find((p) => p.address.addressLocality === 'Chicago');
    expect(chicago.url).toBe('https://www.convoy.example/locations/chicago');
    expect(chicago.openingHoursSpecification.filter((s: any) => s.dayOfWeek)).toEqual([
      expect.objectContaining({
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']),
        opens: '07:00',
        closes: '19:00',
      }),
      expect.objectContaining({
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '08:00',
        closes: '17:00',
      }),
    ]);
  });

  it("describes a location's page as an AutoRental with its address, coordinates, week and holidays", () => {
    const [place, ...others] = headExtras(findRouteEntry('/locations/chicago')).jsonLd.filter(
      (n) => n['@type'] === 'AutoRental',
    ) as any[];
    expect(others).toEqual([]);
    expect(place).toMatchObject({
      '@context': 'https://schema.org',
      '@id': 'https://www.convoy.example/locations/chicago#location',
      name: 'Convoy Chicago West Loop',
      telephone: '+1 (312) 555-0147',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '850 West Lake Street',
        addressLocality: 'Chicago',
        addressRegion: 'IL',
        postalCode: '60607',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 41.8856, longitude: -87.6488 },
    });
    const specs = place.openingHoursSpecification as any[];
    for (const spec of specs) expect(spec['@type']).toBe('OpeningHoursSpecification');
    // Sunday is closed every week: no weekly specification names it.
    expect(specs.flatMap((s) => s.dayOfWeek ?? [])).not.toContain('https://schema.org/Sunday');
    expect(specs).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      name: 'Christmas Day',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
      opens: '00:00',
      closes: '00:00',
    });
    expect(specs).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      name: 'Christmas Eve',
      validFrom: '2026-12-24',
      validThrough: '2026-12-24',
      opens: '09:00',
      closes: '14:00',
    });
  });

  it('lists every location on /locations', () => {
    const places = headExtras(findRouteEntry('/locations')).jsonLd.filter((n) => n['@type'] === 'AutoRental');
    expect(places.map((p) => p.url)).toEqual(
      locationSeed.map((l) => `https://www.convoy.example/locations/${l.id}`),
    );
  });

  it('lists the vehicles for sale with price and mileage', () => {
    const list = node('/fleet-sales', 'ItemList')!;
    expect(list.itemListElement.length).toBeGreaterThan(5);
    expect(list.itemListElement[0].item.offers.priceCurrency).toBe('USD');
    expect(list.itemListElement[0].item.mileageFromOdometer.unitCode).toBe('SMI');
  });

  it('writes JSON-LD as data blocks that no string can close', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('</script><script>');
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, '')).name).toContain('</script>');
    const html = documentHtml({
      meta: {
        title: 't',
        description: 'd',
        canonicalUrl: 'https://www.convoy.example/x',
        indexable: true,
        lang: 'en',
        alternates: [],
      },
      appHtml: '',
      assets: { script: '/assets/a.js', styles: [], modulePreloads: [] },
      extras: headExtras(findRouteEntry('/15-passenger-van')),
    });
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/www\.convoy\.example\/assets\/img\/og-15-passenger-van/,
    );
  });
});
