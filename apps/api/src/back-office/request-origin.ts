import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * Cross-site request forgery, first line (OWASP CSRF Prevention Cheat Sheet,
 * "Verifying origin with standard headers"): a state-changing admin request
 * must come from this site. Browsers send Origin on every POST, PUT, PATCH and
 * DELETE; when it is missing, Sec-Fetch-Site speaks. Neither: a client that is
 * not a browser, which holds no victim's cookie. The second line is the
 * per-session token (admin-auth.hook.ts).
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  const origin = request.headers.origin;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    if (site === undefined || site === 'same-origin' || site === 'none') return;
  } else {
    const own = `${request.protocol}://${request.host}`;
    if (origin === own || (publicUrl !== undefined && origin === new URL(publicUrl).origin)) return;
  }
  throw new ApiError(
    403,
    'cross_site_request',
    'This request came from another site and was refused. Open the back office directly and try again.',
  );
}

export const isUnsafeMethod = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
