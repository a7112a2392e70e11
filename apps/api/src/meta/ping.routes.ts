import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../plugins/zod.ts';

const pingResponse = z.object({ pong: z.literal(true) });

/**
 * GET /api/ping: answers without touching anything, so it measures the
 * framework's own ceiling on this machine (npm run bench:api compares the
 * availability search with it); /api/health, by contrast, queries the database.
 */
export async function pingRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: pingResponse } } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ pong: true }),
    );
}
