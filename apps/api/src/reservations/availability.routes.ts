import { availabilityResponseSchema } from '@convoy/domain/contracts/availability.schema';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { preferredEncoding } from '../site/accept-encoding.ts';

/**
 * POST /api/availability: the classes at a location for a period, each with its
 * free units, eligibility and price. The body is the trip, validated once with
 * the location's rules (reservations/trip-requests.ts): a 400 names every
 * offending field, the schema's and the location's (hours, past pickup, the
 * booking horizon, unknown location). Limited per IP; a search is a few
 * hundred bytes of JSON; the answer, tens of kilobytes, is kept for a search
 * repeated with the same free units (AvailabilityService.searchSerialized).
 */
export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: { response: { 200: availabilityResponseSchema } },
      bodyLimit: 8192,
      config: { rateLimit: rateLimits.search },
    },
    async (request, reply) => {
      const search = await app.services.tripRequests.availability(request.body);
      // Serialised by the route's own serializer (its response schema, checked by zod in tests),
      // then sent as it is: JSON text (compressed by @fastify/compress) or a kept answer.
      const answer = await app.services.availability.searchSerialized(
        search,
        (result) => reply.serialize(result) as string, // fast-json-stringify writes text (plugins/zod.ts)
      );
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      if (typeof answer === 'string') return reply.send(answer as never);
      // A kept answer carries its compressed forms: Content-Encoding set here, @fastify/compress leaves it.
      const coding = preferredEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding');
      if (!coding) return reply.send(answer.identity as never);
      return reply.header('content-encoding', coding).send(answer.coded(coding) as never);
    },
  );
}
