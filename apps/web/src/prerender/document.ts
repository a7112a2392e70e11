import { brand } from '@convoy/domain/content/brand';
import { escapeHtml } from '@convoy/domain/contracts/html-text';
import { ogLocale, type PageMeta } from '../lib/page-meta';
import type { HeadExtras } from './head-extras';
import type { PageAssets } from './manifest-assets';

/**
 * JSON in a `<script type="application/ld+json">` data block: `<` is escaped so
 * no string in it can close the element.
 */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function headTags(meta: PageMeta, assets: PageAssets, extras: HeadExtras | undefined): string[] {
  const og = (property: string, content: string) =>
    `<meta property="og:${property}" content="${escapeHtml(content)}">`;
  const image = extras?.ogImage;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.indexable ? '' : '<meta name="robots" content="noindex">',
    meta.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">` : '',
    ...meta.alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`,
    ),
    og('type', 'website'),
    og('site_name', brand.name),
    og('locale', ogLocale(meta.lang)),
    og('title', meta.title),
    og('description', meta.description),
    meta.canonicalUrl ? og('url', meta.canonicalUrl) : '',
    image ? og('image', image.url) : '',
    image ? og('image:width', String(image.width)) : '',
    image ? og('image:height', String(image.height)) : '',
    image ? og('image:alt', image.alt) : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    '<meta name="theme-color" content="#1e3a8a">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    // The entry is a few hundred bytes: it waits for the first paint, then preloads the
    // chunks named in data-chunks and starts the app (entry-client.tsx). Nothing else is
    // fetched before the prerendered content has painted, so the page's CSS, HTML and
    // first image have the connection to themselves (decision 009: LCP on a phone).
    `<script type="module" crossorigin fetchpriority="low" src="${escapeHtml(assets.script)}"${
      assets.modulePreloads.length ? ` data-chunks="${escapeHtml(assets.modulePreloads.join(' '))}"` : ''
    }></script>`,
    ...(extras?.jsonLd ?? []).map(jsonLdScript),
  ].filter(Boolean);
}

/**
 * A whole prerendered page. It holds no inline script or hydration data (only
 * JSON-LD data blocks, which never run), so a Content-Security-Policy without
 * 'unsafe-inline' can protect it.
 */
export function documentHtml({
  meta,
  appHtml,
  assets,
  extras,
}: {
  meta: PageMeta;
  appHtml: string;
  assets: PageAssets;
  extras?: HeadExtras;
}): string {
  const head = headTags(meta, assets, extras)
    .map((tag) => `    ${tag}`)
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(meta.lang)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
${head}
  </head>
  <body>
    <div id="root">${appHtml}</div>
  </body>
</html>
`;
}
