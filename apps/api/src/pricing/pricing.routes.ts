import {
  extrasQuerySchema,
  extrasResponseSchema,
  protectionResponseSchema,
} from '@convoy/domain/contracts/price-book.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { validationError } from '../validation-error.ts';

/** GET /api/extras?locationId=: the active extras with their prices and, for stocked items, the location's stock. */
export async function extrasRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/',
      { schema: { querystring: extrasQuerySchema, response: { 200: extrasResponseSchema } } },
      async (request, reply) => {
        const { locationById, priceBook } = await app.services.catalog.get();
        const { locationId } = request.query;
        if (!locationById.has(locationId)) {
          throw validationError({ locationId: 'Choose one of our pickup locations.' });
        }
        const extras = priceBook.extras
          .filter((e) => e.active)
          .map(({ active: _active, ...e }) => ({
            ...e,
            stock: e.stocked ? priceBook.extraStock(locationId, e.id) : null,
          }));
        return reply.header('cache-control', 'public, max-age=60').send({ extras });
      },
    );
}

/** GET /api/protection: the active protection products, per vehicle per day. */
export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: protectionResponseSchema } } }, async (_request, reply) => {
      const { priceBook } = await app.services.catalog.get();
      const protection = priceBook.protection.filter((p) => p.active).map(({ active: _active, ...p }) => p);
      return reply.header('cache-control', 'public, max-age=60').send({ protection });
    });
}
