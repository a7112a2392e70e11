import {
  bookingDraftSchema,
  bookingDraftWithdrawalSchema,
  recoveryUnsubscribeSchema,
} from '@convoy/domain/contracts/booking-recovery.schema';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/booking-drafts (decision 046): the confirm step's address and search, kept for one reminder
 * when the box is ticked (PUT), forgotten when it is unticked (DELETE); the e-mail's unsubscribe
 * (POST /unsubscribe). Each answers 204 with nothing: whether an address is kept is never said.
 */
export async function bookingDraftRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const recovery = app.services.bookingRecovery;
  const config = { rateLimit: rateLimits.search };
  routes.put(
    '/',
    { schema: { body: bookingDraftSchema }, bodyLimit: 8192, config },
    async (request, reply) => {
      await recovery.remember(request.body);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
  routes.delete(
    '/',
    { schema: { body: bookingDraftWithdrawalSchema }, bodyLimit: 4096, config },
    async (request, reply) => {
      await recovery.withdraw(request.body.email);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
  routes.post(
    '/unsubscribe',
    {
      schema: { body: recoveryUnsubscribeSchema },
      bodyLimit: 4096,
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      await recovery.unsubscribe(request.body.token);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
