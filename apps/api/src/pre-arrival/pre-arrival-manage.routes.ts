import {
  driverParamsSchema,
  preArrivalResendSchema,
  remoteSignatureResponseSchema,
  renterSignatureSchema,
} from '@convoy/domain/contracts/pre-arrival.schema';
import { reservationCodeParamsSchema } from '@convoy/domain/contracts/reservation.schema';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { evidenceOf } from './pre-arrival.routes.ts';

/**
 * /api/reservations/:code/drivers/:driverId/pre-arrival-link: the organiser,
 * with the booking's code and e-mail as the manage page sends them, sends a
 * driver their link again (decision 024); POST /api/reservations/:code/agreement-signature:
 * the renter signs the rental agreement remotely.
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

  routes.post(
    '/:code/agreement-signature',
    {
      schema: {
        params: reservationCodeParamsSchema,
        body: renterSignatureSchema,
        response: { 201: remoteSignatureResponseSchema },
      },
      bodyLimit: 512 * 1024,
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      const { email, ...signing } = request.body;
      const signed = await app.services.renterSignature.sign(
        request.params.code,
        email,
        signing,
        evidenceOf(request),
      );
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ signedAt: new Date(signed.signedAt).toISOString(), documentSha256: signed.documentSha256 });
    },
  );
}
