/**
 * The tag-manager-style queue (SPEC §7, Part B §11): every event reaches
 * `window.dataLayer` whether or not the GA4 tag is loaded; gtag.js, when it
 * loads, reads the queue from the start.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    /** Set by gtag.js once it runs, keyed by the measurement ids it serves. */
    google_tag_manager?: Record<string, unknown>;
  }
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * The standard gtag function: it pushes its `arguments` object, the form
 * gtag.js expects (it ignores plain arrays), e.g. gtag('event', 'purchase', {...}).
 */
export function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: gtag.js only reads Arguments objects from the dataLayer.
  dataLayer().push(arguments);
}

/** Exposes gtag for tags and snippets that call window.gtag themselves. */
export function installGtag(): void {
  window.gtag ??= gtag;
}

/** dataLayer entries as arrays, e.g. ['event', 'page_view', {...}]: for tests and debugging. */
export function dataLayerCommands(): unknown[][] {
  return dataLayer().map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry
      ? Array.from(entry as ArrayLike<unknown>)
      : [entry],
  );
}
