/**
 * The site's languages (decision 048): English at the root, Spanish under `/es`,
 * the same paths after the prefix. A renter's language is stored on the booking
 * and chooses its e-mails and documents; the back office stays English.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The BCP 47 tag numbers, dates and money are formatted with (Spanish as written in the US). */
export const localeTags: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** The language's own name, as the language switch shows it. */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The path prefix of a language: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: Locale): string => (locale === defaultLocale ? '' : `/${locale}`);

/** A path of the site in a language: ('/contact', 'es') → '/es/contact'; ('/', 'es') → '/es'. */
export function localizedPath(basePath: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return basePath;
  return basePath === '/' ? prefix : `${prefix}${basePath}`;
}

/** The language of a path and the path after its prefix: '/es/contact' → es, '/contact'. */
export function splitLocale(pathname: string): { locale: Locale; basePath: string } {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, basePath: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, basePath: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, basePath: pathname };
}
