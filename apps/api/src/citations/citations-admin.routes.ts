import {
  citationAssignRequestSchema,
  citationIdParamsSchema,
  citationImportRequestSchema,
  citationImportResultSchema,
  citationItemSchema,
  citationListQuerySchema,
  citationListSchema,
  citationNoteRequestSchema,
  citationSourceListSchema,
  citationSourceRequestSchema,
  citationSourceSchema,
  citationTransferRequestSchema,
  maxCitationCsvChars,
} from '@convoy/domain/contracts/citation.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { sendPdf } from '../plugins/pdf-reply.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { keyedRequestOf, markReplay } from '../reservations/keyed-action.ts';

const itemAnswer = { 200: citationItemSchema };

/**
 * /api/admin/citations (decision 037): the sources and their columns, an
 * import of a file (JSON `{ sourceId, csv }`), the items, and staff's
 * decisions on them. Each change is in the audit log (ids and what changed:
 * no name, address or licence is in an answer).
 */
export async function adminCitationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const citations = app.services.citations;
  routes.get('/sources', { schema: { response: { 200: citationSourceListSchema } } }, async () => ({
    sources: await citations.sources(),
  }));
  routes.post(
    '/sources',
    {
      schema: { body: citationSourceRequestSchema, response: { 200: citationSourceSchema } },
      config: { audit: { action: 'citation source added' } },
    },
    async (request) => citations.addSource(request.body, adminOf(request).email),
  );
  routes.post(
    '/imports',
    {
      // The file's text with room for JSON's escapes.
      bodyLimit: maxCitationCsvChars * 2,
      schema: { body: citationImportRequestSchema, response: { 200: citationImportResultSchema } },
      config: { audit: { action: 'citations imported' } },
    },
    async (request) => {
      const result = await citations.import(request.body, adminOf(request).email);
      request.log.info({ admin: adminOf(request).email, counts: result.counts }, 'citations imported');
      return result;
    },
  );
  routes.get(
    '/items',
    { schema: { querystring: citationListQuerySchema, response: { 200: citationListSchema } } },
    async (request) => ({ items: await citations.list(request.query.status) }),
  );
  routes.post(
    '/items/:id/assign',
    {
      schema: { params: citationIdParamsSchema, body: citationAssignRequestSchema, response: itemAnswer },
      config: { audit: { action: 'citation assigned' } },
    },
    async (request, reply) => {
      const { item, replayed } = await citations.assign(
        request.params.id,
        request.body.reservationCode,
        keyedRequestOf(request),
        adminOf(request).email,
      );
      markReplay(reply, { replayed });
      return item;
    },
  );
  for (const [path, to, action] of [
    ['dismiss', 'dismissed', 'citation dismissed'],
    ['dispute', 'disputed', 'citation disputed'],
  ] as const) {
    routes.post(
      `/items/:id/${path}`,
      {
        schema: { params: citationIdParamsSchema, body: citationNoteRequestSchema, response: itemAnswer },
        config: { audit: { action } },
      },
      async (request) => citations.decide(request.params.id, to, request.body.note),
    );
  }
  // The driver's address goes into the seal alone: the audit entry keeps the item's id and status.
  routes.post(
    '/items/:id/transfer',
    {
      schema: { params: citationIdParamsSchema, body: citationTransferRequestSchema, response: itemAnswer },
      config: { audit: { action: 'citation liability transferred' } },
    },
    async (request) => citations.transfer(request.params.id, request.body.address),
  );
  routes.get(
    '/items/:id/nomination.pdf',
    { schema: { params: citationIdParamsSchema } },
    async (request, reply) => sendPdf(reply, await citations.nominationPdf(request.params.id)),
  );
}
