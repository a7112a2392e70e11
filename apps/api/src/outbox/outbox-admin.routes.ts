import {
  adminOutboxIdParamsSchema,
  adminOutboxPageSchema,
  adminOutboxQuerySchema,
  adminTextsPageSchema,
  adminTextsQuerySchema,
} from '@convoy/domain/contracts/admin-outbox.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** /api/admin/outbox: e-mails by status, and POST /:id/retry for a failed or retrying one; GET /texts, the text messages. */
export async function adminOutboxRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    { schema: { querystring: adminOutboxQuerySchema, response: { 200: adminOutboxPageSchema } } },
    async (request) => app.services.outboxAdmin.page(request.query),
  );

  routes.get(
    '/texts',
    { schema: { querystring: adminTextsQuerySchema, response: { 200: adminTextsPageSchema } } },
    async (request) => app.services.outboxAdmin.texts(request.query),
  );

  routes.post('/:id/retry', { schema: { params: adminOutboxIdParamsSchema } }, async (request, reply) => {
    await app.services.outboxAdmin.retry(request.params.id);
    return reply.code(204).send();
  });
}
