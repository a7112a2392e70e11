/**
 * Which page the document's head (its title, description) was last written for, by the router's path, and
 * who waits for it. A page view reads the page's title from the head (SPEC §9): one sent before a client-side
 * navigation's head is written (its code loads with the first navigation, decision 009) would carry the
 * previous page's title (lib/analytics/page-tracking.ts waits). Kept this small: every page's JavaScript has it.
 */
export const head: { path?: string; written?: () => void } = {};

/** Says the head now describes the page at `path`. */
export function headWritten(path: string): void {
  head.path = path;
  head.written?.();
}
