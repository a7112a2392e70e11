import { locationsResponseSchema } from '@convoy/domain/contracts/location.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** GET /api/locations: pickup locations with timezone and opening hours, by name. */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: locationsResponseSchema } } }, async (_request, reply) => {
      const { locations } = await app.services.catalog.get();
      return reply.header('cache-control', 'public, max-age=60').send({ locations: [...locations] });
    });
}
