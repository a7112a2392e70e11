import {
  type AdminLeadRow,
  adminLeadPageSchema,
  adminLeadQuerySchema,
} from '@convoy/domain/contracts/admin-lists.schema';
import type { FastifyInstance } from 'fastify';
import { adminListRoutes } from '../back-office/admin-list.routes.ts';
import { attributionCsvColumns, type CsvColumn, enquirerCsvColumns } from '../back-office/csv.ts';

const csvColumns: CsvColumn<AdminLeadRow>[] = [
  { header: 'Kind', value: (r) => r.kind },
  ...enquirerCsvColumns<AdminLeadRow>(),
  { header: 'Subject', value: (r) => r.subject },
  { header: 'Message', value: (r) => r.message },
  { header: 'Details', value: (r) => r.details },
  ...attributionCsvColumns<AdminLeadRow>(),
];

/** /api/admin/leads: contact, leasing and fleet-sales leads (filters: days, kind, search) and their CSV. */
export async function adminLeadRoutes(app: FastifyInstance): Promise<void> {
  adminListRoutes(app, {
    querySchema: adminLeadQuerySchema,
    pageSchema: adminLeadPageSchema,
    list: app.services.leadsAdmin,
    csvColumns,
    fileName: 'leads',
  });
}
