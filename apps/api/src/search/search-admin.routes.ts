import {
  adminSearchAnswerSchema,
  adminSearchQuerySchema,
} from '@convoy/domain/contracts/admin-search.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/search (decision 042): the back office's global search, open to
 * every role, answering only the kinds whose area the role may read; limited
 * per staff session (the session's key, after the sign-in hook).
 */
export async function adminSearchRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/',
    {
      config: {
        rateLimit: {
          ...rateLimits.adminSearch,
          keyGenerator: (request) => `admin-search:${request.admin?.sessionKey ?? request.ip}`,
        },
      },
      schema: { querystring: adminSearchQuerySchema, response: { 200: adminSearchAnswerSchema } },
    },
    async (request) => app.services.search.search(request.query.q, adminOf(request).role),
  );
}
