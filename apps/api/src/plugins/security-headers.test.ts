import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn, testAdmin } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createWebDist } from '../../test/web-dist.ts';

/** The directives of a Content-Security-Policy value, each with its sources. */
function directivesOf(res: LightMyRequestResponse): Map<string, string[]> {
  const policy = res.headers['content-security-policy'];
  expect(typeof policy, 'Content-Security-Policy is missing').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of (policy as string).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

const googleHost = /google/;

/** Security headers (decision 007): every one of them, on whatever kind of response this is. */
function expectSecurityHeaders(res: LightMyRequestResponse, { ga4 = false } = {}): void {
  const csp = directivesOf(res);
  const script = csp.get('script-src') ?? csp.get('default-src');
  expect(script).toContain("'self'");
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  const connect = csp.get('connect-src')!;
  expect(connect[0]).toBe("'self'");
  if (ga4) {
    expect(script).toContain('https://*.googletagmanager.com');
    expect(connect).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
  } else {
    // No GA4 tag configured: no page may load or send anything to Google.
    for (const [name, sources] of csp) {
      expect(
        sources.filter((s) => googleHost.test(s)),
        name,
      ).toEqual([]);
    }
  }
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  const permissions = String(res.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
  }
}

let dist: Awaited<ReturnType<typeof createWebDist>>;
let mediaDir: string;
const mediaFile = 'van-front-1a2b3c4d.webp';

beforeAll(async () => {
  dist = await createWebDist();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'convoy-media-'));
  await writeFile(path.join(mediaDir, mediaFile), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
});
afterAll(async () => {
  await dist.remove();
  await rm(mediaDir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ webDist: dist.dir, seed: true, env: { MEDIA_DIR: mediaDir, ...env } });
  // A route that fails the way a bug would: the error handler's 500 must carry the headers too.
  t.app.get('/api/test-failure', async () => {
    throw new Error('database exploded');
  });
  return t;
}

describe('security headers over plain http (no GA4 tag)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });
  afterAll(() => t.close());

  const cases: { name: string; method?: 'GET' | 'POST'; url: string; status: number; headers?: object }[] = [
    { name: 'the prerendered home page', url: '/', status: 200 },
    {
      name: 'a vehicle page, brotli',
      url: '/15-passenger-van',
      status: 200,
      headers: { 'accept-encoding': 'br' },
    },
    { name: 'the app shell', url: '/admin/login', status: 200 },
    { name: 'a script asset', url: '/assets/app-abc123.js', status: 200 },
    {
      name: 'an asset from its .br sibling',
      url: '/assets/vendor-def456.js',
      status: 200,
      headers: { 'accept-encoding': 'br' },
    },
    { name: 'a file at the root', url: '/robots.txt', status: 200 },
    { name: 'an optimised image', url: `/media/${mediaFile}`, status: 200 },
    { name: 'an API answer', url: '/api/locations', status: 200 },
    { name: 'the 404 page', url: '/no-such-page', status: 404 },
    { name: 'a missing image', url: '/media/missing-00000000.webp', status: 404 },
    { name: 'an unknown API endpoint', url: '/api/no-such-endpoint', status: 404 },
    { name: 'a redirect to the canonical URL', url: '/15-passenger-van/', status: 301 },
    { name: 'the sign-in redirect of a back-office page', url: '/admin/reservations', status: 302 },
    { name: 'a refused admin API call', url: '/api/admin/reservations', status: 401 },
    {
      name: 'a request with broken JSON',
      method: 'POST',
      url: '/api/quotes',
      status: 400,
      headers: { 'content-type': 'application/json' },
    },
    { name: 'a request that fails on our side', url: '/api/test-failure', status: 500 },
    { name: 'a URL with a broken %-escape (refused before routing)', url: '/api/x/%E0%A4%A', status: 400 },
  ];

  it.each(cases)('are on $name ($status)', async ({ method = 'GET', url, status, headers }) => {
    const res = await t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      payload: method === 'POST' ? '{"broken":' : undefined,
    });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
    // Plain http: no HSTS, which a browser would ignore here anyway.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on a 304 revalidation of a page', async () => {
    const first = await t.app.inject({ url: '/15-passenger-van' });
    const again = await t.app.inject({
      url: '/15-passenger-van',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expectSecurityHeaders(again);
  });

  it('ignore X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers over https behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/15-passenger-van',
    '/assets/app-abc123.js',
    '/api/locations',
    '/no-such-page',
    '/api/no-such-endpoint',
  ])('add HSTS to %s', async (url) => {
    const res = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('add no HSTS to a request the proxy says came over http', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the GA4 hosts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ GA4_MEASUREMENT_ID: 'G-ABC123XYZ9' });
  });
  afterAll(() => t.close());

  it('are allowed for scripts, beacons and pixels only when a measurement id is configured', async () => {
    for (const url of ['/', '/api/locations', '/no-such-page']) {
      const res = await t.app.inject({ url });
      expectSecurityHeaders(res, { ga4: true });
      const csp = directivesOf(res);
      expect(csp.get('img-src')).toContain('https://*.google-analytics.com');
      // Still nothing inline or evaluated, GA4 or not.
      expect(csp.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    }
  });
});

describe('cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: 'true' });
    await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const setCookies = (res: LightMyRequestResponse) => {
    const header = res.headers['set-cookie'];
    return header === undefined ? [] : Array.isArray(header) ? header : [header];
  };

  it('are never set by public pages, files or API answers', async () => {
    for (const url of [
      '/',
      '/15-passenger-van',
      '/assets/app-abc123.js',
      '/api/locations',
      '/api/public-config',
    ]) {
      expect(setCookies(await t.app.inject({ url })), url).toEqual([]);
    }
  });

  it('the admin session cookie is HttpOnly, SameSite=Strict, Path=/, Secure on https, and expires', async () => {
    const session = await signIn(t.app, testAdmin, { 'x-forwarded-proto': 'https' });
    const [cookie, ...others] = setCookies(session.response);
    expect(others).toEqual([]);
    const attributes = cookie!.split(/;\s*/).slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', 'Secure', 'Max-Age=43200']),
    );
    expect(
      attributes.some((a) => /^Domain=/i.test(a)),
      'a Domain would share it with subdomains',
    ).toBe(false);

    // Signing out clears it with the same attributes, so the browser replaces the same cookie.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...session.headers, 'x-forwarded-proto': 'https' },
    });
    expect(out.statusCode).toBe(204);
    const [cleared] = setCookies(out);
    expect(cleared).toMatch(/^cv_admin=;/);
    expect(cleared!.split(/;\s*/)).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', 'Secure']),
    );
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('the admin session cookie is not Secure over plain http (a local server), the rest unchanged', async () => {
    const session = await signIn(t.app, testAdmin);
    const [cookie] = setCookies(session.response);
    const attributes = cookie!.split(/;\s*/).slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
    expect(attributes).not.toContain('Secure');
  });
});
