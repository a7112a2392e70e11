import {
  calendarQuerySchema,
  calendarSchema,
  checkInRequestSchema,
  checkOutMaxBodyBytes,
  checkOutRequestSchema,
  handoverPhotoSchema,
  handoverSchema,
  photoParamsSchema,
  photoQuerySchema,
  todayQuerySchema,
  todaySchema,
} from '@convoy/domain/contracts/counter.schema';
import { reservationCodeParamsSchema } from '@convoy/domain/contracts/fleet-unit.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../admin/admin-auth.hook.ts';
import { ApiError } from '../errors.ts';
import { sendPdf } from '../invoices/pdf-reply.ts';
import { acceptImageUploads, readUpload } from '../media/upload.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** /api/admin/calendar: a location's units and what holds them, up to three months at once (decision 015). */
export async function adminCalendarRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/',
      { schema: { querystring: calendarQuerySchema, response: { 200: calendarSchema } } },
      async (request) => app.services.counter.calendar(request.query),
    );
}

/**
 * /api/admin/counter: a location's pickups and returns of a day with what each
 * still lacks, and a reservation's check-out and check-in (decision 015).
 */
export async function adminTodayRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const handovers = app.services.handovers;
  const answer = { params: reservationCodeParamsSchema, response: { 200: handoverSchema } };

  routes.get('/:code/handover', { schema: answer }, async (request) => handovers.view(request.params.code));

  // Photos of the vehicles going out and coming back: one image per request, kept private to staff.
  await acceptImageUploads(app);
  routes.post(
    '/:code/photos',
    {
      schema: {
        params: reservationCodeParamsSchema,
        querystring: photoQuerySchema,
        response: { 201: handoverPhotoSchema },
      },
      config: { audit: { action: 'photo added' } },
    },
    async (request, reply) => {
      const file = await readUpload(request);
      const by = adminOf(request).email;
      const photo = await app.services.handoverPhotos.add(request.params.code, request.query, file, by);
      request.log.info(
        { admin: by, code: request.params.code, photo: photo.id, bytes: file.data.length },
        'photo added',
      );
      return reply.code(201).send(photo);
    },
  );
  routes.get('/:code/photos/:photoId', { schema: { params: photoParamsSchema } }, async (request, reply) => {
    const photo = await app.services.handoverPhotos.file(request.params.code, request.params.photoId);
    // Evidence about a person's rental: staff only, never kept by a shared cache.
    return reply
      .header('content-type', photo.contentType)
      .header('cache-control', 'private, max-age=3600')
      .send(photo.bytes);
  });
  routes.delete(
    '/:code/photos/:photoId',
    { schema: { params: photoParamsSchema }, config: { audit: { action: 'photo removed' } } },
    async (request, reply) => {
      await app.services.handoverPhotos.remove(request.params.code, request.params.photoId);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/:code/agreement.pdf',
    { schema: { params: reservationCodeParamsSchema } },
    async (request, reply) => {
      const pdf = await app.services.handovers.agreementPdf(request.params.code);
      if (!pdf) throw new ApiError(404, 'not_found', 'This booking has no signed rental agreement yet.');
      return sendPdf(reply, { fileName: `Rental agreement ${request.params.code}.pdf`, data: pdf });
    },
  );

  routes.post(
    '/:code/check-out',
    {
      schema: { ...answer, body: checkOutRequestSchema },
      bodyLimit: checkOutMaxBodyBytes,
      config: { audit: { action: 'checked out' } },
    },
    async (request) => {
      const by = adminOf(request).email;
      const result = await handovers.checkOut(request.params.code, request.body, by);
      request.log.info({ admin: by, code: result.code, vehicles: result.vehicles.length }, 'checked out');
      return result;
    },
  );

  routes.post(
    '/:code/check-in/preview',
    { schema: { ...answer, body: checkInRequestSchema }, config: { audit: false } },
    async (request) => handovers.checkIn(request.params.code, request.body, adminOf(request).email, false),
  );

  routes.post(
    '/:code/check-in',
    { schema: { ...answer, body: checkInRequestSchema }, config: { audit: { action: 'checked in' } } },
    async (request) => {
      const by = adminOf(request).email;
      const result = await handovers.checkIn(request.params.code, request.body, by, true);
      request.log.info(
        { admin: by, code: result.code, chargesCents: result.chargesTotalCents },
        'checked in',
      );
      return result;
    },
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/today',
      { schema: { querystring: todayQuerySchema, response: { 200: todaySchema } } },
      async (request) => app.services.counter.today(request.query),
    );
}
