import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { clearSessionCookie } from '../back-office/session-cookie.ts';

/** POST /api/admin/logout → 204: the session row is deleted, so the cookie is worthless even if kept. */
export async function adminLogoutRoutes(app: FastifyInstance): Promise<void> {
  app.post('/', async (request, reply) => {
    await app.services.adminAuth.logout(adminOf(request));
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
}
