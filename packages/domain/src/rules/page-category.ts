import { findRoute, type JourneyStage, type PageCategory } from '../content/routes.ts';

/**
 * Page categories, content groups and journey stages for analytics (SPEC §4,
 * §3 "Page-view analytics fields"). Categories follow the screen (Part B §6):
 * a declared route takes its category from the route table; any other path
 * falls back to SPEC §4's path rules, legacy names included.
 */
const legacyRules: [RegExp, PageCategory][] = [
  [/^\/$|start-reservation/, 'Home'],
  [/availability/, 'Availability'],
  [/confirm-details|^\/confirm(\/|$)/, 'Booking'],
  [/success/, 'Confirmation'],
  [/contact/, 'Contact'],
  [/buy|fleet-sales/, 'Purchase'],
  [/terms|rental-guidelines|why-/, 'Information'],
  [/bus|van|truck|suv/, 'Vehicle Types'],
];

/** The page category (content group 1) of a path. */
export function pageCategory(pathname: string): PageCategory {
  const route = findRoute(pathname);
  if (route) return route.category;
  const path = pathname.toLowerCase();
  return legacyRules.find(([re]) => re.test(path))?.[1] ?? 'Other';
}

/** SPEC §4 "Journey stage": Home → awareness, Availability → consideration, Booking → conversion. */
export function journeyStage(category: PageCategory): JourneyStage {
  switch (category) {
    case 'Home':
      return 'awareness';
    case 'Availability':
      return 'consideration';
    case 'Booking':
      return 'conversion';
    default:
      return 'engagement';
  }
}

/** Content group 2: the first path segment in words ("/15-passenger-van" → "15 Passenger Van", "/" → "Home"). */
export function contentGroup2(pathname: string): string {
  const first = pathname.split('/').find(Boolean);
  if (!first) return 'Home';
  return decodeURIComponent(first)
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
