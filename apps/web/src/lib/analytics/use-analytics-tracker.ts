import { pageViewDelayMs, pageViewParams } from '@convoy/domain/rules/analytics-events';
import { externalReferrer } from '@convoy/domain/rules/attribution';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { startAnalytics } from './analytics-runtime';
import { recordVisit } from './attribution-cookies';
import { sendCollect } from './collect';
import { analyticsAllowed, useEffectiveConsent } from './consent';
import { notePage } from './page-history';
import { trackEvent } from './track';

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

/**
 * The attribution tracker and page views (SPEC §4): on the first load and on
 * every route or query change it records the visit in the attribution cookies
 * (with consent) and, about 100 ms later, reports a page view to the dataLayer
 * and, with consent, to first-party collection. The page view's referrer is
 * the document's referrer on the first page and the previous page afterwards.
 * Mount once, inside the router.
 */
export function useAnalyticsTracker(): void {
  const { pathname, search } = useLocation();
  const consent = useEffectiveConsent();
  const view = useRef<{ href: string; referrer: string } | null>(null);

  useEffect(() => {
    void startAnalytics();
  }, []);

  useEffect(() => {
    const href = `${window.location.origin}${pathname}${search}`;
    // A re-run for the same page (React StrictMode) keeps that page's referrer.
    if (view.current?.href !== href)
      view.current = { href, referrer: view.current?.href ?? document.referrer };
    const { referrer } = view.current;
    notePage(href);
    let cancelled = false;
    // Waiting for the config keeps the Consent Mode default ahead of the first event.
    const timer = setTimeout(() => {
      void startAnalytics().then(() => {
        if (!cancelled) reportPageView(href, referrer);
      });
    }, pageViewDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pathname, search]);

  useEffect(() => {
    if (consent === 'unknown') return;
    recordVisit(`${window.location.origin}${pathname}${search}`, document.referrer, consent === 'granted');
  }, [pathname, search, consent]);
}

/** The tracker as a component: render `<AnalyticsTracker />` once in the root layout. */
export function AnalyticsTracker(): null {
  useAnalyticsTracker();
  return null;
}
