import { isBackOfficePath } from '@convoy/domain/content/routes';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ConsentBannerSlot } from '../../lib/analytics/consent-banner-slot';
import { AnalyticsTracker } from '../../lib/analytics/use-analytics-tracker';
import { setHydratingPrerendered } from '../../lib/island-hydration';
import { RouteErrorBoundary } from '../route-error';
import { AppRoutes } from '../routes';
import { FramePart } from './frame-part';
import { siteFooterPart, wakeNearView } from './frame-parts';
import { NavigationProgress } from './navigation-progress';
import { RouteMeta } from './route-meta';
import { ScrollManager } from './scroll-manager';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { ToastHost } from './toast-host';

/**
 * The page frame: skip link, sticky header, the screen in <main id="main">, footer.
 * A failing screen shows the error page inside the frame, cleared by the next navigation.
 * The back office (decision 041) has a frame of its own (AdminFrame): no public
 * header or footer, and no analytics, so no consent banner either.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const backOffice = isBackOfficePath(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      {backOffice ? null : <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Reached only when a screen renders before its chunk is there (the entries preload it). */}
        <Suspense fallback={<div className="min-h-[60vh]" />}>
          <RouteErrorBoundary resetKey={pathname}>
            <AppRoutes />
          </RouteErrorBoundary>
          <PageLive />
        </Suspense>
      </main>
      {backOffice ? null : <FramePart part={siteFooterPart} wake={wakeNearView} />}
      <RouteMeta />
      <ScrollManager />
      {/* SPEC §4 attribution tracker and page views; both render nothing on the server. */}
      {backOffice ? null : <AnalyticsTracker />}
      {backOffice ? null : <ConsentBannerSlot />}
      <ToastHost />
    </div>
  );
}

/**
 * Says the page is live once its screen is, the error page included. React hydrates the content of a
 * Suspense boundary after the rest, in a render of its own: the frame's effects run while the screen
 * still has no handlers and its islands have not yet kept what was typed before the scripts came
 * (components/island.tsx). Rendered last in the screen's boundary, this effect runs after all of the
 * screen's. The early-submit guard (entry-client.tsx) and browser tests, which wait for the marker
 * before they act, read it; island parts stop waiting for the visitor from here on.
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    setHydratingPrerendered(false);
  }, []);
  return null;
}
