import {
  adminReservationCodeParamsSchema,
  adminReservationDetailSchema,
  adminReservationPageSchema,
  adminReservationQuerySchema,
} from '@convoy/domain/contracts/admin-lists.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../admin/admin-auth.hook.ts';
import { adminListRoutes } from '../admin/admin-list.routes.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { reservationCsvColumns } from './reservation-csv.ts';

/**
 * /api/admin/reservations: the bookings list (filters: pickup dates, location,
 * status, search), its CSV export, one booking, and cancelling it.
 */
export async function adminReservationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const bookings = app.services.reservationsAdmin;
  adminListRoutes(app, {
    querySchema: adminReservationQuerySchema,
    pageSchema: adminReservationPageSchema,
    list: bookings.list,
    csvColumns: reservationCsvColumns,
    fileName: 'bookings',
  });

  routes.get(
    '/:code',
    { schema: { params: adminReservationCodeParamsSchema, response: { 200: adminReservationDetailSchema } } },
    async (request) => bookings.detail(request.params.code),
  );

  // Through the engine's cancel service: the renter and the staff are e-mailed, the units freed.
  routes.post(
    '/:code/cancel',
    { schema: { params: adminReservationCodeParamsSchema, response: { 200: adminReservationDetailSchema } } },
    async (request) => {
      const { code } = request.params;
      await app.services.manage.cancel(code, await bookings.renterEmail(code));
      request.log.info({ admin: adminOf(request).email, code }, 'booking cancelled from the back office');
      return bookings.detail(code);
    },
  );
}
