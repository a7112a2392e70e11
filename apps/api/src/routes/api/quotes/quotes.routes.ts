import { quoteRequestSchema, quoteResponseSchema } from '@convoy/domain/quote.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../../plugins/zod.ts';

/** POST /api/quotes → 201 {quoteId, quoteCode}; the visitor and staff are e-mailed (issue 3). */
export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/',
      { schema: { body: quoteRequestSchema, response: { 201: quoteResponseSchema } } },
      async (request, reply) => reply.code(201).send(await app.services.quotes.create(request.body)),
    );
}
