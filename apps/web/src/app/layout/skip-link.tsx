import m from './layout.messages';

/** First focusable element on every page: jumps past the navigation to the content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {m.skipToContent()}
    </a>
  );
}
