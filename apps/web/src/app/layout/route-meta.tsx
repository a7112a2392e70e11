import type { RouteEntry } from '@convoy/domain/content/route-entries';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { headWritten } from '../../lib/head-written';
import { openedPrerendered } from '../../lib/island-hydration';

/** Whether no page head has been written yet: the first is the page the browser opened. */
let firstPage = true;

/**
 * Keeps the document head in step with the page shown (SPEC §9: titles per
 * route): rendered with each screen, which brings its page's texts, and with the
 * not-found page (`entry` undefined).
 */
export function PageHead({ entry }: { entry: RouteEntry | undefined }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // The prerendered page the browser opened already has its head: the code that writes one loads with
    // the first client-side navigation (decision 009: JavaScript budget). Asked of the page, not of the
    // hydration: a screen may hydrate after the frame has (its Suspense boundary a commit later).
    const opened = firstPage;
    firstPage = false;
    if (opened && openedPrerendered) {
      headWritten(pathname);
      return;
    }
    void Promise.all([import('../../lib/apply-page-meta'), import('../../lib/page-meta')]).then(
      ([{ applyPageMeta }, { pageMeta }]) => {
        applyPageMeta(document, pageMeta(entry));
        // The page view, waiting for the title, goes now (lib/analytics/page-tracking.ts).
        headWritten(pathname);
      },
    );
  }, [entry, pathname]);
  return null;
}

/**
 * After a client-side navigation, moves focus to the new page's content so
 * keyboard and screen-reader users start there (the first page keeps the
 * browser's own focus).
 */
export function RouteMeta() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // The prerendered structured data describes the page the visit started on.
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]'))
      script.remove();
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
