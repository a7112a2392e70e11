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

describe('sitemap.xml in two languages (decision 048)', () => {
  it('gives every URL its page in each language, itself included, so the alternates are reciprocal', () => {
    const xml = sitemapXml(routeEntries);
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
      loc: m[1]!,
      alternates: [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => `${a[1]} ${a[2]}`),
    }));
    const english = entries.find((e) => e.loc === 'https://www.convoy.example/15-passenger-van');
    const spanish = entries.find((e) => e.loc === 'https://www.convoy.example/es/15-passenger-van');
    const pair = [
      'en https://www.convoy.example/15-passenger-van',
      'es https://www.convoy.example/es/15-passenger-van',
    ];
    expect(english?.alternates).toEqual(pair);
    expect(spanish?.alternates).toEqual(pair);
    expect(entries.find((e) => e.loc === 'https://www.convoy.example/es')?.alternates).toEqual([
      'en https://www.convoy.example/',
      'es https://www.convoy.example/es',
    ]);
    for (const entry of entries) expect(entry.alternates, entry.loc).toHaveLength(2);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
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
