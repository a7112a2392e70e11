import type { AudiencePage } from '@convoy/domain/content/audience-page.types';
import { createResource } from '../../lib/resource';

// One chunk per content file, as the Who We Serve groups split them (issue 5: JS budget).
const files = {
  'audience-pages-education': async () =>
    (await import('@convoy/domain/content/audience-pages-education')).educationPages,
  'audience-pages-sports': async () =>
    (await import('@convoy/domain/content/audience-pages-sports')).sportsPages,
  'audience-pages-organizations': async () =>
    (await import('@convoy/domain/content/audience-pages-organizations')).organizationPages,
  'audience-pages-trades': async () =>
    (await import('@convoy/domain/content/audience-pages-trades')).tradePages,
  'audience-pages-specialty': async () =>
    (await import('@convoy/domain/content/audience-pages-specialty')).specialtyPages,
  'audience-pages-personal': async () =>
    (await import('@convoy/domain/content/audience-pages-personal')).personalPages,
  'audience-pages-travel': async () =>
    (await import('@convoy/domain/content/audience-pages-travel')).travelPages,
} satisfies Record<string, () => Promise<AudiencePage[]>>;

/** The content module (packages/domain/src/content/<name>.ts) that holds each audience's page. */
export const audienceContentModule: Readonly<Record<string, keyof typeof files>> = {
  'schools-colleges': 'audience-pages-education',
  'summer-camps': 'audience-pages-education',
  'clubs-youth-orgs': 'audience-pages-education',
  'sports-teams': 'audience-pages-sports',
  'sports-hospitality': 'audience-pages-sports',
  'churches-ministries': 'audience-pages-organizations',
  'businesses-corporations': 'audience-pages-organizations',
  'government-military': 'audience-pages-organizations',
  'construction-contractors': 'audience-pages-trades',
  'equipment-rental': 'audience-pages-trades',
  'film-production': 'audience-pages-specialty',
  'limousine-companies': 'audience-pages-specialty',
  'shuttle-transportation': 'audience-pages-specialty',
  'family-vacations': 'audience-pages-personal',
  'family-reunions': 'audience-pages-personal',
  weddings: 'audience-pages-personal',
  'destination-management': 'audience-pages-travel',
  'wine-tours-sightseeing': 'audience-pages-travel',
};

/** The page content of an audience, by slug. */
export const audienceContent = createResource(async (slug: string): Promise<AudiencePage> => {
  const file = audienceContentModule[slug];
  const page = file ? (await files[file]()).find((p) => p.slug === slug) : undefined;
  if (!page) throw new Error(`No audience page content for "${slug}"`);
  return page;
});
