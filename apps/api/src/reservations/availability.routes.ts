import { availabilityResponseSchema } from '@convoy/domain/contracts/availability.schema';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * POST /api/availability: the classes at a location for a period, each with its
 * free units, eligibility and price. The body is the trip, validated once with
 * the location's rules (reservations/trip-requests.ts): a 400 names every
 * offending field, the schema's and the location's (hours, past pickup, the
 * booking horizon, unknown location). Limited per IP; a search is a few
 * hundred bytes of JSON.
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
      const result = await app.services.availability.search(search);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
}
