import { type Locale, localeTags } from '@convoy/domain/content/locale';
import { messageProblems } from '@convoy/domain/rules/message-check';
import MessageFormat from '@messageformat/core';
import { language } from './language.ts';

/** A message in the language being written: its arguments filled. */
export type Message = (values?: Record<string, string | number>) => string;

/**
 * The server's words for renters (e-mails, calendar files, PDFs; decision 048):
 * every message in each language, ICU MessageFormat, as the web's messages files
 * are. A missing language, invalid ICU or a translation with other arguments
 * than the English throws when the module loads, so a test or the server's start
 * finds it. Each language's messages are compiled once, on first use; `words()`
 * gives those of the current language (inLanguage).
 */
export function defineMessages<const Keys extends string>(
  source: Record<Keys, Record<Locale, string>>,
): () => Readonly<Record<Keys, Message>> {
  const problems = messageProblems(source);
  if (problems.length) throw new Error(`Messages that do not hold:\n  ${problems.join('\n  ')}`);
  const compiled = new Map<Locale, Readonly<Record<Keys, Message>>>();
  const compile = (locale: Locale) => {
    const mf = new MessageFormat(localeTags[locale], { currency: 'USD' });
    const entries = (Object.entries(source) as [Keys, Record<Locale, string>][]).map(
      ([key, texts]) => [key, mf.compile(texts[locale]) as Message] as const,
    );
    return Object.fromEntries(entries) as Record<Keys, Message>;
  };
  return () => {
    const locale = language();
    let messages = compiled.get(locale);
    if (!messages) {
      messages = compile(locale);
      compiled.set(locale, messages);
    }
    return messages;
  };
}
