import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppLayout } from './app/layout/app-layout';
import { AppProviders } from './app/providers';
import { preloadScreenFor } from './app/routes';

/**
 * The build-time renderer, bundled by `vite build --ssr` and driven by
 * scripts/prerender.mjs. It also re-exports what that script needs from the
 * TypeScript sources (route table, head, structured data, manifest, sitemap).
 */
export { findRoute, routeTable } from '@convoy/domain/content/routes';
export { appShellMeta, pageMeta } from './lib/page-meta';
export { contentModulesFor } from './prerender/content-modules';
export { documentHtml } from './prerender/document';
export { headExtras } from './prerender/head-extras';
export { assetsFor } from './prerender/manifest-assets';
export { robotsTxt, sitemapXml } from './prerender/sitemap';

/** Renders one path to the HTML inside #root (no inline script: a strict CSP stays possible). */
export async function render(path: string): Promise<string> {
  await preloadScreenFor(path);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppLayout />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
