import { audiences } from './audiences.ts';
import { brand, whyPath } from './brand.ts';
import { fleetSeed } from './fleet.ts';

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
  | 'long-term-leasing'
  | 'long-term-vehicles'
  | 'fleet-sales'
  | 'contact'
  | 'organisations'
  | 'organisation'
  | 'driver'
  | 'admin-login'
  | 'admin-invitation'
  | 'admin-dashboard'
  | 'admin-optimize-images';

export interface RouteEntry {
  path: string;
  screen: Screen;
  /** For template screens (vehicle, audience, info): which content item. */
  contentId?: string;
  /** Document title before the brand suffix; absent → derived from the last path segment (SPEC §9). */
  title?: string;
  /** The page's h1. */
  heading: string;
  description: string;
  category: PageCategory;
  /** Rendered to static HTML at build time. */
  prerender: boolean;
  /** Listed in sitemap.xml and open to search engines; flow, manage and admin are noindex. */
  indexable: boolean;
}

const flowRoutes: RouteEntry[] = [
  {
    path: '/',
    screen: 'start',
    title: `${brand.name} | Group Van, Bus & Truck Rentals`,
    heading: 'Rent vans, buses and trucks for your group',
    description: `Reserve 9 to 44 passenger vans and buses, cargo vans, box trucks and SUVs online with ${brand.name}. Clear prices, group-friendly service, several vehicles in one booking.`,
    category: 'Home',
    prerender: true,
    indexable: true,
  },
  {
    path: '/availability',
    screen: 'availability',
    title: 'Available vehicles',
    heading: 'Available vehicles',
    description: 'Vehicles available for your dates, with the full price.',
    category: 'Availability',
    prerender: true,
    indexable: false,
  },
  {
    path: '/confirm',
    screen: 'confirm',
    title: 'Confirm your reservation',
    heading: 'Confirm your reservation',
    description: 'Your details and the price, before you book.',
    category: 'Booking',
    prerender: true,
    indexable: false,
  },
  {
    path: '/success',
    screen: 'success',
    title: 'Reservation confirmed',
    heading: 'Your reservation is confirmed',
    description: 'Your confirmation code and what happens next.',
    category: 'Confirmation',
    prerender: true,
    indexable: false,
  },
  {
    path: '/manage',
    screen: 'manage',
    heading: 'Manage your booking',
    description: 'Look up a booking by its code and e-mail, and cancel it.',
    category: 'Other',
    prerender: true,
    indexable: false,
  },
  {
    // The organisation's own page (decision 014): the welcome e-mail links here with ?code= and #key=.
    path: '/organisation',
    screen: 'organisation',
    title: 'Your organization account',
    heading: 'Your organization account',
    description: 'Your organization’s invoice terms, tax exemption, bookings and invoices.',
    category: 'Other',
    prerender: true,
    indexable: false,
  },
  {
    // A driver's pre-arrival steps (decision 024): the e-mailed link carries its token in the fragment (#token=).
    path: '/driver',
    screen: 'driver',
    title: 'Before you pick up',
    heading: 'Before you pick up',
    description: 'Confirm your details, add your license, and sign before you reach the counter.',
    category: 'Other',
    prerender: true,
    indexable: false,
  },
  {
    path: '/quote',
    screen: 'quote',
    title: 'Request a group quote',
    heading: 'Request a group quote',
    description: `Tell us about your trip and ${brand.name} sends a written quote for the vehicles your group needs, usually within one business day.`,
    category: 'Other',
    prerender: true,
    indexable: true,
  },
];

const vehicleRoutes: RouteEntry[] = fleetSeed.map((v) => ({
  path: `/${v.id}`,
  screen: 'vehicle',
  contentId: v.id,
  title: `${v.name} Rental`,
  heading: `${v.name} Rental`,
  description: `Rent a ${v.name.toLowerCase()} with ${brand.name}: ${v.passengers} seats, ${
    v.requiresCdl ? 'CDL driver required' : 'no CDL needed'
  }, renters ${v.minAge}+. See rates and check availability online.`,
  category: 'Vehicle Types',
  prerender: true,
  indexable: true,
}));

const audienceRoutes: RouteEntry[] = audiences.map((a) => ({
  path: `/${a.slug}`,
  screen: 'audience',
  contentId: a.slug,
  title: `${a.name} Vehicle Rentals`,
  heading: `Vehicle rentals for ${a.name.toLowerCase()}`,
  description: `Vans, buses and trucks for ${a.name.toLowerCase()}: the right vehicles for your group, clear pricing and one point of contact at ${brand.name}.`,
  category: 'Use Cases',
  prerender: true,
  indexable: true,
}));

