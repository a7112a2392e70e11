import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module';
import { parse, type Token } from '@messageformat/parser';
import { type Locale, locales, localeTags } from '../../../../packages/domain/src/content/locale.ts';

/** A messages file's source: each message in every language, ICU MessageFormat. */
export type MessageSource = Record<string, Partial<Record<Locale, string>>>;

/** The argument names a message uses, sorted: `{count, plural, one {# van} other {# vans}} for {name}` → count, name. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/**
 * Every problem of a messages file (decision 048): a message missing in a
 * language, one that is not valid ICU MessageFormat, or a translation that uses
 * other arguments than the English. Empty when the file is sound.
 */
export function messageProblems(source: MessageSource): string[] {
  const problems: string[] = [];
  for (const [key, texts] of Object.entries(source)) {
    let englishArguments: string[] | undefined;
    for (const locale of locales) {
      const text = texts[locale];
      if (typeof text !== 'string' || text === '') {
        problems.push(`${key}: no ${locale} text`);
        continue;
      }
      let names: string[];
      try {
        names = argumentsOf(text);
      } catch (error) {
        problems.push(`${key} (${locale}): ${(error as Error).message}`);
        continue;
      }
      if (locale === 'en') englishArguments = names;
      else if (englishArguments && names.join() !== englishArguments.join())
        problems.push(
          `${key} (${locale}): arguments ${names.join(', ') || 'none'}, English has ${englishArguments.join(', ') || 'none'}`,
        );
    }
    for (const locale of Object.keys(texts))
      if (!(locales as readonly string[]).includes(locale))
        problems.push(`${key}: ${locale} is not a language of the site`);
  }
  return problems;
}

/**
 * The module a messages file becomes in a build of one language: one function
 * per message, plurals and numbers compiled in (@messageformat/core), so the
 * page ships neither a parser nor the other language's words.
 */
export function compileMessages(source: MessageSource, locale: Locale): string {
  const texts = Object.fromEntries(Object.entries(source).map(([key, t]) => [key, t[locale] ?? '']));
  return compileModule(new MessageFormat(localeTags[locale], { currency: 'USD' }), texts);
}
