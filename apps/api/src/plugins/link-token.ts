import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * The token of a personal link (a driver's, decision 024; a member's share, decision 045) from
 * `Authorization: Bearer <token>`: never in a URL, so never in a log. 401 `invalid_link` without one.
 */
export function linkTokenOf(request: FastifyRequest): string {
  const match = /^Bearer\s+([A-Za-z0-9_-]{32,128})$/i.exec(request.headers.authorization?.trim() ?? '');
  if (!match?.[1]) {
    throw new ApiError(
      401,
      'invalid_link',
      'Open this page from the link in your e-mail: it carries your personal key.',
    );
  }
  return match[1];
}
