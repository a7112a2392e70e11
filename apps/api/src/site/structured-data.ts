import type { PageInsert } from './page-cache.ts';

const dataBlock = /<script type="application\/ld\+json">(.*?)<\/script>/gs;

/**
 * The page with the structured-data node whose `@id` ends with `idEnding` changed by `change` (undefined:
 * left as built). Written back as the web's prerender writes it (JSON, `<` escaped); every other block, and
 * a block that does not parse, is left as it was.
 */
export function withNode(
  html: string,
  idEnding: string,
  change: (node: Record<string, unknown>) => Record<string, unknown> | undefined,
): string {
  return html.replace(dataBlock, (block, json: string) => {
    let node: unknown;
    try {
      node = JSON.parse(json);
    } catch {
      return block;
    }
    if (typeof node !== 'object' || node === null) return block;
    const id = (node as { '@id'?: unknown })['@id'];
    if (typeof id !== 'string' || !id.endsWith(idEnding)) return block;
    const changed = change(node as Record<string, unknown>);
    if (!changed) return block;
    return `<script type="application/ld+json">${JSON.stringify(changed).replace(/</g, '\\u003c')}</script>`;
  });
}

/** Several inserts into one page, applied in turn, under one version. */
export function joinInserts(inserts: readonly (PageInsert | undefined)[]): PageInsert | undefined {
  const present = inserts.filter((insert): insert is PageInsert => insert !== undefined);
  if (present.length <= 1) return present[0];
  return {
    key: present.map((insert) => insert.key).join(' '),
    apply: (html) => present.reduce((page, insert) => insert.apply(page), html),
  };
}
