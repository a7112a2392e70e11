import { routeEntries } from '@convoy/domain/content/route-entries';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  it('lists exactly the indexable routes as absolute URLs', () => {
    const locs = [...sitemapXml(routeEntries).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = routeEntries
      .filter((r) => r.indexable)
      .map((r) => `https://www.convoy.example${r.path}`);
    expect(locs).toEqual(expected);
    expect(locs).not.toContain('https://www.convoy.example/admin');
    expect(locs).not.toContain('https://www.convoy.example/confirm');
  });
});

describe('robots.txt', () => {
  it('allows all, keeps crawlers out of the back office and names the sitemap', () => {
    const lines = robotsTxt().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Sitemap: https://www.convoy.example/sitemap.xml');
  });
});
