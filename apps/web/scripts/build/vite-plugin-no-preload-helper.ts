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
export function noPreloadHelper(): Plugin[] {
  return [
    {
      name: 'convoy-no-preload-helper',
      enforce: 'pre',
      apply: 'build',
      load: {
        // The module Vite injects into every client chunk with a dynamic import (vite/src/node/plugins/importAnalysisBuild.ts).
        filter: { id: /^\0vite\/preload-helper\.js$/ },
        handler: () => 'export const __vitePreload = (load) => load();',
      },
    },
    {
      // The helper's second argument is unused now, but Vite still writes it: a screen that brings
      // CSS passes `__vite__mapDeps([0])` (the stylesheet's index in a list the chunk defines), 13 of
      // them in the chunk every page loads. They become empty lists and the list goes (~80 B gzip).
      name: 'convoy-no-preload-deps',
      enforce: 'post',
      apply: 'build',
      generateBundle: {
        // After Vite's own, which writes them.
        order: 'post',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk' || !chunk.code.includes('__vite__mapDeps')) continue;
            chunk.code = chunk.code
              .replace(mapDepsDefinition, '')
              .replaceAll(/__vite__mapDeps\(\[[\d,]*\]\)/g, '[]');
          }
        },
      },
    },
  ];
}

/** `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[…])))=>i.map(i=>d[i]);` as Vite writes it. */
const mapDepsDefinition =
  /const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[[^\]]*\]\)\)\)=>i\.map\(i=>d\[i\]\);\n?/;
