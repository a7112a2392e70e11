import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module';
import { parse as parseModule } from 'acorn';
import { type Locale, localeTags } from '../../../../packages/domain/src/content/locale.ts';
import { argumentsOf, type MessageSource } from '../../../../packages/domain/src/rules/message-check.ts';

export type { MessageSource } from '../../../../packages/domain/src/rules/message-check.ts';
export { messageProblems } from '../../../../packages/domain/src/rules/message-check.ts';

const formatterOf = (locale: Locale) => new MessageFormat(localeTags[locale], { currency: 'USD' });

const textsIn = (source: MessageSource, locale: Locale) =>
  Object.fromEntries(Object.entries(source).map(([key, t]) => [key, t[locale] ?? '']));

/**
 * The module a messages file becomes in a build of one language: one named
 * export per message, a function with plurals and numbers compiled in
 * (@messageformat/core), so the page ships neither a parser nor the other
 * language's words, and the bundler drops the messages no code calls.
 */
export function compileMessages(source: MessageSource, locale: Locale): string {
  const code = compileModule(formatterOf(locale), textsIn(source, locale));
  const program = parseModule(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const exported = program.body.find((node) => node.type === 'ExportDefaultDeclaration');
  if (exported?.declaration.type !== 'ObjectExpression')
    throw new Error('@messageformat/core wrote no object');
  const names: string[] = [];
  const consts = exported.declaration.properties.map((property, i) => {
    if (property.type !== 'Property') throw new Error('@messageformat/core wrote a spread');
    const key = property.key;
    names.push(key.type === 'Identifier' ? key.name : JSON.stringify((key as { value: unknown }).value));
    return `const m${i} = ${code.slice(property.value.start, property.value.end)};`;
  });
  return [
    code.slice(0, exported.start),
    ...consts,
    `export { ${names.map((name, i) => `m${i} as ${name}`).join(', ')} };`,
  ].join('\n');
}

/**
 * The messages of a file that take no argument in a language, as their text:
 * a call `m.key()` of one is that text, written in at build time.
 */
export function constantMessages(source: MessageSource, locale: Locale): Map<string, string> {
  const formatter = formatterOf(locale);
  const constants = new Map<string, string>();
  for (const [key, text] of Object.entries(textsIn(source, locale)))
    if (argumentsOf(text).length === 0 && !text.includes('#')) constants.set(key, formatter.compile(text)());
  return constants;
}
