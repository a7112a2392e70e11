import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppLayout } from '../app/layout/app-layout';
import { AppProviders } from '../app/providers';
import { preloadScreenFor } from '../app/routes';

/**
 * Renders the whole app (real routes, layout and lazy screens) at `path`, in
 * memory, preparing the screen the way app/start.tsx does. `pathname()` reads
 * where the app is now, after the test clicked around.
 */
export async function renderApp(path: string) {
  await preloadScreenFor(new URL(path, 'http://test.local').pathname);
  const current = { pathname: path };
  function LocationSpy() {
    current.pathname = useLocation().pathname;
    return null;
  }
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppLayout />
        <LocationSpy />
      </MemoryRouter>
    </AppProviders>,
  );
  return { pathname: () => current.pathname, ...view };
}