const informationRoutes: RouteEntry[] = [
  {
    path: whyPath(),
    screen: 'info',
    contentId: 'why',
    title: `Why ${brand.name}`,
    heading: `Why groups choose ${brand.name}`,
    description: `Why schools, churches, teams and companies rent their group vehicles from ${brand.name}: one fleet from minivans to 44 passenger buses, clear prices and real people on the phone.`,
    category: 'Information',
    prerender: true,
    indexable: true,
  },
  {
    path: '/long-term-leasing',
    screen: 'long-term-leasing',
    title: 'Long Term Leasing',
    heading: 'Long-term vehicle leasing',
    description: `Lease vans, buses and trucks by the month from ${brand.name}, with maintenance included and no long contract.`,
    category: 'Other',
    prerender: true,
    indexable: true,
  },
  {
    path: '/long-term-vehicles',
    screen: 'long-term-vehicles',
    title: 'Long Term Vehicles',
    heading: 'Vehicles for long-term rental',
    description: `Monthly rates for every vehicle in the ${brand.name} fleet, from minivans to 44 passenger buses.`,
    category: 'Other',
    prerender: true,
    indexable: true,
  },
  {
    path: '/fleet-sales',
    screen: 'fleet-sales',
    title: 'Fleet Sales',
    heading: 'Buy a used van, bus or truck',
    description: `Well-maintained vehicles from the ${brand.name} rental fleet for sale, with service history, mileage and price.`,
    category: 'Purchase',
    prerender: true,
    indexable: true,
  },
  {
    path: '/rental-guidelines',
    screen: 'info',
    contentId: 'rental-guidelines',
    title: 'Rental Guidelines',
    heading: 'Rental guidelines',
    description: `Driver ages, licenses and CDL, insurance, deposits, fuel, mileage and everything else to know before you rent from ${brand.name}.`,
    category: 'Information',
    prerender: true,
    indexable: true,
  },
  {
    path: '/terms',
    screen: 'info',
    contentId: 'terms',
    title: 'Terms and Conditions',
    heading: 'Terms and conditions',
    description: `The rental terms and conditions of ${brand.name}, operated by ${brand.ownerCompany.replace(/\.$/, '')}.`,
    category: 'Information',
    prerender: true,
    indexable: true,
  },
  {
    path: '/organisations',
    screen: 'organisations',
    title: 'Organization accounts and invoice terms',
    heading: 'Organization accounts and invoice terms',
    description: `Schools, churches, teams and companies: rent from ${brand.name} in your organization’s name, pay by invoice on net terms, tax exemption included.`,
    category: 'Other',
    prerender: true,
    indexable: true,
  },
  {
    path: '/contact',
    screen: 'contact',
    title: 'Contact Us',
    heading: `Contact ${brand.name}`,
    description: `Phone, e-mail, addresses and opening hours of every ${brand.name} location, and a form to reach us.`,
    category: 'Contact',
    prerender: true,
    indexable: true,
  },
];

const adminRoutes: RouteEntry[] = [
  {
    path: '/admin',
    screen: 'admin-dashboard',
    title: 'Dashboard',
    heading: 'Dashboard',
    description: 'Back office.',
    category: 'Other',
    prerender: false,
    indexable: false,
  },
  {
    path: '/admin/login',
    screen: 'admin-login',
    title: 'Admin sign in',
    heading: 'Sign in',
    description: 'Back office sign in.',
    category: 'Other',
    prerender: false,
    indexable: false,
  },
  {
    // Open without a session, like the sign-in (admin-pages.guard.ts): the e-mailed link's token is in the fragment.
    path: '/admin/invitation',
    screen: 'admin-invitation',
    title: 'Accept your invitation',
    heading: 'Set up your account',
    description: 'Back office invitation.',
    category: 'Other',
    prerender: false,
    indexable: false,
  },
  {
    // SPEC §2 route; guarded by an admin login (SPEC Part B §10). No title of its own:
    // it is derived from the last path segment ("Optimize Images", SPEC §9).
    path: '/admin/optimize-images',
    screen: 'admin-optimize-images',
    heading: 'Optimize images',
    description: 'Back office image optimiser.',
    category: 'Other',
    prerender: false,
    indexable: false,
  },
];

export const routeTable: readonly RouteEntry[] = [
  ...flowRoutes,
  ...vehicleRoutes,
  ...audienceRoutes,
  ...informationRoutes,
  ...adminRoutes,
];

const byPath = new Map(routeTable.map((r) => [r.path, r]));

/** The route entry for a path (trailing slash ignored), or undefined for an unknown path. */
export function findRoute(pathname: string): RouteEntry | undefined {
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
export function documentTitle(route: Pick<RouteEntry, 'path' | 'title'>): string {
  if (route.path === '/' && route.title) return route.title;
  return `${route.title ?? titleFromPath(route.path)} | ${brand.name}`;
}

export const notFoundTitle = `Page not found | ${brand.name}`;
