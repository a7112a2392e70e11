import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../plugins/zod.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
});

/**
 * GET /api/health: for load balancers and the e2e start-up probe. Answers only
 * after a trivial query succeeds, so "ok" means this instance can serve.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const database = app.config.database.dialect;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/',
      { schema: { response: { 200: healthResponse, 503: healthResponse } } },
      async (request, reply) => {
        try {
          await app.services.ping();
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply
            .code(503)
            .header('cache-control', 'no-store')
            .send({ status: 'unavailable', database });
        }
        return reply.header('cache-control', 'no-store').send({ status: 'ok', database });
      },
    );
}
