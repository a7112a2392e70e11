/**
 * The contracts' validation messages in the build's language (decision 048). The schemas, shared by the
 * API and the web, speak English; a screen shows a message under its field through `translateMessage`, and so
 * does a field error the API answers with (the same schema's message). In English there is nothing to
 * translate; message-words.es.ts maps each English message to its Spanish, and the Spanish build swaps
 * that file in wherever this one is imported (scripts/i18n/vite-plugin-locale.ts).
 *
 * A key is an English message as the schemas write it, or a pattern of one built from pieces: `{name}`
 * stands for a piece (`Keep your {label} to {max} characters or fewer.`). A piece is itself translated
 * when the map has it (a label such as "first name", a weekday), and kept as it is otherwise (a number,
 * a date, a location's name); the translation places each piece by its name.
 */
export const translatedMessages: Readonly<Record<string, string>> = {};

/** The message in the build's language; a message the map does not know stays as it is. */
export const translateMessage = messageTranslator(translatedMessages);

interface Pattern {
  key: string;
  match: RegExp;
  names: string[];
}

/** A translation and how many of its worded pieces stayed as they were (0: every word translated). */
interface Found {
  text: string;
  kept: number;
}

const placeholder = /\{(\w+)\}/g;
const hasWords = /\p{L}/u;
/** How much of a pattern is its own words: the longer, the more particular (tried first). */
const literalLength = (key: string) => key.replace(placeholder, '').length;

/**
 * `translateMessage` over a map of messages (word-free: each language's module applies it to its own map).
 * An exact key wins; else, of the patterns that match, the one that leaves fewest worded pieces
 * untranslated, the most particular of equals (the one with most words of its own). A message that starts
 * with a capital starts with one translated.
 */
export function messageTranslator(words: Readonly<Record<string, string>>): (message: string) => string {
  let patterns: Pattern[] | undefined;
  const compile = (): Pattern[] =>
    Object.keys(words)
      .filter((key) => key.includes('{'))
      .map((key) => {
        const names: string[] = [];
        const source = key
          .split(placeholder)
          .map((part, i) => {
            if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(part);
            return '(.*?)';
          })
          .join('');
        return { key, match: new RegExp(`^${source}$`), names };
      })
      .sort((a, b) => literalLength(b.key) - literalLength(a.key));

  const find = (message: string): Found | undefined => {
    if (Object.hasOwn(words, message)) return { text: words[message] as string, kept: 0 };
    patterns ??= compile();
    let best: Found | undefined;
    for (const { key, match, names } of patterns) {
      const pieces = match.exec(message);
      if (!pieces) continue;
      let kept = 0;
      const values = new Map<string, string>();
      names.forEach((name, i) => {
        const piece = pieces[i + 1] ?? '';
        const inner = hasWords.test(piece) ? find(piece) : undefined;
        if (inner?.kept === 0) values.set(name, inner.text);
        else {
          if (hasWords.test(piece)) kept += 1;
          values.set(name, piece);
        }
      });
      if (best && best.kept <= kept) continue;
      best = {
        text: (words[key] as string).replace(placeholder, (_, name: string) => values.get(name) ?? ''),
        kept,
      };
      if (kept === 0) break;
    }
    return best;
  };

  return (message) => {
    const found = find(message);
    if (!found) return message;
    return /^\p{Lu}/u.test(message) ? found.text.charAt(0).toUpperCase() + found.text.slice(1) : found.text;
  };
}
