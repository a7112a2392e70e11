import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';
import { locationSeed } from './locations.ts';
import { findRouteEntry, routeEntries } from './route-entries.ts';
import { documentTitle, findRoute, routeTable, titleFromPath } from './routes.ts';

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

  it('has 13 vehicle pages and 18 audience pages', () => {
    expect(routeTable.filter((r) => r.screen === 'vehicle')).toHaveLength(13);
    expect(routeTable.filter((r) => r.screen === 'audience')).toHaveLength(18);
  });

  it('has the list of locations and one page per location, all indexable (decision 029)', () => {
    const pages = routeTable.filter((r) => r.screen === 'location');
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
    expect(documentTitle({ path: '/admin/optimize-images' })).toBe(`Optimize Images | ${brand.name}`);
  });

  it('uses the route title with the brand', () => {
    expect(documentTitle(findRouteEntry('/terms')!)).toBe(`Terms and Conditions | ${brand.name}`);
  });

  it('gives every route a unique document title', () => {
    const titles = routeEntries.map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
