import type { FastifyReply } from 'fastify';

/** A PDF download: never cached (what is due changes with each payment), named for its document. */
export function sendPdf(reply: FastifyReply, pdf: { fileName: string; data: Buffer }): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf.data);
}
