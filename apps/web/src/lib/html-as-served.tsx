import type { ComponentProps } from 'react';

/**
 * A `<div>` whose prerendered inside stays as the server wrote it while the
 * page hydrates: React does not hydrate the inside of an element whose HTML it
 * is told to set, and an empty string writes nothing. The parts of a page that
 * go live later render it until then (components/island.tsx, app/layout/frame-part.tsx).
 */
export function HtmlAsServed(props: Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content.
  return <div {...props} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
