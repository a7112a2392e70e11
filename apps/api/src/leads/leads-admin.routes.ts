import {
  type AdminLeadRow,
  adminLeadPageSchema,
  adminLeadQuerySchema,
} from '@convoy/domain/contracts/admin-lists.schema';
import type { FastifyInstance } from 'fastify';
import { AdminListsService } from '../admin/admin-lists.service.ts';
import { type CsvColumn, csvFileName, toCsv } from '../admin/csv.ts';
import { sendCsv } from '../admin/csv-reply.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { attributionCsvColumns } from '../reservations/reservation-csv.ts';

const columns: CsvColumn<AdminLeadRow>[] = [
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Received at (UTC)', value: (r) => r.createdAt },
  { header: 'Name', value: (r) => r.name },
  { header: 'Organisation', value: (r) => r.organisation },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Subject', value: (r) => r.subject },
  { header: 'Message', value: (r) => r.message },
  { header: 'Details', value: (r) => r.details },
  ...attributionCsvColumns<AdminLeadRow>(),
];

/** /api/admin/leads: contact, leasing and fleet-sales leads (filters: days, kind, search) and their CSV. */
export async function adminLeadRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const lists = new AdminListsService({
    db: app.db,
    dialect: app.config.database.dialect,
    catalog: app.services.catalog,
  });

  routes.get(
    '/',
    { schema: { querystring: adminLeadQuerySchema, response: { 200: adminLeadPageSchema } } },
    async (request) => lists.leads(request.query),
  );

  routes.get('/export.csv', { schema: { querystring: adminLeadQuerySchema } }, async (request, reply) => {
    const rows = await lists.leadsForExport(request.query);
    return sendCsv(reply, csvFileName('leads', app.services.now()), toCsv(columns, rows));
  });
}
