/**
 * Text written into HTML, in an element or a quoted attribute: the HTML
 * e-mails (apps/api/src/mail/document.ts) and the prerendered pages' head
 * (apps/web/src/prerender/document.ts). The five characters that could end
 * an element, an attribute or start an entity become their references.
 */
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `Ada <b> & "Co"` → `Ada &lt;b&gt; &amp; &quot;Co&quot;`. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => escapes[ch] ?? ch);
}
