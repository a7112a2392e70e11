import { brand } from '@convoy/domain/content/brand';
import type { RouteEntry } from '@convoy/domain/content/route-entries';
import { documentTitle, notFoundTitle } from '@convoy/domain/content/routes';

/** The head of a page: used by the prerender (static HTML) and on every client navigation. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL; null where the page has none (not-found, app shell). */
  canonicalUrl: string | null;
  /** False adds `<meta name="robots" content="noindex">`. */
  indexable: boolean;
}

export const notFoundDescription = `The page you asked for does not exist. Find your way from the ${brand.name} home page or the fleet.`;

/** Absolute URL of a site path on the configured origin (SPEC Part B §1: brand.siteUrl). */
export function siteUrl(path: string): string {
  return new URL(path, brand.siteUrl).href;
}

/** The head of a route-table page, or of the not-found page when `entry` is undefined. */
export function pageMeta(entry: RouteEntry | undefined): PageMeta {
  if (!entry) {
    return { title: notFoundTitle, description: notFoundDescription, canonicalUrl: null, indexable: false };
  }
  return {
    // SPEC §9: titles set per route; routes without one derive it from the last path segment.
    title: documentTitle(entry),
    description: entry.description,
    canonicalUrl: siteUrl(entry.path),
    indexable: entry.indexable,
  };
}

/** Head of 200.html, the empty app shell for routes that are not prerendered (all noindex). */
export const appShellMeta: PageMeta = {
  title: brand.name,
  description: brand.tagline,
  canonicalUrl: null,
  indexable: false,
};
