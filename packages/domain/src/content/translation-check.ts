import { linkTargets } from './inline-links.ts';

/**
 * The check every translated content module passes against its English original
 * (decision 048): the same exports, keys, list lengths, numbers and flags; the same
 * identifiers (ids, slugs, versions, image keys: lower-case tokens joined by
 * `-`, `_`, `.` or `:`); in every text the same `{placeholders}` and the same link targets. Only
 * the words differ. Returns one line per difference, empty when the two agree.
 */
export function translationProblems(english: unknown, translated: unknown, where = ''): string[] {
  if (typeof english === 'function')
    return typeof translated === 'function' ? [] : [`${where}: not a function`];
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [`${where}: not a list`];
    if (translated.length !== english.length)
      return [`${where}: ${translated.length} items where English has ${english.length}`];
    return english.flatMap((item, i) => translationProblems(item, translated[i], `${where}[${i}]`));
  }
  if (english !== null && typeof english === 'object') {
    if (translated === null || typeof translated !== 'object' || Array.isArray(translated))
      return [`${where}: not an object`];
    const problems: string[] = [];
    const other = translated as Record<string, unknown>;
    for (const key of Object.keys(english))
      if (!(key in other)) problems.push(`${where}.${key}: missing`);
      else
        problems.push(
          ...translationProblems((english as Record<string, unknown>)[key], other[key], `${where}.${key}`),
        );
    for (const key of Object.keys(other))
      if (!(key in english)) problems.push(`${where}.${key}: not in English`);
    return problems;
  }
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [`${where}: not a text`];
    if (isIdentifier(english))
      return translated === english
        ? []
        : [`${where}: "${translated}" should stay "${english}" (an identifier)`];
    const problems: string[] = [];
    if (translated.trim() === '' && english.trim() !== '') problems.push(`${where}: empty`);
    const want = placeholders(english);
    const got = placeholders(translated);
    if (want.join() !== got.join())
      problems.push(`${where}: placeholders ${got.join(' ') || 'none'}, English has ${want.join(' ')}`);
    const links = linkTargets(english).sort();
    const translatedLinks = linkTargets(translated).sort();
    if (links.join() !== translatedLinks.join())
      problems.push(
        `${where}: links to ${translatedLinks.join(' ') || 'nothing'}, English links to ${links.join(' ')}`,
      );
    return problems;
  }
  return Object.is(english, translated)
    ? []
    : [`${where}: ${String(translated)} where English has ${String(english)}`];
}

/**
 * A string code reads rather than a person: lower-case tokens joined by separators ('15-passenger-van',
 * 'vehicle-minivan', '2026-11-sms-1'). A single word ('to', '/day') may be translated; enum words are
 * held by their types, paths by the content tests' link checks.
 */
const isIdentifier = (text: string): boolean => /^[a-z0-9]+([-_.:][a-z0-9]+)+$/.test(text);

/** The distinct `{name}` placeholders of a text, sorted. */
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{([\w:-]+)\}/g)].map((m) => m[1]!))].sort();
