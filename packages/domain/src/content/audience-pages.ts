import type { AudiencePage } from './audience-page.types.ts';
import { educationPages } from './audience-pages-education.ts';
import { organizationPages } from './audience-pages-organizations.ts';
import { personalPages } from './audience-pages-personal.ts';
import { specialtyPages } from './audience-pages-specialty.ts';
import { sportsPages } from './audience-pages-sports.ts';
import { tradePages } from './audience-pages-trades.ts';
import { travelPages } from './audience-pages-travel.ts';

/**
 * Every audience page's content, one entry per audience (audiences.ts), grouped in
 * files as the Who We Serve menu groups them. One template renders all 18.
 */
export const audiencePages: readonly AudiencePage[] = [
  ...educationPages,
  ...sportsPages,
  ...organizationPages,
  ...tradePages,
  ...specialtyPages,
  ...personalPages,
  ...travelPages,
];

const bySlug = new Map(audiencePages.map((page) => [page.slug, page]));

/** The page content for an audience slug, or undefined when there is none. */
export function audiencePage(slug: string): AudiencePage | undefined {
  return bySlug.get(slug);
}
