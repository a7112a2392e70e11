import { pageViewDelayMs, pageViewParams } from '@convoy/domain/rules/analytics-events';
import { externalReferrer } from '@convoy/domain/rules/attribution';
import { startAnalytics } from './analytics-runtime';
import { recordVisit } from './attribution-cookies';
import { sendCollect } from './collect';
import { analyticsAllowed } from './consent';
import { trackEvent } from './track';

/*
 * What the tracker (use-analytics-tracker.ts) does on each page, in a chunk of
 * its own: it loads after the page has hydrated, not with it (decision 009: the
 * JavaScript a page names), and the tracker hands it each page in order.
 */

function hostName(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function reportPageView(href: string, referrer: string): void {
  // The title is read when the view fires: the route has set it by then (SPEC §9 titles).
  const params = pageViewParams({ location: href, title: document.title, referrer });
  trackEvent('page_view', params);
  if (!analyticsAllowed()) return;
  const external = externalReferrer(referrer, href);
  sendCollect([
    {
      type: 'page_view',
      path: params.page_path,
      title: params.page_title.slice(0, 300),
      referrerHost: external ? hostName(external) : '',
      category: params.content_group,
      contentGroup2: params.content_group2.slice(0, 120),
      journeyStage: params.journey_stage,
    },
  ]);
}

/** Starts analytics once per page load (the run-time config, the Consent Mode default, consent). */
export function startTracking(): void {
  void startAnalytics();
}

/**
 * The page view, about 100 ms after the page (the route has set its title by
 * then) and once analytics has started (the Consent Mode default goes first),
 * unless `cancelled` by then: a page left within the delay is not reported.
 */
export async function viewPage(href: string, referrer: string, cancelled: () => boolean): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, pageViewDelayMs));
  if (cancelled()) return;
  await startAnalytics();
  if (!cancelled()) reportPageView(href, referrer);
}

/** The visit, in the attribution cookies with consent (SPEC §4). */
export function visitPage(href: string, referrer: string, allowed: boolean): void {
  recordVisit(href, referrer, allowed);
}
