import {
  type AdminQuoteRow,
  adminQuotePageSchema,
  adminQuoteQuerySchema,
} from '@convoy/domain/contracts/admin-lists.schema';
import type { FastifyInstance } from 'fastify';
import { AdminListsService } from '../admin/admin-lists.service.ts';
import { type CsvColumn, csvFileName, toCsv } from '../admin/csv.ts';
import { sendCsv } from '../admin/csv-reply.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { attributionCsvColumns } from '../reservations/reservation-csv.ts';

const columns: CsvColumn<AdminQuoteRow>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Received at (UTC)', value: (r) => r.createdAt },
  { header: 'Name', value: (r) => r.name },
  { header: 'Organisation', value: (r) => r.organisation },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Passengers', value: (r) => r.passengers },
  { header: 'Location', value: (r) => r.locationName },
  { header: 'Pickup date', value: (r) => r.pickupDate },
  { header: 'Pickup time', value: (r) => r.pickupTime },
  { header: 'Return date', value: (r) => r.returnDate },
  { header: 'Return time', value: (r) => r.returnTime },
  { header: 'Vehicle type', value: (r) => r.vehicleType },
  { header: 'Vehicle', value: (r) => r.vehicleId },
  { header: 'Purpose', value: (r) => r.rentalPurpose },
  { header: 'Notes', value: (r) => r.notes },
  ...attributionCsvColumns<AdminQuoteRow>(),
];

/** /api/admin/quotes: quote requests (filters: days received, location, search) and their CSV export. */
export async function adminQuoteRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const lists = new AdminListsService({
    db: app.db,
    dialect: app.config.database.dialect,
    catalog: app.services.catalog,
  });

  routes.get(
    '/',
    { schema: { querystring: adminQuoteQuerySchema, response: { 200: adminQuotePageSchema } } },
    async (request) => lists.quotes(request.query),
  );

  routes.get('/export.csv', { schema: { querystring: adminQuoteQuerySchema } }, async (request, reply) => {
    const rows = await lists.quotesForExport(request.query);
    return sendCsv(reply, csvFileName('quotes', app.services.now()), toCsv(columns, rows));
  });
}
