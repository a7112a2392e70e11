import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../lib/page-meta';
import { documentHtml } from './document';

const assets = {
  script: '/assets/index-a1.js',
  styles: ['/assets/index-c1.css'],
  modulePreloads: ['/assets/x.js'],
};
const meta: PageMeta = {
  title: 'Vans & "Buses" | Convoy',
  description: 'Rent <vans>',
  canonicalUrl: 'https://www.convoy.example/vans',
  indexable: true,
  lang: 'en',
  alternates: [],
};

describe('documentHtml', () => {
  const html = documentHtml({ meta, appHtml: '<h1>Vans</h1>', assets });

  it('has no inline script, so a CSP without unsafe-inline holds', () => {
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-a1.js" data-chunks="/assets/x.js"></script>',
    ]);
  });

  it('carries the escaped title, description, canonical URL and Open Graph basics', () => {
    expect(html).toContain('<title>Vans &amp; &quot;Buses&quot; | Convoy</title>');
    expect(html).toContain('<meta name="description" content="Rent &lt;vans&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://www.convoy.example/vans">');
    expect(html).toContain('<meta property="og:url" content="https://www.convoy.example/vans">');
    expect(html).toContain('<meta property="og:site_name" content="Convoy">');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<div id="root"><h1>Vans</h1></div>');
    // The page's chunks are preloaded by the entry after the first paint, not by the HTML.
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('links the stylesheet', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
  });

  it("says the page's language and lists its pages in every language (decision 048)", () => {
    const html = documentHtml({
      meta: {
        ...meta,
        lang: 'es',
        alternates: [
          { hreflang: 'en', href: 'https://www.convoy.example/vans' },
          { hreflang: 'es', href: 'https://www.convoy.example/es/vans' },
          { hreflang: 'x-default', href: 'https://www.convoy.example/vans' },
        ],
      },
      appHtml: '',
      assets,
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta property="og:locale" content="es_US">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.convoy.example/vans">');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://www.convoy.example/es/vans">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.convoy.example/vans">',
    );
  });

  it('adds noindex and drops the canonical link for a page that is not indexable', () => {
    const hidden = documentHtml({
      meta: { ...meta, indexable: false, canonicalUrl: null },
      appHtml: '',
      assets,
    });
    expect(hidden).toContain('<meta name="robots" content="noindex">');
    expect(hidden).not.toContain('rel="canonical"');
  });
});
