import {
  calendarQuerySchema,
  calendarSchema,
  checkInRequestSchema,
  checkOutRequestSchema,
  handoverSchema,
  todayQuerySchema,
  todaySchema,
} from '@convoy/domain/contracts/counter.schema';
import { reservationCodeParamsSchema } from '@convoy/domain/contracts/fleet-unit.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../admin/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** /api/admin/calendar: a location's units and what holds them, up to three months at once (issue 20). */
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
 * still lacks, and a reservation's check-out and check-in (issue 20).
 */
export async function adminTodayRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const handovers = app.services.handovers;
  const answer = { params: reservationCodeParamsSchema, response: { 200: handoverSchema } };

  routes.get('/:code/handover', { schema: answer }, async (request) => handovers.view(request.params.code));

  routes.post(
    '/:code/check-out',
    { schema: { ...answer, body: checkOutRequestSchema }, config: { audit: { action: 'checked out' } } },
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
