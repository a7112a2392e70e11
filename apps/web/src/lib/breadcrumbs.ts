import type { RouteEntry } from '@convoy/domain/content/route-entries';
import m from './breadcrumbs.messages';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Where a page sits: Home, then the page (a location's under Locations). Shown above the h1 and sent as
 * BreadcrumbList JSON-LD for search engines (decision 002); the home page has none.
 */
export function breadcrumbTrail(entry: RouteEntry): Crumb[] {
  if (entry.path === '/') return [];
  return [
    { name: m.home(), path: '/' },
    // A location's page sits under the list of locations (decision 029).
    ...(entry.screen === 'location' ? [{ name: m.locations(), path: '/locations' }] : []),
    { name: entry.title ?? entry.heading, path: entry.path },
  ];
}
