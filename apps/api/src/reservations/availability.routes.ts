import {
  availabilityRequestSchema,
  availabilityResponseSchema,
} from '@convoy/domain/contracts/availability.schema';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../plugins/rate-limit.ts';
import { keepRawBody, rawBodyOf } from '../plugins/raw-body.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { rejectInvalidSearch, resolveSearch } from './rental-search.ts';

/**
 * POST /api/availability: the classes at a location for a period, each with its
 * free units, eligibility and price (issue 3). A 400 names every offending field:
 * the schema's and the location's rules (hours, past pickup, unknown location).
 * Limited per IP (issue 8); a search is a few hundred bytes of JSON.
 */
export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: { body: availabilityRequestSchema, response: { 200: availabilityResponseSchema } },
      bodyLimit: 8192,
      config: { rateLimit: rateLimits.search },
      attachValidation: true,
      preValidation: keepRawBody,
    },
    async (request, reply) => {
      await rejectInvalidSearch(request, rawBodyOf(request));
      const window = await resolveSearch(request, rawBodyOf(request));
      const result = await app.services.availability.search(request.body, window);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
}
