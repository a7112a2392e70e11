import { adminReservationCodeParamsSchema } from '@convoy/domain/contracts/admin-lists.schema';
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
import { counterDriversResponseSchema } from '@convoy/domain/contracts/driver.schema';
import { reservationCodeParamsSchema } from '@convoy/domain/contracts/fleet-unit.schema';
import { addedFeesSchema, addFeesRequestSchema } from '@convoy/domain/contracts/incidental-fee.schema';
import {
  swapAddendumParamsSchema,
  swapRequestSchema,
  swapUnitsQuerySchema,
  swapUnitsSchema,
} from '@convoy/domain/contracts/vehicle-swap.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { ApiError } from '../errors.ts';
import { acceptImageUploads, readUpload } from '../media/upload.ts';
import { sendPdf } from '../plugins/pdf-reply.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { keyedRequestOf, markReplay } from '../reservations/keyed-action.ts';

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
export async function adminCounterRoutes(app: FastifyInstance): Promise<void> {
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
    async (request) => handovers.previewCheckIn(request.params.code, request.body, adminOf(request).email),
  );

  routes.post(
    '/:code/check-in',
    { schema: { ...answer, body: checkInRequestSchema }, config: { audit: { action: 'checked in' } } },
    async (request) => {
      const by = adminOf(request).email;
      const result = await handovers.recordCheckIn(request.params.code, request.body, by);
      request.log.info(
        { admin: by, code: result.code, chargesCents: result.chargesTotalCents },
        'checked in',
      );
      return result;
    },
  );

  // A booked vehicle swapped for another unit mid-rental (decision 035): the units it may take, and the swap.
  routes.get(
    '/:code/swap/units',
    {
      schema: {
        params: reservationCodeParamsSchema,
        querystring: swapUnitsQuerySchema,
        response: { 200: swapUnitsSchema },
      },
    },
    async (request) =>
      app.services.swaps.units(request.params.code, request.query.classId, request.query.seq),
  );
  routes.post(
    '/:code/swap',
    { schema: { ...answer, body: swapRequestSchema }, config: { audit: { action: 'vehicle swapped' } } },
    async (request) => {
      const by = adminOf(request).email;
      const result = await app.services.swaps.swap(request.params.code, request.body, by);
      request.log.info(
        { admin: by, code: result.code, from: request.body.fromUnitId, to: request.body.toUnitId },
        'vehicle swapped',
      );
      return result;
    },
  );
  routes.get(
    '/:code/swaps/:classId/:seq/:leg/addendum.pdf',
    { schema: { params: swapAddendumParamsSchema } },
    async (request, reply) => {
      const { code, classId, seq, leg } = request.params;
      const pdf = await app.services.swaps.addendumPdf(code, classId, seq, leg);
      if (!pdf) throw new ApiError(404, 'not_found', 'This booking has no such swap addendum.');
      return sendPdf(reply, { fileName: `Swap addendum ${code} ${classId} ${seq}-${leg}.pdf`, data: pdf });
    },
  );

  // Incidental fees after the check-in began (decision 032): an action on money, once per Idempotency-Key.
  routes.post(
    '/:code/fees',
    {
      schema: {
        params: reservationCodeParamsSchema,
        body: addFeesRequestSchema,
        response: { 200: addedFeesSchema },
      },
      config: { audit: { action: 'fees added' } },
    },
    async (request, reply) => {
      const by = adminOf(request).email;
      const { replayed, ...result } = await app.services.bookingFees.add(
        request.params.code,
        request.body,
        keyedRequestOf(request),
        by,
      );
      markReplay(reply, { replayed });
      request.log.info(
        { admin: by, code: request.params.code, invoice: result.invoice?.number ?? null },
        'fees added',
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

  // A reservation's drivers with their licence numbers in full, for the counter.
  routes.get(
    '/:code/drivers',
    {
      schema: { params: adminReservationCodeParamsSchema, response: { 200: counterDriversResponseSchema } },
      // The counter's own area holds check-out and check-in; licence numbers in full are an area of their own.
      config: { staffArea: 'licences' },
    },
    async (request, reply) => {
      const result = await app.services.reservationsAdmin.counterDrivers(request.params.code);
      // Who opened which booking's licences; never the numbers.
      request.log.info({ admin: adminOf(request).email, code: request.params.code }, 'licence numbers shown');
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
}
