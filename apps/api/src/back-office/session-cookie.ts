import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The admin session cookie (decision 006): HttpOnly (no script reads it), SameSite
 * Strict (never sent on a request another site starts), Path / (pages and API),
 * Secure whenever the request came over https (behind a proxy: TRUST_PROXY).
 */
export const adminCookie = 'cv_admin';

const attributes = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.protocol === 'https',
  }) as const;

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(adminCookie, sessionId, { ...attributes(request), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(adminCookie, attributes(request));
}

/** The session id the browser sent, if any (cookies are parsed here, on demand). */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header?.includes(`${adminCookie}=`)) return undefined;
  const value = request.server.parseCookie(header)[adminCookie];
  return value === undefined || value === '' ? undefined : value;
}
