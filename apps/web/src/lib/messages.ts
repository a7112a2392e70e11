import type { Locale } from '@convoy/domain/content/locale';

/** What a message's `{arguments}` take. */
export type MessageValues = Record<string, string | number>;

/** A compiled message: its text in the build's language, its arguments filled. */
export type Message = (values?: MessageValues) => string;

/**
 * The app's interface text (decision 048): a `*.messages.ts` file default-exports
 * `defineMessages({ key: { en: '…', es: '…' } })`, every message in ICU
 * MessageFormat in both languages, and imports nothing else. The build compiles
 * the file into one function per message in its own language
 * (scripts/i18n/vite-plugin-messages.ts); this function only gives the file its type.
 */
export function defineMessages<const Keys extends string>(
  _messages: Record<Keys, Record<Locale, string>>,
): Readonly<Record<Keys, Message>> {
  throw new Error(
    'A messages file is compiled by the build (scripts/i18n/vite-plugin-messages.ts), never run',
  );
}
