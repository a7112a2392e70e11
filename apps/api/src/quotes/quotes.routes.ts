import { quoteRequestSchema, quoteResponseSchema } from '@convoy/domain/contracts/quote.schema';
import type { FastifyInstance } from 'fastify';
import { checkFormGuard } from '../plugins/form-guard.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * POST /api/quotes → 201 {quoteId, quoteCode}; the visitor and staff are e-mailed.
 * Limited per IP, and the form passes the bot checks first (decision 008).
 */
export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: { body: quoteRequestSchema, response: { 201: quoteResponseSchema } },
      config: { rateLimit: rateLimits.quote },
      preValidation: checkFormGuard,
    },
    async (request, reply) => reply.code(201).send(await app.services.quotes.create(request.body)),
  );
}
