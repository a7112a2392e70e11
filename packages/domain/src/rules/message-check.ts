import { parse, type Token } from '@messageformat/parser';
import { type Locale, locales } from '../content/locale.ts';

/** A messages source: each message in every language, ICU MessageFormat (decision 048). */
export type MessageSource = Record<string, Partial<Record<Locale, string>>>;

/** The argument names a message uses, sorted: `{count, plural, one {# van} other {# vans}} for {name}` → count, name. */
export function argumentsOf(message: string): string[] {
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
