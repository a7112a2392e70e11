import type { PageMeta } from './page-meta';

function upsert<K extends 'meta' | 'link'>(
  doc: Document,
  tag: K,
  selector: string,
  attrs: Record<string, string>,
) {
  let el = doc.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!el) {
    el = doc.createElement(tag);
    doc.head.append(el);
  }
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
}

/**
 * Brings the live document's head in line with a page after a client-side
 * navigation (the prerendered HTML already carries it for the first page).
 */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  upsert(doc, 'meta', 'meta[name="description"]', { name: 'description', content: meta.description });
  const canonical = doc.head.querySelector('link[rel="canonical"]');
  if (meta.canonicalUrl)
    upsert(doc, 'link', 'link[rel="canonical"]', { rel: 'canonical', href: meta.canonicalUrl });
  else canonical?.remove();
  // Open Graph tags are read from the first HTML by link previews; kept in step for tools that read the live DOM.
  upsert(doc, 'meta', 'meta[property="og:title"]', { property: 'og:title', content: meta.title });
  upsert(doc, 'meta', 'meta[property="og:description"]', {
    property: 'og:description',
    content: meta.description,
  });
  if (meta.canonicalUrl)
    upsert(doc, 'meta', 'meta[property="og:url"]', { property: 'og:url', content: meta.canonicalUrl });
  else doc.head.querySelector('meta[property="og:url"]')?.remove();
  // The other languages of the page: a client-side navigation stays in one language, so only the hrefs change.
  for (const link of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  doc.head.append(
    ...meta.alternates.map((a) => {
      const link = doc.createElement('link');
      link.rel = 'alternate';
      link.hreflang = a.hreflang;
      link.href = a.href;
      return link;
    }),
  );
  const robots = doc.head.querySelector('meta[name="robots"]');
  if (!meta.indexable) upsert(doc, 'meta', 'meta[name="robots"]', { name: 'robots', content: 'noindex' });
  else robots?.remove();
}
