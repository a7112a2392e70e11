import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createWebDist, fixture } from '../../test/web-dist.ts';
import { type PageInserts, registerSite } from './site.plugin.ts';

let t: TestApp;
let removeDist: () => Promise<void>;
beforeAll(async () => {
  const dist = await createWebDist();
  removeDist = dist.remove;
  t = await createTestApp({ webDist: dist.dir });
});
afterAll(async () => {
  await t.close();
  await removeDist();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('pages', () => {
  it('serves the prerendered home page as HTML that is revalidated each visit', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(fixture.home);
  });

  it('serves a prerendered route from <path>/index.html, in brotli or gzip as accepted', async () => {
    const br = await get('/15-passenger-van', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(fixture.van);
    expect(br.rawPayload.length).toBeLessThan(fixture.van.length / 4);

    const gzip = await get('/15-passenger-van', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(fixture.van);

    const plain = await get('/15-passenger-van');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(fixture.van);
  });

  it('answers 304 to a revalidation of an unchanged page', async () => {
    const first = await get('/15-passenger-van');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/15-passenger-van', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the app shell with 200 for a known route that is not prerendered', async () => {
    // /admin/login: the other admin pages send an anonymous visitor there (admin-pages.guard.ts).
    const res = await get('/admin/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(fixture.shell);
  });

  it('falls back to the app shell when the build lacks a prerendered page', async () => {
    const res = await get('/contact');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(fixture.shell);
  });

  it('answers an unknown path with the 404 page and status 404 (SPEC Part B §12)', async () => {
    for (const url of [
      '/no-such-page',
      '/assets',
      '/assets/missing-000.js',
      '/15-passenger-van/extra',
      '/.env',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toBe(fixture.notFound);
    }
  });

  it('serves the Spanish pages under /es, their app shell and their not-found page (decision 048)', async () => {
    const van = await get('/es/15-passenger-van');
    expect(van.statusCode).toBe(200);
    expect(van.body).toBe(fixture.vanEs);
    // A Spanish route the build lacks falls back to the Spanish app shell.
    const contact = await get('/es/contact');
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toBe(fixture.shellEs);
    for (const url of ['/es/no-such-page', '/es/admin', '/es/15-passenger-van/extra']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toBe(fixture.notFoundEs);
    }
    // English pages keep English: the prefix is the whole of the rule.
    expect((await get('/no-such-page')).body).toBe(fixture.notFound);
    expect((await get('/estimate')).body).toBe(fixture.notFound);
    const redirect = await get('/es/15-passenger-van/?utm_source=x');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/es/15-passenger-van?utm_source=x');
  });

  it('never lets a path climb out of the build', async () => {
    for (const url of [
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f.env',
      '/%2e%2e/package.json',
      '//etc/passwd',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(fixture.notFound);
    }
  });

  it('redirects a trailing slash to the one URL of the page, keeping the query', async () => {
    const res = await get('/contact/?utm_source=newsletter&utm_medium=email');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/contact?utm_source=newsletter&utm_medium=email');
    expect((await get('/15-passenger-van/')).headers.location).toBe('/15-passenger-van');
    expect((await get('/no-such-page/')).statusCode).toBe(404);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('files', () => {
  it('caches hashed assets for a year and compresses them on the fly', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(fixture.script);

    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(fixture.script);
  });

  it('prefers a precompressed .br sibling written by the build', async () => {
    const res = await get('/assets/vendor-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(fixture.vendorFromSibling);
  });

  it('caches other files briefly', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(fixture.robots);
  });
});

describe('the API beside the site', () => {
  it('still answers unknown API paths in JSON', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('without a web build', () => {
  it('answers pages with a 503 that says to build, while the API works', async () => {
    const bare = await createTestApp();
    try {
      const page = await bare.app.inject({ url: '/15-passenger-van' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(page.body).toContain('npm run build');
      expect((await bare.app.inject({ url: '/nowhere' })).statusCode).toBe(503);
      expect((await bare.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await bare.app.inject({ url: '/api/nope' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('the consent banner in pages, for a visitor who has not chosen (decision 004)', () => {
  const page = '<!doctype html><html><body><div id="root"><h1>Home</h1></div>\n  </body>\n</html>\n';
  const banners = {
    'opt-in': '<div id="consent-banner-static"><p>Nothing is stored until you accept.</p></div>',
    'opt-out': '<div id="consent-banner-static"><p>You can decline.</p></div>',
  };
  let dir: string;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-web-dist-consent-'));
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, '404.html'), page.replace('Home', 'Page not found'));
    await writeFile(path.join(dir, '200.html'), page.replace('Home', ''));
    for (const [mode, html] of Object.entries(banners))
      await writeFile(path.join(dir, `consent-banner.${mode}.html`), html);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await rm(dir, { recursive: true, force: true });
  });
  const serve = async (mode: 'opt-in' | 'opt-out') => {
    const app = await createTestApp({ webDist: dir, env: { CONSENT_MODE: mode } });
    apps.push(app);
    return (url: string, headers: Record<string, string> = {}) =>
      app.app.inject({ method: 'GET', url, headers });
  };

  it('sends it in the page, before </body>, to a visitor with no choice; the page as built to one with a choice', async () => {
    const request = await serve('opt-in');
    const fresh = await request('/', { 'accept-encoding': 'br' });
    expect(fresh.headers.vary).toMatch(/cookie/i);
    const shown = zlib.brotliDecompressSync(fresh.rawPayload).toString();
    expect(shown).toBe(page.replace('\n  </body>', `\n  ${banners['opt-in']}\n  </body>`));

    for (const cookie of ['cv_consent=granted', 'cv_ft=1~x; cv_consent=denied']) {
      const chosen = await request('/', { cookie });
      expect(chosen.body).toBe(page);
      expect(chosen.headers.etag).not.toBe(fresh.headers.etag);
    }
    // A value that is not a choice is no choice.
    expect((await request('/', { cookie: 'cv_consent=later' })).body).toContain(banners['opt-in']);
    // The not-found page too: a first visit may land anywhere.
    const missing = await request('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(banners['opt-in']);
    // Not the app shell of the back office: the app's own banner asks there.
    const shell = await request('/admin/login');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).not.toContain('consent-banner-static');
  });

  it('revalidates each form on its own: 304 for the same form, the page again when the choice changed', async () => {
    const request = await serve('opt-in');
    const fresh = await request('/');
    const etag = fresh.headers.etag as string;
    expect((await request('/', { 'if-none-match': etag })).statusCode).toBe(304);
    const afterChoosing = await request('/', { 'if-none-match': etag, cookie: 'cv_consent=granted' });
    expect(afterChoosing.statusCode).toBe(200);
    expect(afterChoosing.body).toBe(page);
  });

  it('puts the Spanish banner in Spanish pages (decision 048)', async () => {
    await mkdir(path.join(dir, 'es'), { recursive: true });
    await writeFile(path.join(dir, 'es/index.html'), page.replace('Home', 'Inicio'));
    await writeFile(
      path.join(dir, 'consent-banner.opt-in.es.html'),
      '<div id="consent-banner-static"><p>Nada se guarda.</p></div>',
    );
    const request = await serve('opt-in');
    const spanish = await request('/es');
    expect(spanish.body).toContain('Inicio');
    expect(spanish.body).toContain('Nada se guarda.');
    expect((await request('/')).body).toContain(banners['opt-in']);
  });

  it("uses the banner of the operator's CONSENT_MODE", async () => {
    const request = await serve('opt-out');
    expect((await request('/')).body).toContain(banners['opt-out']);
  });
});

describe("a page's live part (decision 049)", () => {
  async function siteWith(inserts: PageInserts) {
    const dist = await createWebDist();
    const app = Fastify({ logger: false });
    await registerSite(app, dist.dir, 'opt-in', inserts);
    const close = async () => {
      await app.close();
      await dist.remove();
    };
    return { app, close };
  }

  it('writes it into the page, made again only when its version changes', async () => {
    let version = 'one';
    let applied = 0;
    const site = await siteWith(async (route) =>
      route.screen === 'vehicle'
        ? {
            key: version,
            apply: (html) => {
              applied += 1;
              return html.replace('<h1>', `<p>version ${version}</p><h1>`);
            },
          }
        : undefined,
    );
    const page = () => site.app.inject({ url: '/15-passenger-van', headers: { 'accept-encoding': 'br' } });
    const first = await page();
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toContain('<p>version one</p>');
    await page();
    expect(applied).toBe(1);
    version = 'two';
    const second = await page();
    expect(zlib.brotliDecompressSync(second.rawPayload).toString()).toContain('<p>version two</p>');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(applied).toBe(2);
    // Other pages are sent as built.
    expect((await site.app.inject({ url: '/' })).body).toBe(fixture.home);
    await site.close();
  });

  it('sends the page as built when its live part cannot be read', async () => {
    const site = await siteWith(async () => {
      throw new Error('the database is away');
    });
    const res = await site.app.inject({ url: '/15-passenger-van' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(fixture.van);
    await site.close();
  });
});
