import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

// One cache for the whole visit, created the first time a screen that fetches
// with TanStack Query renders. Marketing pages never import this module, so the
// library stays out of their JavaScript (issue 5: at most 100 KB gzip).
let client: ReturnType<typeof createQueryClient> | undefined;

function sharedClient() {
  if (!client) {
    client = createQueryClient();
    // The prerender renders pages and exits: a 10-minute cache-collection timer per
    // query would keep it alive that long. An infinite gcTime sets no timer.
    if (import.meta.env.SSR) {
      const defaults = client.getDefaultOptions();
      client.setDefaultOptions({
        ...defaults,
        queries: { ...defaults.queries, gcTime: Number.POSITIVE_INFINITY },
      });
    }
  }
  return client;
}

/** Wraps screens that use TanStack Query; the router adds it around those listed in screen-modules.ts. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedClient()}>{children}</QueryClientProvider>;
}
