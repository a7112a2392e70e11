import { act, type RenderResult, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppLayout } from '../app/layout/app-layout';
import { preloadFrame } from '../app/layout/frame-parts';
import { AppProviders } from '../app/providers';
import { preloadScreenFor } from '../app/routes';

/**
 * Renders the whole app (real routes, layout and lazy screens) at `path`, in
 * memory, preparing the screen the way app/start.tsx does. `pathname()` reads
 * where the app is now, after the test clicked around.
 */
export async function renderApp(path: string) {
  await Promise.all([
    preloadScreenFor(new URL(path, 'http://test.local').pathname),
    preloadFrame(),
    // The analytics tracker's chunk, which the app loads after hydrating: loaded here first, the tracker
    // asks for the run-time config as it mounts, ahead of the screen's own requests (tests read those in order).
    import('../lib/analytics/page-tracking'),
  ]);
  const current = { pathname: path };
  function LocationSpy() {
    current.pathname = useLocation().pathname;
    return null;
  }
  // An awaited act: a part of the page that suspends on its first render (a lazy
  // chunk: the consent banner on a first visit) leaves React's queued work inside
  // a synchronous act unflushed, and the screen's effects would wait for the next
  // test's act (React warns "A component suspended inside an `act` scope").
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <AppLayout />
          <LocationSpy />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  if (!view) throw new Error('render did not run');
  return { pathname: () => current.pathname, ...view };
}

/**
 * Does what navigates (a click on a link, a button that writes the URL) in an awaited act: a part of the next
 * page still loading its chunk suspends the navigation, and inside a synchronous act React leaves that work
 * unflushed, so the page (or the dialog the URL opens) would never come, or come only with the next act.
 */
export async function navigating(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}
