import {
  adminReservationCodeParamsSchema,
  adminReservationDetailSchema,
  adminReservationPageSchema,
  adminReservationQuerySchema,
} from '@convoy/domain/contracts/admin-lists.schema';
import {
  reservationChangePreviewSchema,
  reservationChangeResponseSchema,
  reservationStaffChangeSchema,
} from '@convoy/domain/contracts/reservation-change.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { adminListRoutes } from '../back-office/admin-list.routes.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import { requestHash } from './request-hash.ts';
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

  // Staff change a booking as the renter would, without the e-mail address: previewed, then applied.
  routes.post(
    '/:code/changes/price',
    {
      schema: {
        params: adminReservationCodeParamsSchema,
        body: reservationStaffChangeSchema,
        response: { 200: reservationChangePreviewSchema },
      },
      config: { audit: false },
    },
    async (request) => app.services.changes.preview(request.params.code, undefined, request.body),
  );
  routes.post(
    '/:code/changes',
    {
      schema: {
        params: adminReservationCodeParamsSchema,
        body: reservationStaffChangeSchema,
        response: { 200: reservationChangeResponseSchema },
      },
      config: { audit: { action: 'booking changed', before: (request) => bookings.detail(codeOf(request)) } },
    },
    async (request, reply) => {
      const { code } = request.params;
      const key = idempotencyKeyOf(request);
      const hash = requestHash(request.body);
      const result =
        (await app.services.changes.replay(code, key, hash)) ??
        (await app.services.changes.apply(code, undefined, request.body, { key, hash }));
      request.log.info({ admin: adminOf(request).email, code }, 'booking changed from the back office');
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  );

  // A manager sets aside the floor a change left on what cancelling costs (SPEC Part B §14).
  routes.post(
    '/:code/cancellation-floor/waive',
    {
      schema: { params: adminReservationCodeParamsSchema, response: { 200: adminReservationDetailSchema } },
      config: {
        staffArea: 'money',
        audit: {
          action: 'cancellation fee floor waived',
          before: (request) => bookings.detail(codeOf(request)),
        },
      },
    },
    async (request) => {
      const { code } = request.params;
      await bookings.waiveFloor(code, adminOf(request).email);
      request.log.info({ admin: adminOf(request).email, code }, 'cancellation fee floor waived');
      return bookings.detail(code);
    },
  );

  // Through the engine's cancel service: the renter and the staff are e-mailed, the units freed.
  routes.post(
    '/:code/cancel',
    {
      schema: { params: adminReservationCodeParamsSchema, response: { 200: adminReservationDetailSchema } },
      config: {
        audit: { action: 'booking cancelled', before: (request) => bookings.detail(codeOf(request)) },
      },
    },
    async (request) => {
      const { code } = request.params;
      await app.services.manage.cancel(code, await bookings.renterEmail(code));
      request.log.info({ admin: adminOf(request).email, code }, 'booking cancelled from the back office');
      return bookings.detail(code);
    },
  );
}

/** The reservation code of a validated request's parameters. */
function codeOf(request: FastifyRequest): string {
  return (request.params as { code: string }).code;
}
