import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyPageMeta } from '../../lib/apply-page-meta';
import { pageMeta } from '../../lib/page-meta';
import { useRouteEntry } from '../../lib/route-handle';

/**
 * Keeps the document head in step with the route (SPEC §9: titles per route)
 * and, after a client-side navigation, moves focus to the new page's content so
 * keyboard and screen-reader users start there (the first page keeps the
 * browser's own focus).
 */
export function RouteMeta() {
  const entry = useRouteEntry();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    applyPageMeta(document, pageMeta(entry));
  }, [entry]);

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
