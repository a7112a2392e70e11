import {
  type AdminInvoiceRow,
  adminInvoicePageSchema,
  adminInvoiceQuerySchema,
  adminInvoiceRowSchema,
  invoiceNumberParamsSchema,
} from '@convoy/domain/contracts/admin-money.schema';
import { bankTransferSchema } from '@convoy/domain/contracts/payment.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { type CsvColumn, csvChunks, csvFileName, nameColumn } from '../back-office/csv.ts';
import { sendCsv } from '../back-office/csv-reply.ts';
import { sendPdf } from '../plugins/pdf-reply.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { keyedRequestOf, markReplay } from '../reservations/keyed-action.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

const csvColumns: CsvColumn<AdminInvoiceRow>[] = [
  { header: 'Invoice', value: (r) => r.number },
  { header: 'Status', value: (r) => r.status },
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Issued on', value: (r) => r.issuedOn },
  { header: 'Due on', value: (r) => r.dueOn },
  { header: 'Reservation', value: (r) => r.reservationCode },
  nameColumn('Billed to', (r) => r.billTo),
  { header: 'Organisation', value: (r) => r.organisationCode },
  { header: 'PO number', value: (r) => r.poNumber },
  { header: 'Total (USD)', value: (r) => dollars(r.totalCents) },
  { header: 'Paid (USD)', value: (r) => dollars(r.paidCents) },
  { header: 'Balance due (USD)', value: (r) => dollars(r.balanceDueCents) },
  { header: 'Days overdue', value: (r) => r.daysOverdue },
];

/**
 * /api/admin/invoices: the list with aged receivables (current, 1–30, 31–60,
 * 61–90, 90+ days past due), its CSV export, an invoice's PDF, a bank
 * transfer recorded against it, and e-mailing it again.
 */
export async function adminInvoiceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const invoices = app.services.invoicesAdmin;

  routes.get(
    '/',
    { schema: { querystring: adminInvoiceQuerySchema, response: { 200: adminInvoicePageSchema } } },
    async (request) => invoices.page(request.query),
  );

  routes.get('/export.csv', { schema: { querystring: adminInvoiceQuerySchema } }, async (request, reply) => {
    const batches = invoices.forExport(request.query);
    return sendCsv(reply, csvFileName('invoices', app.services.now()), csvChunks(csvColumns, batches));
  });

  routes.get('/:number.pdf', { schema: { params: invoiceNumberParamsSchema } }, async (request, reply) =>
    sendPdf(reply, (await app.services.invoiceFiles.byNumber(request.params.number)).pdf),
  );

  routes.post(
    '/:number/bank-transfers',
    {
      schema: {
        params: invoiceNumberParamsSchema,
        body: bankTransferSchema,
        response: { 201: adminInvoiceRowSchema },
      },
    },
    async (request, reply) => {
      const by = adminOf(request).email;
      const keyed = keyedRequestOf(request);
      const done = await invoices.recordBankTransfer(request.params.number, request.body, by, keyed);
      request.log.info(
        { admin: by, invoice: request.params.number, cents: request.body.amountCents },
        'bank transfer recorded',
      );
      markReplay(reply, done);
      return reply.code(201).send(done.row);
    },
  );

  routes.post(
    '/:number/resend',
    {
      schema: { params: invoiceNumberParamsSchema, response: { 200: z.object({ to: z.string().max(254) }) } },
    },
    async (request) => invoices.resend(request.params.number),
  );
}
