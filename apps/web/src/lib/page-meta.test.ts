import { routeEntries } from '@convoy/domain/content/route-entries';
import { notFoundTitle } from '@convoy/domain/content/routes';
import { describe, expect, it } from 'vitest';
import { applyPageMeta } from './apply-page-meta';
import { pageMeta } from './page-meta';

const route = (path: string) => routeEntries.find((r) => r.path === path)!;

describe('pageMeta', () => {
  it('gives an indexable page its title, description and canonical URL on the brand origin', () => {
    expect(pageMeta(route('/25-passenger-bus'))).toEqual({
      title: '25 Passenger Bus Rental | Convoy',
      description: route('/25-passenger-bus').description,
      canonicalUrl: 'https://www.convoy.example/25-passenger-bus',
      indexable: true,
      lang: 'en',
      alternates: [
        { hreflang: 'en', href: 'https://www.convoy.example/25-passenger-bus' },
        { hreflang: 'es', href: 'https://www.convoy.example/es/25-passenger-bus' },
        { hreflang: 'x-default', href: 'https://www.convoy.example/25-passenger-bus' },
      ],
    });
  });

  it('lists no language alternates for a page kept out of search engines', () => {
    expect(pageMeta(route('/confirm')).alternates).toEqual([]);
  });

  it('derives a missing title from the last path segment (SPEC §9)', () => {
    expect(pageMeta(route('/admin/optimize-images')).title).toBe('Optimize Images | Convoy');
    expect(pageMeta(route('/manage')).title).toBe('Manage | Convoy');
  });

  it('marks the not-found page noindex, without a canonical URL', () => {
    expect(pageMeta(undefined)).toMatchObject({ title: notFoundTitle, canonicalUrl: null, indexable: false });
  });
});

describe('applyPageMeta', () => {
  it('updates title, description, canonical and robots in place as the visitor navigates', () => {
    applyPageMeta(document, pageMeta(route('/confirm')));
    expect(document.title).toBe('Confirm your reservation | Convoy');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.convoy.example/confirm',
    );

    applyPageMeta(document, pageMeta(route('/terms')));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      route('/terms').description,
    );

    applyPageMeta(document, pageMeta(undefined));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.title).toBe(notFoundTitle);
  });
});
