import {
  type AdminSession,
  adminLoginSchema,
  adminSessionSchema,
} from '@convoy/domain/contracts/admin-auth.schema';
import type { FastifyInstance } from 'fastify';
import { sessionIdOf, setSessionCookie } from '../back-office/session-cookie.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { sessionOpening } from './session-opening.ts';

/**
 * POST /api/admin/login {email, password} → 200 with the session (and its
 * cookie). Refusals: 401 for a wrong pair (the same words whether the address
 * exists or not), 429 "Too many sign-in attempts. Try again in N minutes."
 * Only same-site requests are taken (a forged sign-in would plant the
 * attacker's session in the victim's browser), and JSON only, which a plain
 * cross-site form cannot send.
 */
export async function adminLoginRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: { body: adminLoginSchema, response: { 200: adminSessionSchema } },
      ...sessionOpening(app.config.publicUrl),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { sessionId, principal } = await app.services.adminAuth.login(
        email,
        password,
        request.ip,
        sessionIdOf(request),
      );
      setSessionCookie(request, reply, sessionId, app.services.adminAuth.lifetimeSeconds);
      request.log.info({ admin: principal.email }, 'admin signed in');
      const body: AdminSession = {
        admin: { email: principal.email, role: principal.role },
        csrfToken: principal.csrfToken,
        idleMinutes: app.services.adminAuth.idleMinutes,
      };
      return reply.header('cache-control', 'no-store').send(body);
    },
  );
}
