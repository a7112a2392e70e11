import type { FastifyRequest } from 'fastify';
import { assertSameOrigin } from '../back-office/request-origin.ts';

/**
 * The route options of a request that opens a back-office session without one
 * (the sign-in, an invitation's acceptance): same-site only (a forged request
 * would plant the attacker's session in the victim's browser), a small body,
 * and a raw request rate per IP, before any password is hashed: scrypt costs
 * 128 MiB and a few hundred ms.
 */
export function sessionOpening(publicUrl: string | undefined) {
  return {
    bodyLimit: 4096,
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    onRequest: async (request: FastifyRequest) => assertSameOrigin(request, publicUrl),
  };
}
