import { driverParamsSchema, preArrivalResendSchema } from '@convoy/domain/contracts/pre-arrival.schema';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/reservations/:code/drivers/:driverId/pre-arrival-link: the organiser,
 * with the booking's code and e-mail as the manage page sends them, sends a
 * driver their link again (decision 024).
 */
export async function preArrivalManageRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/:code/drivers/:driverId/pre-arrival-link',
    {
      schema: { params: driverParamsSchema, body: preArrivalResendSchema },
      bodyLimit: 4096,
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      const { code, driverId } = request.params;
      await app.services.preArrival.resend(code, request.body.email, driverId);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
