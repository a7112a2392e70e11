/**
 * What a page's HTML says before any script runs, read the way a crawler reads it: the escapes React's
 * server renderer writes, undone; an element's text, without its tags.
 */
const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const decode = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39);/g, (m) => entities[m] ?? m);

/** The text of an HTML fragment: tags dropped, escapes undone, white space collapsed. */
export const textOf = (html: string): string =>
  decode(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The document's title, every h1's text, the meta description and the robots directive (undefined when absent). */
export function headOf(html: string): {
  title: string | undefined;
  h1s: string[];
  description: string | undefined;
  robots: string | undefined;
} {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)">/)?.[1];
  const robots = html.match(/<meta name="robots" content="([^"]*)">/)?.[1];
  return {
    title: title === undefined ? undefined : decode(title),
    h1s: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!)),
    description: description === undefined ? undefined : decode(description),
    robots,
  };
}
