import { timingSafeEqual } from 'node:crypto';
import { csrfHeader } from '@convoy/domain/contracts/admin-auth.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { assertSameOrigin, isUnsafeMethod } from './request-origin.ts';
import { clearSessionCookie, sessionIdOf } from './session-cookie.ts';

const sameToken = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The one auth hook of the /api/admin folder (STYLE "Server in layers", like
 * fastify/demo's routes/api/autohooks.ts): every route registered in its scope
 * answers 401 without a live session, before its body is even read (an upload
 * from an anonymous client is not accepted); a state-changing request must also
 * come from this site and carry the session's CSRF token in x-csrf-token.
 */
export function requireAdmin(app: FastifyInstance) {
  return async function adminAuthHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const sessionId = sessionIdOf(request);
    const principal = sessionId ? await app.services.adminAuth.authenticate(sessionId) : null;
    if (!principal) {
      if (sessionId) clearSessionCookie(request, reply);
      throw new ApiError(401, 'unauthorized', 'Your session has ended. Sign in again to continue.');
    }
    if (isUnsafeMethod(request.method)) {
      assertSameOrigin(request, app.config.publicUrl);
      const sent = request.headers[csrfHeader];
      if (typeof sent !== 'string' || !sameToken(sent, principal.csrfToken)) {
        throw new ApiError(
          403,
          'csrf_token_invalid',
          'This request is missing its security token. Reload the page and try again.',
        );
      }
    }
    request.admin = principal;
    reply.header('cache-control', 'no-store');
  };
}

/** The principal of a request that passed the hook. */
export function adminOf(request: FastifyRequest) {
  if (!request.admin) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
  return request.admin;
}
