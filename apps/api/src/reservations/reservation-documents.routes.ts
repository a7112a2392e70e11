import {
  invoiceNumberParamsSchema,
  paymentIdParamsSchema,
} from '@convoy/domain/contracts/admin-money.schema';
import {
  reservationCodeParamsSchema,
  reservationLookupQuerySchema,
} from '@convoy/domain/contracts/reservation.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendPdf } from '../plugins/pdf-reply.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** A document's route: the reservation's code and e-mail as for a lookup, rate-limited as one. */
function lookedUp<S extends z.ZodRawShape>(document: z.ZodObject<S>) {
  return {
    schema: {
      params: reservationCodeParamsSchema.extend(document.shape),
      querystring: reservationLookupQuerySchema,
    },
    config: { rateLimit: rateLimits.manage },
  };
}

/**
 * The renter's invoices and receipts as PDF, under /api/reservations/:code:
 * the reservation's code and e-mail must match, as for a lookup.
 */
export async function reservationDocumentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reservationOf = (request: { params: { code: string }; query: { email: string } }) =>
    app.services.manage.find(request.params.code, request.query.email);

  routes.get('/:code/invoices/:number.pdf', lookedUp(invoiceNumberParamsSchema), async (request, reply) =>
    sendPdf(
      reply,
      await app.services.invoiceFiles.invoiceOf(await reservationOf(request), request.params.number),
    ),
  );

  routes.get('/:code/receipts/:id.pdf', lookedUp(paymentIdParamsSchema), async (request, reply) =>
    sendPdf(
      reply,
      await app.services.invoiceFiles.receiptOf(await reservationOf(request), request.params.id),
    ),
  );
}
