import { findRoute } from '@convoy/domain/content/routes';
import { useLocation } from 'react-router';
import { findPage } from '../lib/locale';
import { PageHead } from './layout/route-meta';
import { lazyScreen } from './routing/lazy-screen';
import { screenComponent } from './screen-modules';

const notFound = lazyScreen(() => import('./not-found.screen'));

/**
 * The screen of the current location, looked up in the one route table (STYLE
 * "Data over code"). Every path in it is static, so the table's own lookup is the
 * whole matcher: React Router provides the location and navigation, not route
 * matching, whose `useRoutes` brings nested-route ranking and error boundaries
 * for loaders the site does not have, about 2 KB gzip on every page (decision 009:
 * JavaScript budget). Every screen loads lazily (SPEC §2); any other path shows
 * the not-found page. Matching is case-sensitive and forgives a trailing slash,
 * as the server's is (both use findRoute), so a page and the HTML the server
 * sent for its URL always agree.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const entry = findPage(pathname);
  if (!entry)
    return (
      <>
        <PageHead entry={undefined} />
        <notFound.Component />
      </>
    );
  const Screen = screenComponent(entry.screen).Component;
  // Keyed by path: moving between two pages of one template (two vehicle pages)
  // mounts a fresh screen, so nothing typed or chosen on one page carries into the next.
  return <Screen key={entry.path} entry={entry} />;
}

/**
 * Loads the chunk of the screen that renders `pathname` (the whole URL path, its
 * language prefix included). The entries await it
 * before the first render, so hydration matches the prerendered HTML.
 */
export function preloadScreenFor(pathname: string): Promise<void> {
  const entry = findRoute(pathname);
  // findRoute forgives a trailing slash; the server redirects those to the bare path.
  return entry ? screenComponent(entry.screen).preload(entry) : notFound.preload();
}
