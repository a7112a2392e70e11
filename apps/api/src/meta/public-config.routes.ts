import { type PublicConfig, publicConfigSchema } from '@convoy/domain/contracts/public-config.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * GET /api/public-config: the few settings the browser may know (STYLE
 * "Environment read once"), from GA4_MEASUREMENT_ID and CONSENT_MODE. Cached
 * briefly: every page load asks, and the answer changes only with a restart.
 */
export async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  const body: PublicConfig = {
    ga4MeasurementId: app.config.ga4MeasurementId,
    consentMode: app.config.consentMode,
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: publicConfigSchema } } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(body),
    );
}
