/**
 * The page the visitor is on and the one before it, as the tracker saw them:
 * the flow's current_page and source_page (SPEC §3), and the page_view
 * referrer after the first page.
 */
let current: string | null = null;
let previous: string | null = null;

export function notePage(href: string): void {
  if (href === current) return;
  previous = current;
  current = href;
}

export function currentPage(): string {
  return current ?? window.location.href;
}

export function previousPage(): string | null {
  return previous;
}
