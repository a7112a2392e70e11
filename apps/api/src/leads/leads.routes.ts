import { leadRequestSchema, leadResponseSchema } from '@convoy/domain/contracts/lead.schema';
import type { FastifyInstance } from 'fastify';
import { checkFormGuard } from '../plugins/form-guard.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * POST /api/leads {kind: contact | leasing | fleet-sales, …} → 201 {submissionId}.
 * Limited per IP, and the form passes the bot checks first (decision 008).
 */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: { body: leadRequestSchema, response: { 201: leadResponseSchema } },
      config: { rateLimit: rateLimits.lead },
      preValidation: checkFormGuard,
    },
    async (request, reply) => reply.code(201).send(await app.services.leads.create(request.body)),
  );
}
