import { pageViewDelayMs, pageViewParams } from '@convoy/domain/rules/analytics-events';
import { head } from '../head-written';
import { startAnalytics } from './analytics-runtime';
import { analyticsAllowed } from './consent';
import { trackEvent } from './track';

/*
 * What the tracker (use-analytics-tracker.ts) does on each page, in a chunk of
 * its own: it loads after the page has hydrated, not with it (decision 009: the
 * JavaScript a page names), and the tracker hands it each page in order.
 */

function reportPageView(href: string, referrer: string): void {
  // The title is read when the view fires: the page's head is written by then (viewPage, SPEC §9 titles).
  const params = pageViewParams({ location: href, title: document.title, referrer });
  trackEvent('page_view', params);
  // First-party collection, with consent only: a visitor without it never loads that code.
  if (analyticsAllowed())
    void import('./collect-page-view').then(({ collectPageView }) => collectPageView(params, href, referrer));
}

/** Starts analytics once per page load (the run-time config, the Consent Mode default, consent). */
export function startTracking(): void {
  void startAnalytics();
}

/** How long a page view waits at most for its page's head (a page that writes none is still reported). */
const headWaitMs = 2000;

/** Resolves once the head describes the page at `path`, or after `headWaitMs`: the latest page view waits. */
function headFor(path: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, headWaitMs);
    const check = () => {
      if (head.path !== path) return;
      clearTimeout(timer);
      resolve();
    };
    head.written = check;
    check();
  });
}

/**
 * The page view, about 100 ms after the page and once its head is written (the
 * page's code may come later on a slow phone: the view names the page it is
 * about, `path` the router's) and analytics has started (the Consent Mode
 * default goes first), unless `cancelled` by then: a page left within the
 * delay is not reported.
 */
export async function viewPage(
  href: string,
  referrer: string,
  cancelled: () => boolean,
  path: string,
): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, pageViewDelayMs));
  if (cancelled()) return;
  await headFor(path);
  if (cancelled()) return;
  await startAnalytics();
  if (!cancelled()) reportPageView(href, referrer);
}

/**
 * The visit, in the attribution cookies with consent (SPEC §4). Without it only
 * a campaign landing is kept, in memory, and campaign and click identifiers come
 * in the query (SPEC §3): a page without one leaves nothing to record, so the
 * attribution code is not loaded for it.
 */
export async function visitPage(href: string, referrer: string, allowed: boolean): Promise<void> {
  if (!allowed && !new URL(href).search) return;
  const { recordVisit } = await import('./attribution-cookies');
  recordVisit(href, referrer, allowed);
}
