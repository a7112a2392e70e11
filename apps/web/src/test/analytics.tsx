import type { PublicConfig } from '@convoy/domain/contracts/public-config.schema';
import { act, within } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ConsentBannerSlot } from '../lib/analytics/consent-banner-slot';
import { ConsentSettingsButton } from '../lib/analytics/consent-settings';
import { createCookieStore } from '../lib/analytics/cookie-store';
import { dataLayerCommands } from '../lib/analytics/data-layer';
import { AnalyticsTracker } from '../lib/analytics/use-analytics-tracker';
import { headWritten } from '../lib/head-written';

/** Test helpers shared by the analytics tests (not shipped: only tests import it). */

// The tracker's page work, the attribution cookies and first-party page views are chunks the app loads
// after hydrating (lib/analytics/page-tracking.ts): here they are loaded once up front, so the tests' fake
// timers alone decide when a page view is due.
await Promise.all([
  import('../lib/analytics/page-tracking'),
  import('../lib/analytics/attribution-cookies'),
  import('../lib/analytics/collect-page-view'),
]);

export function stubPublicConfig(config: PublicConfig) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) === '/api/public-config') return new Response(JSON.stringify(config), { status: 200 });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function stubBeacon() {
  const bodies: unknown[] = [];
  const sendBeacon = vi.fn((url: string, data: Blob) => {
    bodies.push({ url, data });
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return {
    sendBeacon,
    /** The JSON bodies sent so far. */
    async sent(): Promise<{ url: string; body: { events: Record<string, unknown>[] } }[]> {
      return Promise.all(
        (bodies as { url: string; data: Blob }[]).map(async ({ url, data }) => ({
          url,
          body: JSON.parse(await data.text()),
        })),
      );
    },
  };
}

function Layout() {
  return (
    <>
      <AnalyticsTracker />
      <Outlet />
      <footer>
        <ConsentSettingsButton />
      </footer>
      <ConsentBannerSlot />
    </>
  );
}

/** Sets its title in an effect and says its head is written, as the app's PageHead does. */
function Page({ title }: { title: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title;
    headWritten(pathname);
  }, [title, pathname]);
  return <h1>{title}</h1>;
}

/** A page whose head is written `afterMs` after it shows (its code late, as on a slow phone), or never. */
function LatePage({ title, afterMs }: { title: string; afterMs?: number }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (afterMs === undefined) return;
    const timer = setTimeout(() => {
      document.title = title;
      headWritten(pathname);
    }, afterMs);
    return () => clearTimeout(timer);
  }, [title, afterMs, pathname]);
  return <h1>{title}</h1>;
}

/**
 * A router whose layout mounts the tracker, the banner and a footer button, as
 * the app will. Rendered with its own root, not Testing Library's render, so
 * one visit can span several tests (the setup file unmounts after each test).
 */
export function renderSite(initialEntry: string) {
  const page = (title: string) => ({ element: <Page title={title} /> });
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', ...page('Home | Convoy') },
          { path: '/availability', ...page('Available vehicles | Convoy') },
          { path: '/confirm', ...page('Confirm your reservation | Convoy') },
          { path: '/15-passenger-van', ...page('15 Passenger Van Rental | Convoy') },
          { path: '/contact', element: <LatePage title="Contact us | Convoy" afterMs={500} /> },
          { path: '/about', element: <LatePage title="About | Convoy" /> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(<RouterProvider router={router} />));
  return {
    ...within(container),
    router,
    navigate: (to: string) => act(() => router.navigate(to)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export function pageViews(): Record<string, unknown>[] {
  return dataLayerCommands()
    .filter((c) => c[0] === 'event' && c[1] === 'page_view')
    .map((c) => c[2] as Record<string, unknown>);
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

export function clearCookies(): void {
  const store = createCookieStore();
  for (const name of cookieNames()) store.remove(name);
}
