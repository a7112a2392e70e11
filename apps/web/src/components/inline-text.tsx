import { parseInline } from '@convoy/domain/content/inline-links';
import { Link } from './link';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * Copy with `[label](/path)` links (content/inline-links.ts), rendered as text
 * and router links: copy is never injected as HTML.
 */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : part.to.startsWith('/') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered.
          <Link key={index} to={part.to} className={linkClass}>
            {part.label}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered.
          <a key={index} href={part.to} className={linkClass}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}
