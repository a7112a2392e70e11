import { collectBodySchema } from '@convoy/domain/contracts/collect.schema';
import { collectMaxBodyBytes } from '@convoy/domain/contracts/collect-limits';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { deviceClass } from './device-class.ts';

/**
 * POST /api/collect (SPEC Part B §11, decision 004): page views and Web Vitals from
 * the site's own pages → 204. A body over collectMaxBodyBytes is refused with
 * 413 before it is parsed; one IP address may send 120 beacons a minute (kept
 * in memory: a limit, not a record). Nothing identifying is stored.
 */
export async function collectRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      bodyLimit: collectMaxBodyBytes,
      config: { rateLimit: rateLimits.collect },
      schema: { body: collectBodySchema },
      // Beacons fire on every page: one log line each would drown the rest.
      logLevel: 'warn',
    },
    async (request, reply) => {
      await app.services.collect(request.body.events, {
        device: deviceClass(request.headers),
        now: app.services.now(),
      });
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
