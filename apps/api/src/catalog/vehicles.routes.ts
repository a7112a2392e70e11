import { vehiclesResponseSchema } from '@convoy/domain/contracts/vehicle-class.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** GET /api/vehicles: the fleet classes with their rates in cents and attached photos, smallest first. */
export async function vehicleRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: vehiclesResponseSchema } } }, async (_request, reply) => {
      const [{ classes }, images] = await Promise.all([
        app.services.catalog.get(),
        app.services.media.imageSets('vehicle-class'),
      ]);
      // Photos attached in the back office (decision 006); none: the site shows its illustration.
      const vehicles = classes.map((c) => {
        const imageSet = images.get(c.id);
        return imageSet ? { ...c, imageSet } : c;
      });
      return reply.header('cache-control', 'public, max-age=60').send({ vehicles });
    });
}
