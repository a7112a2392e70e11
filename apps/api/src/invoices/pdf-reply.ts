import type { FastifyReply } from 'fastify';
import type { InvoicePdf } from './invoice-files.service.ts';

/** A PDF download: never cached (what is due changes with each payment), named for the invoice. */
export function sendPdf(reply: FastifyReply, pdf: InvoicePdf): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf.data);
}
