import {
  attributionReportQuerySchema,
  attributionReportSchema,
  siteHealthQuerySchema,
  siteHealthSchema,
} from '@convoy/domain/contracts/admin-reports.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';

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
    async (request) => app.services.reports.attribution(request.query),
  );

  routes.get(
    '/site-health',
    { schema: { querystring: siteHealthQuerySchema, response: { 200: siteHealthSchema } } },
    async (request) => app.services.reports.siteHealth(request.query),
  );
}
