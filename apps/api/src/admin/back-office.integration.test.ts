import { expect, it } from 'vitest';
import { signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';

const first = { email: 'owner@rent.test', password: 'first account password' };

describeEachDialect('the back office on $name', (dialect) => {
  const api = useApi(dialect, { env: { ADMIN_EMAIL: 'Owner@Rent.test', ADMIN_PASSWORD: first.password } });
  const app = () => api().app;

  it('creates the first account from ADMIN_EMAIL and ADMIN_PASSWORD at start-up, once', async () => {
    const session = await signIn(app(), first);
    expect(session.response.json().admin).toEqual({ email: first.email, role: 'owner' });
    // Already an account: a second start with other values creates nothing.
    expect(
      await app().services.adminAuth.ensureFirstAccount('second@rent.test', 'another long password'),
    ).toBe(false);
    const second = await app().inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'second@rent.test', password: 'another long password' },
    });
    expect(second.statusCode).toBe(401);
  });

  it('sends an anonymous visitor of any admin page to the sign-in page, with the way back', async () => {
    for (const [url, next] of [
      ['/admin', '/admin'],
      ['/admin/optimize-images', '/admin/optimize-images'],
      ['/admin?view=bookings&status=confirmed', '/admin?view=bookings&status=confirmed'],
    ] as const) {
      const res = await app().inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/admin/login?next=${encodeURIComponent(next)}`);
    }
    // The sign-in page itself, and the API, are not redirected.
    expect((await app().inject({ url: '/admin/login' })).statusCode).not.toBe(302);
    expect((await app().inject({ url: '/api/admin/fleet' })).statusCode).toBe(401);
    const session = await signIn(app(), first);
    const signedIn = await app().inject({
      url: '/admin/optimize-images',
      headers: { cookie: session.cookie },
    });
    expect(signedIn.statusCode).not.toBe(302);
  });
});
