import {
  calendarQuerySchema,
  calendarSchema,
  todayQuerySchema,
  todaySchema,
} from '@convoy/domain/contracts/counter.schema';
import type { FastifyInstance } from 'fastify';
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

/** /api/admin/counter/today: a location's pickups and returns of a day, with what each still lacks (issue 20). */
export async function adminTodayRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/today',
      { schema: { querystring: todayQuerySchema, response: { 200: todaySchema } } },
      async (request) => app.services.counter.today(request.query),
    );
}
