import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends an export as a download; never cached (it holds personal data). The
 * body is the whole CSV, or its chunks as they are written (csvChunks): a
 * stream that pauses while the client is slower than the database.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  csv: string | AsyncIterable<string>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(typeof csv === 'string' ? csv : Readable.from(csv));
}
