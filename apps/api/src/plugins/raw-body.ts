import type { FastifyRequest } from 'fastify';

/**
 * The JSON body as received, before the schema parses it (trimming, defaults,
 * dropping unknown keys): an Idempotency-Key is bound to the body the client
 * sent, and the search rules read fields that may have failed the schema.
 * Add `preValidation: keepRawBody` to a route, then call `rawBodyOf(request)`.
 */
const rawBodies = new WeakMap<FastifyRequest, unknown>();

export async function keepRawBody(request: FastifyRequest): Promise<void> {
  rawBodies.set(request, request.body);
}

export function rawBodyOf(request: FastifyRequest): unknown {
  return rawBodies.get(request);
}
