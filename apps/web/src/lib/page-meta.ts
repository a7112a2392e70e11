import { brand } from '@convoy/domain/content/brand';
import { type Locale, localeTags } from '@convoy/domain/content/locale';
import type { RouteEntry } from '@convoy/domain/content/route-entries';
import { alternatesOf, documentTitle, notFoundTitle } from '@convoy/domain/content/routes';
import { locale } from './locale';
import m from './page-meta.messages';

/** The head of a page: used by the prerender (static HTML) and on every client navigation. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL; null where the page has none (not-found, app shell). */
  canonicalUrl: string | null;
  /** False adds `<meta name="robots" content="noindex">`. */
  indexable: boolean;
  /** The page's language, `<html lang>` (decision 048). */
  lang: Locale;
  /** The page in every language, `<link rel="alternate" hreflang>`, x-default the English one; none when not indexable. */
  alternates: readonly { hreflang: string; href: string }[];
}

/** The hreflang value of a language: its BCP 47 tag's language, 'en', 'es'. */
const hreflangOf = (l: Locale) => localeTags[l].split('-')[0]!;

/** Open Graph's locale of a page: en_US, es_US. */
export const ogLocale = (l: Locale) => localeTags[l].replace('-', '_');

export const notFoundDescription = m.notFoundDescription({ brand: brand.name });

/** Absolute URL of a site path on the configured origin (SPEC Part B §1: brand.siteUrl). */
export function siteUrl(path: string): string {
  return new URL(path, brand.siteUrl).href;
}

/** The head of a route-table page, or of the not-found page when `entry` is undefined. */
export function pageMeta(entry: RouteEntry | undefined): PageMeta {
  if (!entry) {
    return {
      title: notFoundTitle,
      description: notFoundDescription,
      canonicalUrl: null,
      indexable: false,
      lang: locale,
      alternates: [],
    };
  }
  return {
    // SPEC §9: titles set per route; routes without one derive it from the last path segment.
    title: documentTitle(entry),
    description: entry.description,
    canonicalUrl: siteUrl(entry.path),
    indexable: entry.indexable,
    lang: entry.locale,
    alternates: entry.indexable ? alternatesFor(entry) : [],
  };
}

/** The same page in each language, and English again as x-default (Google's hreflang guidance). */
function alternatesFor(entry: RouteEntry): { hreflang: string; href: string }[] {
  const pages = alternatesOf(entry);
  const english = pages.find((p) => p.locale === 'en');
  return [
    ...pages.map((p) => ({ hreflang: hreflangOf(p.locale), href: siteUrl(p.path) })),
    ...(english ? [{ hreflang: 'x-default', href: siteUrl(english.path) }] : []),
  ];
}

/** Head of 200.html, the empty app shell for routes that are not prerendered (all noindex). */
export const appShellMeta: PageMeta = {
  title: brand.name,
  description: brand.tagline,
  canonicalUrl: null,
  indexable: false,
  lang: locale,
  alternates: [],
};
