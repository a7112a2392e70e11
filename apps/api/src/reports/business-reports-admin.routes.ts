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
 * /api/admin/reports: the business reports (decision 044), each as JSON and,
 * with `.csv`, as the same rows and their total to download. Beside the
 * attribution report and site health (analytics/reports-admin.routes.ts).
 */
export async function adminBusinessReportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const report = <Q extends { from: string; to: string }, R>(
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
      const query = request.query as Q;
      return sendCsv(reply, `${name}-${query.from}-to-${query.to}.csv`, csv(await compute(query)));
    });
  };
  const reports = app.services.businessReports;
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
