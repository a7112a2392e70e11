import { timingSafeEqual } from 'node:crypto';
import { csrfHeader, staffRoleLabels } from '@convoy/domain/contracts/admin-auth.schema';
import type { StaffArea } from '@convoy/domain/contracts/staff.schema';
import { staffMay } from '@convoy/domain/rules/staff-access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actAs } from '../async-context.ts';
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
    actAs({ name: principal.email, role: principal.role });
    reply.header('cache-control', 'no-store');
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The back-office area a route belongs to, when not its prefix's (routes.ts). */
    staffArea?: StaffArea;
  }
}

/**
 * After the auth hook: the signed-in role may use the route (rules/staff-access.ts),
 * reading with GET and changing with any other method in its area (the route's own
 * `config.staffArea`, else its prefix's); otherwise 403 `forbidden`, before the body
 * is read.
 */
export function requireAccess(area: StaffArea | 'session') {
  return async function staffAccessHook(request: FastifyRequest): Promise<void> {
    const principal = adminOf(request);
    const routeArea = request.routeOptions.config.staffArea ?? area;
    if (routeArea === 'session') return;
    if (staffMay(principal.role, routeArea, isUnsafeMethod(request.method))) return;
    const role = staffRoleLabels[principal.role].toLowerCase();
    throw new ApiError(
      403,
      'forbidden',
      `Your role (${role}) does not allow this. An owner can change your role under Staff.`,
    );
  };
}

/** The principal of a request that passed the hook. */
export function adminOf(request: FastifyRequest) {
  if (!request.admin) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
  return request.admin;
}
