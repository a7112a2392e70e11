import {
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointRequestSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
  webhookIdParamsSchema,
} from '@convoy/domain/contracts/webhook.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/webhooks (decision 038), the settings area: partners' endpoints
 * registered (the secret answered once), listed, their events changed or
 * the endpoint disabled, removed, the secret rotated; each endpoint's
 * delivery log and a delivery sent again. The audit log records each change
 * with the secret left out (audit-trail.ts leaves out every `secret` key).
 */
export async function adminWebhookRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const webhooks = app.services.webhooks;
  routes.get('/', { schema: { response: { 200: webhookEndpointListSchema } } }, async () => ({
    endpoints: await webhooks.list(),
  }));
  routes.post(
    '/',
    {
      schema: { body: webhookEndpointRequestSchema, response: { 201: webhookEndpointWithSecretSchema } },
      config: { audit: { action: 'webhook endpoint registered' } },
    },
    async (request, reply) => {
      reply.code(201);
      return webhooks.register(request.body, adminOf(request).email);
    },
  );
  routes.patch(
    '/:id',
    {
      schema: {
        params: webhookIdParamsSchema,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema },
      },
      config: { audit: { action: 'webhook endpoint changed' } },
    },
    async (request) => webhooks.update(request.params.id, request.body),
  );
  routes.delete(
    '/:id',
    { schema: { params: webhookIdParamsSchema }, config: { audit: { action: 'webhook endpoint removed' } } },
    async (request, reply) => {
      await webhooks.remove(request.params.id);
      return reply.code(204).send();
    },
  );
  routes.post(
    '/:id/secret',
    {
      schema: { params: webhookIdParamsSchema, response: { 200: webhookEndpointWithSecretSchema } },
      config: { audit: { action: 'webhook secret rotated' } },
    },
    async (request) => webhooks.rotateSecret(request.params.id),
  );
  routes.get(
    '/:id/deliveries',
    { schema: { params: webhookIdParamsSchema, response: { 200: webhookDeliveryListSchema } } },
    async (request) => ({ deliveries: await webhooks.deliveries(request.params.id) }),
  );
  routes.post(
    '/deliveries/:id/replay',
    {
      schema: { params: webhookDeliveryParamsSchema, response: { 200: webhookDeliverySchema } },
      config: { audit: { action: 'webhook delivery replayed' } },
    },
    async (request) => webhooks.replay(request.params.id),
  );
}
