import { deliveryAreasFrom, oneWayDestinationsFrom } from '@convoy/domain/content/location-pages';
import { locationReachSchema, locationsResponseSchema } from '@convoy/domain/contracts/location.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

const reachParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * GET /api/locations: pickup locations with timezone and opening hours, by name.
 * GET /api/locations/:id/reach: the location's one-way destinations and delivery areas from the stored
 * price book (decisions 028 and 030), which its prerendered page follows once hydrated.
 */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/', { schema: { response: { 200: locationsResponseSchema } } }, async (_request, reply) => {
    const { locations } = await app.services.catalog.get();
    return reply.header('cache-control', 'public, max-age=60').send({ locations: [...locations] });
  });
  routes.get(
    '/:id/reach',
    { schema: { params: reachParams, response: { 200: locationReachSchema } } },
    async (request, reply) => {
      const { locationById, priceBook } = await app.services.catalog.get();
      const { id } = request.params;
      if (!locationById.has(id))
        throw new ApiError(404, 'not_found', 'There is no such location.', {
          id: 'There is no such location.',
        });
      return reply.header('cache-control', 'public, max-age=60').send({
        oneWayDestinations: oneWayDestinationsFrom(id, priceBook.oneWayRoutes),
        deliveryAreas: deliveryAreasFrom(id, priceBook.deliveryZones),
      });
    },
  );
}
