import type { Plugin } from 'vite';

/**
 * Replaces Vite's preload helper with a plain call of the dynamic import (decision 009:
 * JavaScript budget). Vite wraps every `import()` of a client build in
 * `__vitePreload(() => import(…), deps)`, which adds `<link rel=modulepreload>`
 * tags for a chunk's dependencies and CSS, whatever `build.modulePreload` says:
 * about 0.7 KB gzip on every page, always loaded. We pass no dependency lists
 * (`modulePreload: false`) and the stylesheet is one file named in the HTML, so the
 * helper only ever awaited an empty list: the entry preloads each page's chunks from
 * the list the prerender writes (src/entry-client.tsx), and a screen loaded later
 * fetches its imports as the browser finds them. A failed import still rejects to
 * its caller (the route's error boundary, or `Deferred`'s retry).
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'convoy-no-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load: {
      // The module Vite injects into every client chunk with a dynamic import (vite/src/node/plugins/importAnalysisBuild.ts).
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => 'export const __vitePreload = (load) => load();',
    },
  };
}
