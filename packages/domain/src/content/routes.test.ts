import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';
import { locationSeed } from './locations.ts';
import { findRouteEntry, routeEntries } from './route-entries.ts';
import { alternatesOf, documentTitle, findRoute, routeTable, titleFromPath } from './routes.ts';

// SPEC §2, copied by hand so that drift in the data fails this test.
const specPaths = [
  '/',
  '/availability',
  '/confirm',
  '/success',
  '/quote',
  '/terms',
  '/rental-guidelines',
  '/contact',
  '/long-term-leasing',
  '/long-term-vehicles',
  '/why-convoy',
  '/fleet-sales',
  '/admin/optimize-images',
  '/9-passenger-conversion-van',
  '/12-passenger-van',
  '/15-passenger-van',
  '/15-passenger-activity-bus',
  '/15-passenger-comfort-bus',
  '/25-passenger-bus',
  '/33-passenger-bus',
  '/44-passenger-bus',
  '/minivan',
  '/suvs',
  '/trucks',
  '/flatbed-truck',
  '/cargo-van-box-truck',
  '/schools-colleges',
  '/film-production',
  '/summer-camps',
  '/clubs-youth-orgs',
  '/sports-teams',
  '/sports-hospitality',
  '/churches-ministries',
  '/businesses-corporations',
  '/government-military',
  '/construction-contractors',
  '/wine-tours-sightseeing',
  '/destination-management',
  '/equipment-rental',
  '/shuttle-transportation',
  '/family-vacations',
  '/family-reunions',
  '/weddings',
  '/limousine-companies',
];

describe('route table', () => {
  it('declares every SPEC §2 route exactly once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of specPaths) expect(paths, p).toContain(p);
  });

  const english = routeTable.filter((r) => r.locale === 'en');

  it('has 13 vehicle pages and 18 audience pages', () => {
    expect(english.filter((r) => r.screen === 'vehicle')).toHaveLength(13);
    expect(english.filter((r) => r.screen === 'audience')).toHaveLength(18);
  });

  it('has every public page again in Spanish under /es, the same path after the prefix, and no Spanish back office (decision 048)', () => {
    const publicPages = english.filter((r) => !r.path.startsWith('/admin'));
    const spanish = routeTable.filter((r) => r.locale === 'es');
    expect(spanish.map((r) => [r.path, r.basePath, r.screen, r.contentId, r.indexable])).toEqual(
      publicPages.map((r) => [
        r.path === '/' ? '/es' : `/es${r.path}`,
        r.path,
        r.screen,
        r.contentId,
        r.indexable,
      ]),
    );
    expect(findRoute('/es/15-passenger-van')).toMatchObject({ locale: 'es', basePath: '/15-passenger-van' });
    expect(findRoute('/es/')).toMatchObject({ locale: 'es', basePath: '/' });
    expect(findRoute('/es/admin')).toBeUndefined();
    expect(alternatesOf(findRoute('/es/contact')!).map((r) => r.path)).toEqual(['/contact', '/es/contact']);
  });

  it('has the list of locations and one page per location, all indexable (decision 029)', () => {
    const pages = english.filter((r) => r.screen === 'location');
    expect(pages.map((r) => [r.path, r.contentId])).toEqual(
      locationSeed.map((l) => [`/locations/${l.id}`, l.id]),
    );
    expect(findRoute('/locations')).toMatchObject({ screen: 'locations', indexable: true, prerender: true });
    for (const r of pages) expect(r).toMatchObject({ indexable: true, prerender: true });
    expect(findRouteEntry('/locations/chicago')?.heading).toBe('Chicago West Loop');
  });

  it('gives every route a heading and a description', () => {
    expect(routeEntries).toHaveLength(routeTable.length);
    for (const r of routeEntries) {
      expect(r.heading.trim(), r.path).not.toBe('');
      expect(r.description.trim(), r.path).not.toBe('');
    }
  });

  it('keeps flow, manage and admin pages out of search engines (decision 002)', () => {
    for (const p of [
      '/availability',
      '/confirm',
      '/success',
      '/manage',
      '/organisation',
      '/admin',
      '/admin/optimize-images',
    ]) {
      expect(findRoute(p)?.indexable, p).toBe(false);
    }
    expect(findRoute('/15-passenger-van')?.indexable).toBe(true);
  });

  it('finds a route with or without a trailing slash, and nothing for an unknown path', () => {
    expect(findRoute('/contact/')?.path).toBe('/contact');
    expect(findRoute('/no-such-page')).toBeUndefined();
  });
});

describe('titles (SPEC §9)', () => {
  it('derives a title from the last path segment when a route has none', () => {
    expect(titleFromPath('/admin/optimize-images')).toBe('Optimize Images');
    expect(documentTitle({ path: '/admin/optimize-images', basePath: '/admin/optimize-images' })).toBe(
      `Optimize Images | ${brand.name}`,
    );
  });

  it('uses the route title with the brand', () => {
    expect(documentTitle(findRouteEntry('/terms')!)).toBe(`Terms and Conditions | ${brand.name}`);
  });

  it('gives every route a unique document title in its language', () => {
    const titles = routeEntries.filter((r) => r.locale === 'en').map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
