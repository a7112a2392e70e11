import {
  type AdminOutboxPage,
  adminOutboxIdParamsSchema,
  adminOutboxPageSchema,
  adminOutboxQuerySchema,
} from '@convoy/domain/contracts/admin-outbox.schema';
import type { FastifyInstance } from 'fastify';
import { isoOf, isoOrNull } from '../analytics/period.ts';
import { ApiError } from '../errors.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { OutboxAdminRepository } from './outbox-admin.repository.ts';

/** /api/admin/outbox: e-mails by status, and POST /:id/retry for a failed or retrying one. */
export async function adminOutboxRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repo = new OutboxAdminRepository(app.db);

  routes.get(
    '/',
    { schema: { querystring: adminOutboxQuerySchema, response: { 200: adminOutboxPageSchema } } },
    async (request): Promise<AdminOutboxPage> => {
      const { status, page, pageSize } = request.query;
      const [rows, total, counts] = await Promise.all([
        repo.page(status, pageSize, (page - 1) * pageSize),
        repo.count(status),
        repo.counts(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          to: r.to_address,
          subject: r.subject,
          reference: r.reference,
          status: r.status,
          attempts: r.attempts,
          lastError: r.last_error,
          nextAttemptAt: isoOf(r.next_attempt_at),
          sentAt: isoOrNull(r.sent_at),
          createdAt: isoOf(r.created_at),
        })),
        total,
        page,
        pageSize,
        counts,
      };
    },
  );

  routes.post('/:id/retry', { schema: { params: adminOutboxIdParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (!(await repo.retry(id, app.services.now()))) {
      const status = await repo.status(id);
      if (!status) throw new ApiError(404, 'not_found', 'No e-mail has that id.');
      throw new ApiError(
        409,
        'not_retryable',
        `This e-mail is ${status}; only failed or retrying e-mails can be retried.`,
      );
    }
    // The worker looks at once instead of at its next poll.
    app.services.outbox.nudge();
    return reply.code(204).send();
  });
}
