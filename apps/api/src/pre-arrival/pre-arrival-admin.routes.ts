import {
  driverParamsSchema,
  licencePhotoAdminParamsSchema,
} from '@convoy/domain/contracts/pre-arrival.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/pre-arrival (decision 024): a driver's licence photos, opened for
 * staff of the `licences` area only; staff of the bookings area send a
 * driver's link again.
 */
export async function adminPreArrivalRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/photos/:driverId/:side',
    { schema: { params: licencePhotoAdminParamsSchema } },
    async (request, reply) => {
      const photo = await app.services.preArrival.licencePhoto(request.params.driverId, request.params.side);
      // Personal data: never kept by a shared cache.
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .send(photo.bytes);
    },
  );
  routes.post(
    '/links/:code/:driverId',
    {
      schema: { params: driverParamsSchema },
      config: { staffArea: 'bookings', audit: { action: 'pre-arrival link sent' } },
    },
    async (request, reply) => {
      await app.services.preArrival.resend(request.params.code, undefined, request.params.driverId);
      return reply.code(204).send();
    },
  );
}
