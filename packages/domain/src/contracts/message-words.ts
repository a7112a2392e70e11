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
/** Where one sentence ends and the next begins: after its full stop, before a capital or an opening quote. */
const sentenceBreak = /(?<=[.!?])\s+(?=[\p{Lu}“"])/u;
/** A piece of a pattern: any text within one sentence (the sentences of a joined message are read one by one). */
const piece = `((?:(?!${sentenceBreak.source}).)*?)`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
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
            return piece;
          })
          .join('');
        return { key, match: new RegExp(`^${source}$`, 'u'), names };
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
        // A piece that is a message of its own (a sentence of several the API joined) is translated
        // as one, its data kept as they are.
        const inner = hasWords.test(piece) ? find(piece) : undefined;
        if (inner) {
          kept += inner.kept;
          values.set(name, inner.text);
        } else {
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
    if (best?.kept === 0) return best;
    // Sentences the API joined into one message (each problem found, then the advice): each on its own.
    const sentences = message.split(sentenceBreak);
    if (sentences.length < 2) return best;
    let kept = 0;
    let translated = 0;
    const text = sentences
      .map((sentence) => {
        const found = find(sentence);
        if (!found) {
          kept += 1;
          return sentence;
        }
        translated += 1;
        kept += found.kept;
        return /^\p{Lu}/u.test(sentence) ? capitalised(found.text) : found.text;
      })
      .join(' ');
    return translated > 0 && (!best || kept < best.kept) ? { text, kept } : best;
  };

  return (message) => {
    const found = find(message);
    if (!found) return message;
    return /^\p{Lu}/u.test(message) ? capitalised(found.text) : found.text;
  };
}
