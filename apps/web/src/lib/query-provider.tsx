import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sharedQueryClient } from './shared-query-client';

/**
 * Wraps screens that use TanStack Query: the router adds it around those listed in
 * app/screen-modules.ts; a part that loads later than its screen wraps itself (features/quote/quote-request.tsx).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
