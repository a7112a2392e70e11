import { audiences } from './audiences.ts';
import { brand, whyPath } from './brand.ts';
import { fleetSeed } from './fleet.ts';
import { type Locale, locales, localizedPath } from './locale.ts';
import { locationIds } from './location-ids.ts';

/**
 * The one route table (STYLE "Data over code"): it feeds the router, the page
 * titles, the page categories, the prerender list and the sitemap.
 * Paths are SPEC §2; categories follow the screen (SPEC Part B §6).
 */
export type PageCategory =
  | 'Home'
  | 'Availability'
  | 'Booking'
  | 'Confirmation'
  | 'Contact'
  | 'Purchase'
  | 'Vehicle Types'
  | 'Use Cases'
  | 'Information'
  | 'Other';

/** SPEC §4 "Journey stage" of a page category (rules/page-category.ts maps one to the other). */
export type JourneyStage = 'awareness' | 'consideration' | 'conversion' | 'engagement';

/** Which screen component renders the route; the web app maps each to a lazy module. */
export type Screen =
  | 'start'
  | 'availability'
  | 'confirm'
  | 'success'
  | 'manage'
  | 'quote'
  | 'vehicle'
  | 'audience'
  | 'info'
  | 'locations'
  | 'location'
  | 'long-term-leasing'
  | 'long-term-vehicles'
  | 'fleet-sales'
  | 'contact'
  | 'organisations'
  | 'organisation'
  | 'driver'
  | 'pay'
  | 'unsubscribe'
  | 'review'
  | 'admin-login'
  | 'admin-invitation'
  | 'admin-dashboard'
  | 'admin-optimize-images';

/**
 * A page of the site as the router knows it: where it is, which screen draws it,
 * and how it is filed. What the page says (title, h1, description) travels with
 * its screen (route-texts/, joined in route-entries.ts), so a page's scripts
 * carry its own texts and not every other page's (decision 009: JavaScript budget).
 */
export interface Route {
  /** The page's URL path, its language's prefix included: `/contact`, `/es/contact`. */
  path: string;
  /** The path after the language prefix, the same in every language: `/contact` (decision 048). */
  basePath: string;
  /** The language the page is written in. */
  locale: Locale;
  screen: Screen;
  /** For template screens (vehicle, audience, info, location): which content item. */
  contentId?: string;
  category: PageCategory;
  /** Rendered to static HTML at build time. */
  prerender: boolean;
  /** Listed in sitemap.xml and open to search engines; flow, manage and admin are noindex. */
  indexable: boolean;
}

/**
 * The back office's pages (`/admin…`, decision 041): never prerendered, and
 * drawn in the staff app's own frame, without the public header, footer or
 * consent banner.
 */
export const isBackOfficePath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/');

const page = (
  path: string,
  screen: Screen,
  category: PageCategory,
  indexable: boolean,
  contentId?: string,
): Route => ({
  path,
  basePath: path,
  locale: 'en',
  screen,
  category,
  prerender: !isBackOfficePath(path),
  indexable,
  ...(contentId === undefined ? {} : { contentId }),
});

const flowRoutes: Route[] = [
  page('/', 'start', 'Home', true),
  page('/availability', 'availability', 'Availability', false),
  page('/confirm', 'confirm', 'Booking', false),
  page('/success', 'success', 'Confirmation', false),
  page('/manage', 'manage', 'Other', false),
  // The organisation's own page (decision 014): the welcome e-mail links here with ?code= and #key=.
  page('/organisation', 'organisation', 'Other', false),
  // A driver's pre-arrival steps (decision 024): the e-mailed link carries its token in the fragment (#token=).
  page('/driver', 'driver', 'Other', false),
  // A member's share of a split booking (decision 045): the e-mailed link carries its token in the fragment.
  page('/pay', 'pay', 'Other', false),
  // The booking recovery e-mail's unsubscribe (decision 046): its token in the fragment, sent only by a press.
  page('/unsubscribe', 'unsubscribe', 'Other', false),
  // Reviews after the trip (decision 047): the e-mailed link carries its token in the fragment.
  page('/review', 'review', 'Other', false),
  page('/quote', 'quote', 'Other', true),
];

const vehicleRoutes: Route[] = fleetSeed.map((v) => page(`/${v.id}`, 'vehicle', 'Vehicle Types', true, v.id));

const audienceRoutes: Route[] = audiences.map((a) =>
  page(`/${a.slug}`, 'audience', 'Use Cases', true, a.slug),
);

// Every pickup location's page, and their list (decision 029). Category Other: SPEC §4's Information is
// terms, rental guidelines and why-us.
const locationRoutes: Route[] = [
  page('/locations', 'locations', 'Other', true),
  ...locationIds.map((id) => page(`/locations/${id}`, 'location', 'Other', true, id)),
];

const informationRoutes: Route[] = [
  page(whyPath(), 'info', 'Information', true, 'why'),
  page('/long-term-leasing', 'long-term-leasing', 'Other', true),
  page('/long-term-vehicles', 'long-term-vehicles', 'Other', true),
  page('/fleet-sales', 'fleet-sales', 'Purchase', true),
  page('/rental-guidelines', 'info', 'Information', true, 'rental-guidelines'),
  page('/terms', 'info', 'Information', true, 'terms'),
  page('/organisations', 'organisations', 'Other', true),
  page('/contact', 'contact', 'Contact', true),
];

// Not prerendered: the server answers them with the app shell (200.html).
const adminRoutes: Route[] = [
  page('/admin', 'admin-dashboard', 'Other', false),
  page('/admin/login', 'admin-login', 'Other', false),
  // Open without a session, like the sign-in (admin-pages.guard.ts): the e-mailed link's token is in the fragment.
  page('/admin/invitation', 'admin-invitation', 'Other', false),
  // SPEC §2 route; guarded by an admin login (SPEC Part B §10).
  page('/admin/optimize-images', 'admin-optimize-images', 'Other', false),
];

const englishRoutes: Route[] = [
  ...flowRoutes,
  ...vehicleRoutes,
  ...audienceRoutes,
  ...informationRoutes,
  ...locationRoutes,
  ...adminRoutes,
];

/** Every public page again in each other language, under its prefix (decision 048); the back office is English only. */
const translatedRoutes: Route[] = locales
  .filter((locale) => locale !== 'en')
  .flatMap((locale) =>
    englishRoutes
      .filter((route) => !isBackOfficePath(route.path))
      .map((route) => ({ ...route, path: localizedPath(route.path, locale), locale })),
  );

export const routeTable: readonly Route[] = [...englishRoutes, ...translatedRoutes];

/** The same page in each language, English first: the hreflang alternates of a page. */
export function alternatesOf(route: Pick<Route, 'basePath'>): Route[] {
  return routeTable.filter((r) => r.basePath === route.basePath);
}

const byPath = new Map(routeTable.map((r) => [r.path, r]));

/** The route entry for a path (trailing slash ignored), or undefined for an unknown path. */
export function findRoute(pathname: string): Route | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalised);
}

/** "optimize-images" → "Optimize Images" (SPEC §9: titles derived from the last path segment). */
export function titleFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  if (!last) return brand.name;
  return last
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The full document title of a route: its own title, or the derived one, with the brand. */
export function documentTitle(route: { path: string; basePath: string; title?: string | undefined }): string {
  if (route.basePath === '/' && route.title) return route.title;
  return `${route.title ?? titleFromPath(route.path)} | ${brand.name}`;
}

export const notFoundTitle = `Page not found | ${brand.name}`;
