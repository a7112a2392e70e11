import type { Route } from '@convoy/domain/content/routes';
import { siteUrl } from '../lib/page-meta';

/** sitemap.xml (sitemaps.org 0.9): exactly the indexable routes, as absolute URLs. */
export function sitemapXml(routes: readonly Route[]): string {
  const urls = routes
    .filter((r) => r.indexable)
    .map((r) => `  <url><loc>${siteUrl(r.path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
