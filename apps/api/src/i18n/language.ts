import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultLocale, type Locale, localeTags } from '@convoy/domain/content/locale';

const current = new AsyncLocalStorage<Locale>();

/**
 * Runs `render` in a renter's language (decision 048): the messages, dates and
 * amounts it writes, synchronously or across awaits (a PDF drawn after the
 * e-mail), are in that language. Outside of one, English.
 */
export function inLanguage<T>(locale: Locale, render: () => T): T {
  return current.run(locale, render);
}

/** The language being written in: English outside inLanguage. */
export function language(): Locale {
  return current.getStore() ?? defaultLocale;
}

/** The BCP 47 tag Intl formats the current language with: en-US, es-US. */
export function languageTag(): string {
  return localeTags[language()];
}
