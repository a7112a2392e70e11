import {
  type AdminQuoteRow,
  adminQuotePageSchema,
  adminQuoteQuerySchema,
} from '@convoy/domain/contracts/admin-lists.schema';
import type { FastifyInstance } from 'fastify';
import { adminListRoutes } from '../back-office/admin-list.routes.ts';
import { attributionCsvColumns, type CsvColumn, enquirerCsvColumns } from '../back-office/csv.ts';

const csvColumns: CsvColumn<AdminQuoteRow>[] = [
  { header: 'Code', value: (r) => r.code },
  ...enquirerCsvColumns<AdminQuoteRow>(),
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
  adminListRoutes(app, {
    querySchema: adminQuoteQuerySchema,
    pageSchema: adminQuotePageSchema,
    list: app.services.quotesAdmin,
    csvColumns,
    fileName: 'quotes',
  });
}
