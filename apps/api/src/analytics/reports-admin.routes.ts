import {
  type AttributionReport,
  attributionReportQuerySchema,
  attributionReportSchema,
  siteHealthQuerySchema,
  siteHealthSchema,
} from '@convoy/domain/contracts/admin-reports.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { AttributionReportRepository } from './attribution-report.repository.ts';
import { periodBounds } from './period.ts';
import { siteHealth } from './site-health.ts';

/**
 * /api/admin/reports: the attribution report (bookings, booked value, quotes and
 * leads by source / medium / campaign over a period) and site health (traffic
 * and Web Vitals p75 per page).
 */
export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/attribution',
    { schema: { querystring: attributionReportQuerySchema, response: { 200: attributionReportSchema } } },
    async (request): Promise<AttributionReport> => {
      const { from, to, model } = request.query;
      const { start, end } = periodBounds(from, to);
      const rows = await new AttributionReportRepository(app.db).report(model, start!, end!);
      const totals = { bookings: 0, bookedValueCents: 0, cancelledBookings: 0, quotes: 0, leads: 0 };
      for (const row of rows) {
        for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
      }
      return { from, to, model, rows, totals };
    },
  );

  routes.get(
    '/site-health',
    { schema: { querystring: siteHealthQuerySchema, response: { 200: siteHealthSchema } } },
    async (request) => siteHealth(app.db, request.query),
  );
}
