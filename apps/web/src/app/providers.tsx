import type { ReactNode } from 'react';
import { RouteErrorBoundary } from './route-error';

/**
 * App-wide providers: the same tree on the server and in the browser, so
 * hydration matches. TanStack Query is not here: screens that use it get
 * lib/query-provider.tsx (see screen-modules.ts), keeping it off marketing pages.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary resetKey="app">{children}</RouteErrorBoundary>;
}
