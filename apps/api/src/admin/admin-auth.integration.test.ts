import { beforeAll, expect, it } from 'vitest';
import { adminRouteList, createAdmin, sessionCookieOf, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { testNow } from '../../test/fixtures.ts';

const minute = 60_000;

describeEachDialect('admin sign-in and sessions on $name', (dialect) => {
  const clock = { now: testNow };
  const api = useApi(dialect, { now: () => clock.now, env: { ADMIN_IDLE_MINUTES: '30' } });
  const app = () => api().app;
  beforeAll(() => createAdmin(app()));

  it('answers 401 on every admin route without a session, the session probe excepted', async () => {
    const routes = adminRouteList(app()).filter(
      (r) => !/\/api\/admin\/(session|login|invitations\/accept)\/?$/.test(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const { method, url } of routes) {
      const res = await app().inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(`${method} ${url} → ${res.statusCode}`).toBe(`${method} ${url} → 401`);
      expect(res.json().error.code).toBe('unauthorized');
    }
    const probe = await app().inject({ url: '/api/admin/session' });
    expect(probe.json()).toEqual({ admin: null, csrfToken: null, idleMinutes: 30 });
  });

  it('refuses a wrong password and an unknown address with the same words', async () => {
    const wrong = await app().inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: testAdmin.email, password: 'not the password at all' },
    });
    const unknown = await app().inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nobody@rent.test', password: testAdmin.password },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('That e-mail address and password do not match.');
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it('signs in with an HttpOnly, SameSite=Strict cookie and opens the admin API', async () => {
    const session = await signIn(app());
    const cookie = session.response.cookies.find((c) => c.name === 'cv_admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 12 * 3600 });
    expect(cookie.secure).toBeFalsy();
    expect(session.response.json()).toMatchObject({ admin: { email: testAdmin.email }, idleMinutes: 30 });
    const probe = await app().inject({ url: '/api/admin/session', headers: { cookie: session.cookie } });
    expect(probe.json()).toEqual({
      admin: { email: testAdmin.email, role: 'owner' },
      csrfToken: session.csrfToken,
      idleMinutes: 30,
    });
    const list = await app().inject({ url: '/api/admin/reservations', headers: { cookie: session.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: testAdmin,
      headers: { 'x-forwarded-proto': 'https' },
    });
    // TRUST_PROXY is off in this app: the header is not believed.
    expect(res.cookies.find((c) => c.name === 'cv_admin')?.secure).toBeFalsy();
  });

  it('rotates the session id at sign-in: the old cookie stops working', async () => {
    const first = await signIn(app());
    const second = await signIn(app(), testAdmin, { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.csrfToken).not.toBe(first.csrfToken);
    const old = await app().inject({ url: '/api/admin/outbox', headers: { cookie: first.cookie } });
    expect(old.statusCode).toBe(401);
    const current = await app().inject({ url: '/api/admin/outbox', headers: { cookie: second.cookie } });
    expect(current.statusCode).toBe(200);
  });

  it('refuses a state-changing request without the CSRF token or from another site', async () => {
    const session = await signIn(app());
    const noToken = await app().inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: session.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe('csrf_token_invalid');
    const wrongToken = await app().inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: session.cookie, 'x-csrf-token': `${session.csrfToken}x` },
    });
    expect(wrongToken.statusCode).toBe(403);
    const crossSite = await app().inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...session.headers, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('cross_site_request');
    const forgedLogin = await app().inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: testAdmin,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forgedLogin.statusCode).toBe(403);
    // Still signed in: none of the refused requests logged out.
    const probe = await app().inject({ url: '/api/admin/session', headers: { cookie: session.cookie } });
    expect(probe.json().admin).toEqual({ email: testAdmin.email, role: 'owner' });
  });

  it('ends a session after 30 idle minutes, and keeps an active one going', async () => {
    const session = await signIn(app());
    const get = () => app().inject({ url: '/api/admin/fleet', headers: { cookie: session.cookie } });
    clock.now += 29 * minute;
    expect((await get()).statusCode).toBe(200);
    clock.now += 29 * minute;
    expect((await get()).statusCode).toBe(200);
    clock.now += 31 * minute;
    const idle = await get();
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error.message).toBe('Your session has ended. Sign in again to continue.');
    clock.now = testNow;
  });

  it('ends a session after 12 hours however active', async () => {
    const session = await signIn(app());
    const get = () => app().inject({ url: '/api/admin/fleet', headers: { cookie: session.cookie } });
    // A request every 20 minutes: never idle, until the 12th hour is over.
    for (let step = 1; step < 36; step++) {
      clock.now += 20 * minute;
      expect((await get()).statusCode).toBe(200);
    }
    clock.now += 20 * minute;
    expect((await get()).statusCode).toBe(401);
    clock.now = testNow;
  });

  it('logs out: the session ends on the server and the cookie is cleared', async () => {
    const session = await signIn(app());
    const out = await app().inject({ method: 'POST', url: '/api/admin/logout', headers: session.headers });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'cv_admin')?.value).toBe('');
    const after = await app().inject({ url: '/api/admin/reservations', headers: { cookie: session.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('limits failed sign-ins: the sixth attempt in 15 minutes is refused with the wait', async () => {
    const attempt = (password: string) =>
      app().inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: testAdmin.email, password },
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password number')).statusCode).toBe(401);
    const limited = await attempt(testAdmin.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    clock.now += 10 * minute;
    expect((await attempt(testAdmin.password)).json().error.message).toBe(
      'Too many sign-in attempts. Try again in 5 minutes.',
    );
    clock.now += 5 * minute;
    expect((await attempt(testAdmin.password)).statusCode).toBe(200);
    // Another address was never limited.
    const elsewhere = await app().inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: testAdmin,
      remoteAddress: '198.51.100.8',
    });
    expect(elsewhere.statusCode).toBe(200);
    clock.now = testNow;
  });
});

describeEachDialect('parallel sign-in attempts on $name', (dialect) => {
  // The per-IP request limit allow-listed, as behind a proxy that does its own: only the account's limit holds.
  const api = useApi(dialect, { env: { RATE_LIMIT_ALLOWLIST: '198.51.100.20' } });
  beforeAll(() => createAdmin(api().app));

  it('check at most five passwords of forty sent at once for one account; the rest are refused 429 unchecked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api().app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: testAdmin.email, password: `wrong password ${i}` },
          remoteAddress: '198.51.100.20',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    // Even the right password now waits out the window.
    const right = await api().app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: testAdmin,
      remoteAddress: '198.51.100.20',
    });
    expect(right.statusCode).toBe(429);
  });
});
