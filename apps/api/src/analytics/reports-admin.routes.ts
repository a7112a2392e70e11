import {
  attributionReportQuerySchema,
  attributionReportSchema,
  siteHealthQuerySchema,
  siteHealthSchema,
} from '@convoy/domain/contracts/admin-reports.schema';
import {
  cancellationsQuerySchema,
  cancellationsReportSchema,
  leadTimeQuerySchema,
  leadTimeReportSchema,
  revenueQuerySchema,
  revenueReportSchema,
  utilisationQuerySchema,
  utilisationReportSchema,
} from '@convoy/domain/contracts/business-reports.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { sendCsv } from '../back-office/csv-reply.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { cancellationsCsv, leadTimeCsv, revenueCsv, utilisationCsv } from './business-reports-csv.ts';

/**
 * /api/admin/reports: the attribution report (bookings, booked value, quotes and
 * leads by source / medium / campaign over a period) and site health (traffic
 * and Web Vitals p75 per page), and the business reports (decision 044), each
 * as JSON and, with `.csv`, as the same rows to download.
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

  const report = <Q, R>(
    name: string,
    schemas: { query: ZodType<Q>; answer: ZodType<R> },
    compute: (query: Q) => Promise<R>,
    csv: (report: R) => AsyncIterable<string>,
  ) => {
    routes.get(
      `/${name}`,
      { schema: { querystring: schemas.query, response: { 200: schemas.answer } } },
      (request) => compute(request.query as Q),
    );
    routes.get(`/${name}.csv`, { schema: { querystring: schemas.query } }, async (request, reply) => {
      const query = request.query as Q & { from: string; to: string };
      return sendCsv(reply, `${name}-${query.from}-to-${query.to}.csv`, csv(await compute(query)));
    });
  };
  const reports = app.services.reports;
  report(
    'utilisation',
    { query: utilisationQuerySchema, answer: utilisationReportSchema },
    (q) => reports.utilisation(q),
    utilisationCsv,
  );
  report(
    'revenue',
    { query: revenueQuerySchema, answer: revenueReportSchema },
    (q) => reports.revenue(q),
    revenueCsv,
  );
  report(
    'lead-time',
    { query: leadTimeQuerySchema, answer: leadTimeReportSchema },
    (q) => reports.leadTime(q),
    leadTimeCsv,
  );
  report(
    'cancellations',
    { query: cancellationsQuerySchema, answer: cancellationsReportSchema },
    (q) => reports.cancellations(q),
    cancellationsCsv,
  );
}
