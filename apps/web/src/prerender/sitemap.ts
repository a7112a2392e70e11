import { localeTags } from '@convoy/domain/content/locale';
import type { Route } from '@convoy/domain/content/routes';
import { siteUrl } from '../lib/page-meta';

/**
 * sitemap.xml (sitemaps.org 0.9): exactly the indexable routes, as absolute URLs,
 * each with its page in every language as `xhtml:link` alternates, itself
 * included (Google's sitemap hreflang format; decision 048).
 */
export function sitemapXml(routes: readonly Route[]): string {
  const indexable = routes.filter((r) => r.indexable);
  const urls = indexable
    .map((r) => {
      const alternates = indexable
        .filter((other) => other.basePath === r.basePath)
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${localeTags[other.locale].split('-')[0]}" href="${siteUrl(other.path)}"/>`,
        );
      return `  <url><loc>${siteUrl(r.path)}</loc>${alternates.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

/** robots.txt (RFC 9309): everything open except the back office, plus the sitemap. */
export function robotsTxt(): string {
  return `User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${siteUrl('/sitemap.xml')}
`;
}
