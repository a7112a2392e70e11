import type { AdminPage } from '@convoy/domain/contracts/admin-lists.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import type { AdminList } from './admin-list.service.ts';
import { type CsvColumn, csvChunks, csvFileName } from './csv.ts';
import { sendCsv } from './csv-reply.ts';

/** One back-office list's HTTP side, declared once per list. */
export interface AdminListRoutes<Query extends { page: number; pageSize: number }, Row> {
  /** The filters and paging, from the query string (admin-lists.schema.ts). */
  querySchema: z.ZodType<Query>;
  /** One page of rows and the total. */
  pageSchema: z.ZodType<AdminPage<Row>>;
  /** The service that reads it (app.services). */
  list: AdminList<Query, Row>;
  /** The export's columns: what the list shows, attribution spelled out (csv.ts). */
  csvColumns: readonly CsvColumn<Row>[];
  /** The export is `<fileName>-<day>.csv`. */
  fileName: string;
}

/**
 * GET / (a page of the list, filtered) and GET /export.csv (every row the same
 * filters find, as a download) under the caller's prefix.
 */
export function adminListRoutes<Query extends { page: number; pageSize: number }, Row>(
  app: FastifyInstance,
  { querySchema, pageSchema, list, csvColumns, fileName }: AdminListRoutes<Query, Row>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The type provider cannot narrow a generic schema's output: `querySchema` has parsed it into a Query.
  const queryOf = (request: { query: unknown }) => request.query as Query;

  routes.get('/', { schema: { querystring: querySchema, response: { 200: pageSchema } } }, async (request) =>
    list.page(queryOf(request)),
  );

  routes.get('/export.csv', { schema: { querystring: querySchema } }, async (request, reply) => {
    const batches = list.forExport(queryOf(request));
    return sendCsv(reply, csvFileName(fileName, app.services.now()), csvChunks(csvColumns, batches));
  });
}
