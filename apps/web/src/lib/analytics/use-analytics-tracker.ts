import { localizedPath } from '@convoy/domain/content/locale';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { locale } from '../locale';
import { useEffectiveConsent } from './consent';
import { notePage } from './page-history';

// The work of each page (page-tracking.ts) loads after the page hydrated, in a chunk of its own.
const tracking = () => import('./page-tracking');

/**
 * The attribution tracker and page views (SPEC §4): on the first load and on
 * every route or query change it records the visit in the attribution cookies
 * (with consent) and, about 100 ms later, reports a page view to the dataLayer
 * and, with consent, to first-party collection. The page view's referrer is
 * the document's referrer on the first page and the previous page afterwards.
 * Mount once, inside the router.
 */
export function useAnalyticsTracker(): void {
  // The router's path is after the language's basename; the page's own path has its prefix (decision 048).
  const { pathname: appPath, search } = useLocation();
  const pathname = localizedPath(appPath, locale);
  const consent = useEffectiveConsent();
  const view = useRef<{ href: string; referrer: string } | null>(null);

  useEffect(() => {
    void tracking().then((t) => t.startTracking());
  }, []);

  useEffect(() => {
    const href = `${window.location.origin}${pathname}${search}`;
    // A re-run for the same page (React StrictMode) keeps that page's referrer.
    if (view.current?.href !== href)
      view.current = { href, referrer: view.current?.href ?? document.referrer };
    const { referrer } = view.current;
    notePage(href);
    // Reported about 100 ms later, unless the visitor has moved on by then (page-tracking.ts).
    let cancelled = false;
    void tracking().then((t) => t.viewPage(href, referrer, () => cancelled, appPath));
    return () => {
      cancelled = true;
    };
  }, [pathname, search, appPath]);

  useEffect(() => {
    if (consent === 'unknown') return;
    const href = `${window.location.origin}${pathname}${search}`;
    void tracking().then((t) => t.visitPage(href, document.referrer, consent === 'granted'));
  }, [pathname, search, consent]);
}

/** The tracker as a component: render `<AnalyticsTracker />` once in the root layout. */
export function AnalyticsTracker(): null {
  useAnalyticsTracker();
  return null;
}
