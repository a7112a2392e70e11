import { createQueryClient } from './query-client';

// One cache for the whole visit, created the first time a screen that fetches
// with TanStack Query renders, or when the home page's search is sent
// (search-form.tsx imports this module then). Marketing pages and the home
// page's first load never import it, so the library stays out of their
// JavaScript (decision 009: at most 100 KB gzip).
let client: ReturnType<typeof createQueryClient> | undefined;

export function sharedQueryClient() {
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
