import { publicPaymentConfigSchema } from '@convoy/domain/contracts/payment.schema';
import type { FastifyInstance } from 'fastify';
import { actAs } from '../async-context.ts';
import { ApiError } from '../errors.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { InvalidSignature } from './payment-provider.ts';

/**
 * GET /api/payments/config (what the site says about paying before a
 * booking) and POST /api/payments/webhook, the provider's events: the body
 * is kept raw (the signature is over its exact bytes), verified with the SDK,
 * handled once per event id (payment-sync.ts). A bad signature is a 400 and
 * changes nothing.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/config',
    { schema: { response: { 200: publicPaymentConfigSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await app.services.payments.publicConfig()),
  );

  await app.register(async (webhook) => {
    // This route's JSON stays bytes: parsing it first would lose what the signature covers.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post('/webhook', { config: { rateLimit: rateLimits.webhook } }, async (request, reply) => {
      const sync = app.services.paymentSync;
      actAs({ name: 'payment provider', role: null });
      if (!sync)
        throw new ApiError(404, 'payments_not_configured', 'This site takes no card payments online.');
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new ApiError(400, 'invalid_signature', 'The webhook has no body to verify.');
      }
      const signature = request.headers['stripe-signature'];
      try {
        const outcome = await sync.webhook(body, typeof signature === 'string' ? signature : undefined);
        // 202: received, to be applied by reconciliation (the provider could not be asked just now).
        return reply.code(outcome === 'deferred' ? 202 : 200).send({ received: true, outcome });
      } catch (error) {
        if (error instanceof InvalidSignature) {
          throw new ApiError(
            400,
            'invalid_signature',
            'The webhook signature does not verify; nothing was changed.',
            {
              'stripe-signature': 'Sign the payload with the endpoint’s signing secret.',
            },
          );
        }
        throw error;
      }
    });
  });
}
