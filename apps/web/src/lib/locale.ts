import { type Locale, localePrefix, localizedPath } from '@convoy/domain/content/locale';
import { findRoute, type Route } from '@convoy/domain/content/routes';

/**
 * The language this build of the app speaks (decision 048): each language is
 * its own build, its words compiled in, so a page carries one language's text.
 * English at the root, Spanish under `/es` as the router's basename: the app's
 * own paths (links, navigation, `useLocation`) are the same in both languages.
 */
export const locale: Locale = __LOCALE__;

/** The router's basename: undefined for English, '/es' for Spanish. */
export const routerBasename: string | undefined = localePrefix(locale) || undefined;

/** The page of a path as the router gives it (after the basename), in this build's language. */
export function findPage(pathname: string): Route | undefined {
  return findRoute(localizedPath(pathname, locale));
}
