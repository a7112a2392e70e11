import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { RouteErrorBoundary } from './route-error';

// Toasts only follow something the visitor does, so the toaster (sonner) loads
// after hydration instead of delaying the first interactive paint.
const AppToaster = lazy(() => import('./toaster'));

function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/**
 * App-wide providers: the same tree on the server and in the browser, so
 * hydration matches. TanStack Query is not here: screens that use it get
 * app/query-provider.tsx (see screen-modules.ts), keeping it off marketing pages.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary resetKey="app">
      {children}
      <DeferredToaster />
    </RouteErrorBoundary>
  );
}
