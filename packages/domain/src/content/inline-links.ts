/**
 * Copy may link to another page with `[label](/path)`. Templates render the parts
 * as text and router links, so no copy is ever injected as HTML.
 */
export type InlinePart = { kind: 'text'; text: string } | { kind: 'link'; label: string; to: string };

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits copy into text and links, in order. */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const m of text.matchAll(linkPattern)) {
    if (m.index > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'link', label: m[1]!, to: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Copy without link markup, for meta tags and JSON-LD. */
export function plainText(text: string): string {
  return text.replace(linkPattern, '$1');
}

/** Every link target in a string. */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(linkPattern)].map((m) => m[2]!);
}
