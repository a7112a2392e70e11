import { type AdminSession, adminSessionSchema } from '@convoy/domain/contracts/admin-auth.schema';
import type { FastifyInstance } from 'fastify';
import { sessionIdOf } from '../back-office/session-cookie.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * GET /api/admin/session: who is signed in, and the CSRF token of the session.
 * The one admin endpoint open to anonymous callers: it is how the screens learn
 * to send a visitor to the sign-in page, so it answers 200 with `admin: null`
 * rather than 401 (a 401 here would only be noise in the browser console).
 */
export async function adminSessionRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: adminSessionSchema } } }, async (request, reply) => {
      const sessionId = sessionIdOf(request);
      const principal = sessionId ? await app.services.adminAuth.authenticate(sessionId) : null;
      const body: AdminSession = {
        admin: principal ? { email: principal.email, role: principal.role } : null,
        csrfToken: principal?.csrfToken ?? null,
        idleMinutes: app.services.adminAuth.idleMinutes,
      };
      return reply.header('cache-control', 'no-store').send(body);
    });
}
