import {
  adminReservationCodeParamsSchema,
  adminReservationDetailSchema,
  adminReservationPageSchema,
  adminReservationQuerySchema,
} from '@convoy/domain/contracts/admin-lists.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../admin/admin-auth.hook.ts';
import { AdminListsService } from '../admin/admin-lists.service.ts';
import { csvFileName, toCsv } from '../admin/csv.ts';
import { sendCsv } from '../admin/csv-reply.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { reservationCsvColumns } from './reservation-csv.ts';

/**
 * /api/admin/reservations: the bookings list (filters: pickup dates, location,
 * status, search), its CSV export, one booking, and cancelling it.
 */
export async function adminReservationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const lists = new AdminListsService({
    db: app.db,
    dialect: app.config.database.dialect,
    catalog: app.services.catalog,
  });

  routes.get(
    '/',
    { schema: { querystring: adminReservationQuerySchema, response: { 200: adminReservationPageSchema } } },
    async (request) => lists.reservations(request.query),
  );

  routes.get(
    '/export.csv',
    { schema: { querystring: adminReservationQuerySchema } },
    async (request, reply) => {
      const rows = await lists.reservationsForExport(request.query);
      return sendCsv(reply, csvFileName('bookings', app.services.now()), toCsv(reservationCsvColumns, rows));
    },
  );

  routes.get(
    '/:code',
    { schema: { params: adminReservationCodeParamsSchema, response: { 200: adminReservationDetailSchema } } },
    async (request) => lists.reservation(request.params.code),
  );

  // Through the engine's cancel service: the renter and the staff are e-mailed, the units freed.
  routes.post(
    '/:code/cancel',
    { schema: { params: adminReservationCodeParamsSchema, response: { 200: adminReservationDetailSchema } } },
    async (request) => {
      const { code } = request.params;
      await app.services.manage.cancel(code, await lists.renterEmail(code));
      request.log.info({ admin: adminOf(request).email, code }, 'booking cancelled from the back office');
      return lists.reservation(code);
    },
  );
}
