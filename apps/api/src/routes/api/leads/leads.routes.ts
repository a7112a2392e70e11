import { leadRequestSchema, leadResponseSchema } from '@convoy/domain/lead.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../../plugins/zod.ts';

/** POST /api/leads {kind: contact | leasing | fleet-sales, …} → 201 {submissionId} (issue 3). */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/',
      { schema: { body: leadRequestSchema, response: { 201: leadResponseSchema } } },
      async (request, reply) => reply.code(201).send(await app.services.leads.create(request.body)),
    );
}
