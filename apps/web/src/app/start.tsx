import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { setHydratingPrerendered } from '../lib/island-hydration';
import { routerBasename } from '../lib/locale';
import { AppLayout } from './layout/app-layout';
import { preloadFrame } from './layout/frame-parts';
import { AppProviders } from './providers';
import { preloadScreenFor } from './routes';

/** Renders the app into #root: hydrates a prerendered page, renders 200.html's empty root. */
export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // Prerendered pages carry their HTML; 200.html (routes not prerendered) has an empty root.
  const prerendered = container.firstElementChild !== null;
  // Island parts of a prerendered page wait for the visitor (components/island.tsx).
  setHydratingPrerendered(prerendered);
  // The page's screen chunk is already being preloaded (entry-client.tsx); waiting for it here
  // makes the first render equal the prerendered HTML, so hydration reuses it.
  await Promise.all([preloadScreenFor(window.location.pathname), preloadFrame()]);
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter basename={routerBasename}>
          <AppLayout />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds
  // instead of holding the main thread for the whole page (decision 009: Total Blocking Time);
  // the page is already painted, so nothing waits for it but event handlers.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
