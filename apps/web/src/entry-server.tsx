import { locales } from '@convoy/domain/content/locale';
import type { ConsentMode } from '@convoy/domain/contracts/public-config.schema';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppLayout } from './app/layout/app-layout';
import { preloadFrame } from './app/layout/frame-parts';
import { AppProviders } from './app/providers';
import { preloadScreenFor } from './app/routes';
import { ConsentBannerView } from './lib/analytics/consent-banner';
import { staticBannerId } from './lib/analytics/consent-static';
import { locale, routerBasename } from './lib/locale';

export { localizedPath } from '@convoy/domain/content/locale';
export { routeEntries } from '@convoy/domain/content/route-entries';
export { findRoute } from '@convoy/domain/content/routes';
/**
 * The build-time renderer, bundled by `vite build --ssr` and driven by
 * scripts/prerender.mjs. It also re-exports what that script needs from the
 * TypeScript sources (route table, head, structured data, manifest, sitemap).
 */
export { consentModes } from '@convoy/domain/contracts/public-config.schema';
export { appShellMeta, pageMeta } from './lib/page-meta';
export { contentModulesFor } from './prerender/content-modules';
export { documentHtml } from './prerender/document';
export { headExtras } from './prerender/head-extras';
export { assetsFor } from './prerender/manifest-assets';
export { robotsTxt, sitemapXml } from './prerender/sitemap';
export { checkTranslations, contentModules } from './prerender/translations';
/** The language this renderer speaks: the prerender renders each page with the build of its language. */
export { locale };
/** The languages other than English, each built by itself (decision 048). */
export const otherLocales = locales.filter((l) => l !== 'en');

/** Renders one path to the HTML inside #root (no inline script: a strict CSP stays possible). */
export async function render(path: string): Promise<string> {
  await Promise.all([preloadScreenFor(path), preloadFrame()]);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path} basename={routerBasename}>
          <AppLayout />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The consent banner as the server puts it in a page for a visitor with no
 * choice yet (apps/api/src/site/consent-banner.ts), one file per mode: the
 * app's own banner takes its place once it runs (lib/analytics/consent-banner.tsx).
 */
export function consentBannerHtml(mode: ConsentMode): string {
  return `<div id="${staticBannerId}">${renderToString(<ConsentBannerView mode={mode} />)}</div>`;
}
