import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppLayout } from './app/layout/app-layout';
import { AppProviders } from './app/providers';
import { preloadScreenFor } from './app/routes';

async function start(): Promise<void> {
  // The page's screen chunk is already preloaded by the HTML; waiting for it here
  // makes the first render equal the prerendered HTML, so hydration reuses it.
  await preloadScreenFor(window.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppLayout />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // Prerendered pages carry their HTML; 200.html (routes not prerendered) has an empty root.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
