import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { noPreloadHelper } from './scripts/build/vite-plugin-no-preload-helper';
import { buildLocale, convoyLocale } from './scripts/i18n/vite-plugin-locale';
import { convoyMessages } from './scripts/i18n/vite-plugin-messages';
import { convoyImages } from './scripts/images/vite-plugin-images';
import { routerTreeShaking } from './scripts/router/vite-plugin-router-shake';

// One config for `vite build` (client), `vite build --ssr` (prerender bundle), the
// dev server and the `web` Vitest project (the root vitest.config.ts extends this
// file), so the root is pinned to this folder whatever the working directory.
const root = fileURLToPath(new URL('.', import.meta.url));

// CONVOY_BUILD_ID, when set, is stamped on every chunk: a build of unchanged sources then gets new
// hashed names, as a release with a code change would (the rolling-deploy rig, scripts/rig/).
const buildStamp = process.env.CONVOY_BUILD_ID
  ? { postBanner: `/*! convoy build ${process.env.CONVOY_BUILD_ID.replace(/[^\w.-]/g, '')} */` }
  : {};

// Each language is a build of its own (decision 048): CONVOY_LOCALE=es builds the Spanish pages.
const locale = buildLocale();

export default defineConfig({
  root,
  plugins: [
    convoyLocale(locale),
    convoyMessages(locale),
    react(),
    tailwindcss(),
    convoyImages(locale),
    routerTreeShaking(),
    noPreloadHelper(),
  ],
  // Every schema's `import … from 'zod'` gets the CSP-safe (jitless) zod: src/lib/zod-jitless.ts.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  // Same value in the client and the SSR build, so the footer year hydrates cleanly.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: 'dist/client',
    // English builds first into an empty folder; each other language adds its chunks beside
    // (a chunk alike in both has one name and one content) and a manifest of its own.
    emptyOutDir: locale === 'en',
    // scripts/prerender.mjs reads the manifest to emit each page's script and style
    // tags and the entry's list of chunks to preload (no inline scripts: a strict CSP stays possible).
    manifest: locale === 'en' ? true : `.vite/manifest.${locale}.json`,
    // No dependency lists for dynamic imports: the entry already preloads each page's chunks
    // from the list the prerender writes (src/entry-client.tsx), and the lists would cost every
    // page about 1 KB gzip of its 100 KB budget (decision 009). Vite still wraps each import() in its
    // preload helper; noPreloadHelper() makes that a plain call (another 0.7 KB).
    modulePreload: false,
    rolldownOptions: {
      // Imported constants are written where they are used, so a vehicle page carries the
      // licence notes it quotes, not a shared chunk of all of them (decision 009: JS budget).
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        ...buildStamp,
        // The small parts every marketing page uses travel in one chunk: one request
        // and one compression window instead of a dozen tiny files (decision 009: JS budget).
        // With them, consent and its footer button: the banner itself is a chunk of its own, loaded
        // only to be shown (lib/analytics/consent-banner-slot.tsx), and would otherwise split them
        // into a third chunk. Not `Deferred` (only the leasing and contact screens use it), nor the forms, the
        // marketing sections or the flow's error boundary, nor the personal links' pages' parts (link-page,
        // facts-card) (components/ subfolders and files that only some screens load). A content module's
        // translation (page-labels.es.ts, decision 048) travels where the English one does.
        codeSplitting: {
          groups: [
            {
              // The long documents' block helpers and the fleet table's labels: small parts the info, vehicle
              // and audience screens share, one chunk rather than two (each chunk costs its own wrapper).
              name: 'content-parts',
              test: /packages\/domain\/src\/content\/(blocks|fleet-table-labels)(\.[a-z]{2})?\.ts/,
            },
            {
              name: 'site',
              test: /apps\/web\/src\/(components\/(?!deferred\.|island\.|screen-boundary\.|boundary-copy\.|link-page\.|facts-card\.)[^/]+\.tsx?$|lib\/(resource|live-data|live-fleet|flow-links|breadcrumbs|locale)\.ts|lib\/analytics\/(data-layer|consent|consent-settings|cookie-store)\.tsx?)|packages\/domain\/src\/content\/(page-labels|rental-policy|fill-brand|inline-links|content\.types|audiences|routes|locale)(\.[a-z]{2})?\.ts/,
            },
            {
              // The menus' data and icons, which the drawer and the full bar's menus share: one chunk, so the
              // drawer can ask for it beside its own and both come in one round trip (app/layout/mobile-nav.tsx).
              name: 'menus',
              test: /apps\/web\/src\/components\/nav\/menu-icons\.tsx|packages\/domain\/src\/content\/navigation(\.[a-z]{2})?\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
  test: {
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
  },
});
