import { paymentSessionResponseSchema } from '@convoy/domain/contracts/payment.schema';
import {
  reservationCancelSchema,
  reservationCodeParamsSchema,
  reservationLookupQuerySchema,
} from '@convoy/domain/contracts/reservation.schema';
import {
  payerPageSchema,
  payerParamsSchema,
  splitPaymentRequestSchema,
  splitPaymentViewSchema,
} from '@convoy/domain/contracts/split-payment.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { linkTokenOf } from '../plugins/link-token.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/reservations/:code/payers: the organiser, with the booking's code and e-mail as the manage
 * page sends them, splits the booking among the group's members, sees who paid, reminds who has
 * not and sends a member's link again (decision 045). Personal data: never cached.
 */
export async function splitPaymentManageRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const split = app.services.splitPayments;
  const config = { rateLimit: rateLimits.manage };
  const view = { 200: splitPaymentViewSchema };

  routes.get(
    '/:code/payers',
    {
      schema: {
        params: reservationCodeParamsSchema,
        querystring: reservationLookupQuerySchema,
        response: view,
      },
      config,
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await split.view(request.params.code, request.query.email)),
  );

  routes.put(
    '/:code/payers',
    {
      schema: { params: reservationCodeParamsSchema, body: splitPaymentRequestSchema, response: view },
      bodyLimit: 32 * 1024,
      config,
    },
    async (request, reply) => {
      const { email, ...asked } = request.body;
      const answer = await split.set(request.params.code, email, { email, ...asked });
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  routes.post(
    '/:code/payers/reminders',
    {
      schema: {
        params: reservationCodeParamsSchema,
        body: reservationCancelSchema,
        response: { 200: z.object({ reminded: z.number().int().min(0) }) },
      },
      bodyLimit: 4096,
      config,
    },
    async (request, reply) => {
      const reminded = await split.remindNow(request.params.code, request.body.email);
      return reply.header('cache-control', 'no-store').send({ reminded });
    },
  );

  routes.post(
    '/:code/payers/:payerId/link',
    { schema: { params: payerParamsSchema, body: reservationCancelSchema }, bodyLimit: 4096, config },
    async (request, reply) => {
      await split.resendLink(request.params.code, request.body.email, request.params.payerId);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}

/** /api/payer: a member's own page and the payment of their share, with the token of their link. */
export async function payerRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const split = app.services.splitPayments;
  const config = { rateLimit: rateLimits.account };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  routes.get('/', { schema: { response: { 200: payerPageSchema } }, config }, async (request) =>
    split.page(linkTokenOf(request)),
  );
  routes.post(
    '/payment',
    { schema: { response: { 200: paymentSessionResponseSchema } }, bodyLimit: 1024, config },
    async (request) => ({ checkoutUrl: await split.paymentPage(linkTokenOf(request)) }),
  );
}
