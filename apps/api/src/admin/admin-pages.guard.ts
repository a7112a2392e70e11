import type { FastifyInstance } from 'fastify';
import { sessionIdOf } from '../back-office/session-cookie.ts';

const loginPath = '/admin/login';
/** Pages for people without a session: signing in, and accepting an invitation (its token in the fragment). */
const openPages = new Set([loginPath, `${loginPath}/`, '/admin/invitation', '/admin/invitation/']);

/** /admin and /admin/…, the sign-in and invitation pages excepted. */
export const isGuardedAdminPage = (pathname: string) =>
  (pathname === '/admin' || pathname.startsWith('/admin/')) && !openPages.has(pathname);

/**
 * An anonymous request for a back-office page is sent to the sign-in page with
 * the page to come back to (SPEC Part B §10). The screens check the session
 * too (a client-side navigation never reaches here); this makes the first load
 * land on the right page without flashing an empty dashboard.
 */
export function guardAdminPages(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    if (!isGuardedAdminPage(pathname)) return;
    const sessionId = sessionIdOf(request);
    if (sessionId && (await app.services.adminAuth.authenticate(sessionId))) return;
    const next = query ? `${pathname}?${query}` : pathname;
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${loginPath}?next=${encodeURIComponent(next)}`, 302);
  });
}
