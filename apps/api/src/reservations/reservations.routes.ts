import { paymentSessionResponseSchema } from '@convoy/domain/contracts/payment.schema';
import {
  reservationCancelSchema,
  reservationCodeParamsSchema,
  reservationLookupQuerySchema,
  reservationPriceResponseSchema,
  reservationResponseSchema,
} from '@convoy/domain/contracts/reservation.schema';
import {
  type ReservationChangeRequest,
  reservationChangePreviewSchema,
  reservationChangeResponseSchema,
  reservationChangeSchema,
} from '@convoy/domain/contracts/reservation-change.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkFormGuard, withoutFormGuard } from '../plugins/form-guard.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import { requestHash } from './request-hash.ts';

/**
 * POST /api/reservations (book), GET /api/reservations/:code?email= (look up) and
 * POST /api/reservations/:code/cancel (cancel). Personal data: never cached.
 * Each is limited per IP; the booking form also passes the bot checks (decision 008).
 */
export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/',
    {
      schema: { response: { 201: reservationResponseSchema } },
      config: { rateLimit: rateLimits.booking },
      preValidation: checkFormGuard,
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      // The key is bound to the body as the client sent it, bot-check fields aside.
      const hash = requestHash(withoutFormGuard(request.body));
      // A retry is answered as the first attempt was, even if its dates have passed since.
      const result =
        (await app.services.booking.replay(key, hash)) ??
        (await app.services.booking.create(await app.services.tripRequests.booking(request.body), hash, key));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).header('cache-control', 'no-store').send(result.body);
    },
  );

  routes.post(
    '/price',
    {
      schema: { response: { 200: reservationPriceResponseSchema } },
      config: { rateLimit: rateLimits.search },
    },
    async (request, reply) => {
      const result = await app.services.booking.price(await app.services.tripRequests.price(request.body));
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  routes.get(
    '/:code',
    {
      schema: {
        params: reservationCodeParamsSchema,
        querystring: reservationLookupQuerySchema,
        response: { 200: reservationResponseSchema },
      },
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      const { code } = request.params;
      // Back from the payment page: ask the provider now rather than wait for its webhook.
      const sync = app.services.paymentSync;
      if (sync) await sync.refreshPending(await app.services.manage.find(code, request.query.email));
      const result = await app.services.manage.lookup(code, request.query.email);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  // The provider's payment page: the payment a booking waits for, or the balance before pickup.
  routes.post(
    '/:code/payment',
    {
      schema: {
        params: reservationCodeParamsSchema,
        body: reservationCancelSchema,
        response: { 200: paymentSessionResponseSchema },
      },
      bodyLimit: 4096,
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      const r = await app.services.manage.find(request.params.code, request.body.email);
      const checkoutUrl = await app.services.payments.paymentPage(r);
      return reply.header('cache-control', 'no-store').send({ checkoutUrl });
    },
  );

  // Changing: previewed with its price difference, then applied with an Idempotency-Key.
  routes.post(
    '/:code/changes/price',
    {
      schema: {
        params: reservationCodeParamsSchema,
        body: reservationChangeSchema,
        response: { 200: reservationChangePreviewSchema },
      },
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      const { email, ...change } = request.body;
      const result = await app.services.changes.preview(request.params.code, email, change);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  const applyChange = async (
    request: FastifyRequest<{ Params: { code: string }; Body: ReservationChangeRequest }>,
    reply: FastifyReply,
  ) => {
    const key = idempotencyKeyOf(request);
    const hash = requestHash(request.body);
    const { code } = request.params;
    const { email, ...change } = request.body;
    const result =
      (await app.services.changes.replay(code, key, hash)) ??
      (await app.services.changes.apply(code, email, change, { key, hash }));
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.header('cache-control', 'no-store').send(result.body);
  };
  const changeRoute = {
    schema: {
      params: reservationCodeParamsSchema,
      body: reservationChangeSchema,
      response: { 200: reservationChangeResponseSchema },
    },
    config: { rateLimit: rateLimits.manage },
  };
  routes.post('/:code/changes', changeRoute, applyChange);
  routes.patch('/:code', changeRoute, applyChange);

  routes.post(
    '/:code/cancel',
    {
      schema: {
        params: reservationCodeParamsSchema,
        body: reservationCancelSchema,
        response: { 200: reservationResponseSchema },
      },
      // An e-mail address, nothing more.
      bodyLimit: 4096,
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      const result = await app.services.manage.cancel(request.params.code, request.body.email);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
}
