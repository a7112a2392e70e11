import {
  invoiceNumberParamsSchema,
  paymentIdParamsSchema,
} from '@convoy/domain/contracts/admin-money.schema';
import {
  reservationCodeParamsSchema,
  reservationLookupQuerySchema,
} from '@convoy/domain/contracts/reservation.schema';
import type { FastifyInstance } from 'fastify';
import { sendPdf } from '../plugins/pdf-reply.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * The renter's invoices and receipts as PDF, under /api/reservations/:code:
 * the reservation's code and e-mail must match, as for a lookup.
 */
export async function reservationDocumentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/:code/invoices/:number.pdf',
    {
      schema: {
        params: reservationCodeParamsSchema.extend(invoiceNumberParamsSchema.shape),
        querystring: reservationLookupQuerySchema,
      },
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      const r = await app.services.manage.find(request.params.code, request.query.email);
      return sendPdf(reply, await app.services.invoiceFiles.invoiceOf(r, request.params.number));
    },
  );

  routes.get(
    '/:code/receipts/:id.pdf',
    {
      schema: {
        params: reservationCodeParamsSchema.extend(paymentIdParamsSchema.shape),
        querystring: reservationLookupQuerySchema,
      },
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      const r = await app.services.manage.find(request.params.code, request.query.email);
      return sendPdf(reply, await app.services.invoiceFiles.receiptOf(r, request.params.id));
    },
  );
}
