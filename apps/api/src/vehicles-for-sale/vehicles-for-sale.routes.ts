import { vehiclesForSaleResponseSchema } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** GET /api/vehicles-for-sale: used fleet vehicles on sale, in listing order (SPEC §1 fleet sales). */
export async function vehiclesForSaleRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: vehiclesForSaleResponseSchema } } }, async (_request, reply) => {
      const vehiclesForSale = await app.services.vehiclesForSale.listed();
      return reply.header('cache-control', 'public, max-age=60').send({ vehiclesForSale });
    });
}
