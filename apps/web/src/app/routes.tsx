import { findRoute, routeTable } from '@convoy/domain/routes';
import { type RouteObject, useRoutes } from 'react-router';
import { lazyScreen } from './routing/lazy-screen';
import { screenComponent } from './screen-modules';

const notFound = lazyScreen(() => import('./not-found.screen'));

/**
 * The routes, built from the one route table (STYLE "Data over code"), in React
 * Router's declarative mode: its data router would add some 17 KB gzip to every
 * page for loaders and actions the site does not use (issue 5: JS budget).
 * Every screen loads lazily (SPEC §2); any other path shows the not-found page.
 * Matching is case-sensitive, as the server's is (findRoute), so a page and
 * the HTML the server sent for its URL always agree.
 */
const routes: RouteObject[] = [
  ...routeTable.map((entry): RouteObject => {
    const Screen = screenComponent(entry.screen).Component;
    return { path: entry.path, caseSensitive: true, element: <Screen entry={entry} /> };
  }),
  { path: '*', element: <notFound.Component /> },
];

/** The screen of the current location. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the chunk of the screen that renders `pathname`. The entries await it
 * before the first render, so hydration matches the prerendered HTML.
 */
export function preloadScreenFor(pathname: string): Promise<void> {
  const entry = findRoute(pathname);
  // findRoute forgives a trailing slash; the server redirects those to the bare path.
  return entry ? screenComponent(entry.screen).preload(entry) : notFound.preload();
}
