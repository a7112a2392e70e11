import { adminOrganisationCodeParamsSchema } from '@convoy/domain/contracts/admin-money.schema';
import {
  bookingCustomerSchema,
  customerBookingParamsSchema,
  customerEraseRequestSchema,
  customerErasureSchema,
  customerKeyParamsSchema,
  customerKeySchema,
  customerMergeRequestSchema,
  customerNoteParamsSchema,
  customerNoteRequestSchema,
  customerNoteSchema,
  customerPinRequestSchema,
  customerRecordSchema,
  organisationRecordSchema,
} from '@convoy/domain/contracts/customer.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/customers (decision 043): a person's record, staff's notes, merging e-mails, and (the personal-data
 * area: managers and owners) the person's data exported and erased; an organisation's notes and trail. The
 * service writes each audit entry itself, with ids and counts only, so no route here is audited by its answer.
 */
export async function adminCustomerRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const customers = app.services.customers;
  const quiet = { audit: false } as const;

  routes.get(
    '/bookings/:code',
    { schema: { params: customerBookingParamsSchema, response: { 200: bookingCustomerSchema } } },
    async (request) => customers.bookingCustomer(request.params.code),
  );
  routes.get(
    '/organisations/:code',
    { schema: { params: adminOrganisationCodeParamsSchema, response: { 200: organisationRecordSchema } } },
    async (request) => customers.organisationRecord(request.params.code),
  );
  routes.post(
    '/organisations/:code/notes',
    {
      schema: {
        params: adminOrganisationCodeParamsSchema,
        body: customerNoteRequestSchema,
        response: { 201: customerNoteSchema },
      },
      config: quiet,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await customers.addOrganisationNote(request.params.code, request.body, adminOf(request).email)),
  );
  routes.patch(
    '/notes/:id',
    {
      schema: {
        params: customerNoteParamsSchema,
        body: customerPinRequestSchema,
        response: { 200: customerNoteSchema },
      },
      config: quiet,
    },
    async (request) => (await customers.changeNote(request.params.id, request.body))!,
  );
  routes.delete(
    '/notes/:id',
    { schema: { params: customerNoteParamsSchema }, config: quiet },
    async (request, reply) => {
      await customers.changeNote(request.params.id, 'delete');
      return reply.code(204).send();
    },
  );
  routes.get(
    '/:key',
    { schema: { params: customerKeyParamsSchema, response: { 200: customerRecordSchema } } },
    async (request) => customers.record(request.params.key),
  );
  routes.post(
    '/:key/notes',
    {
      schema: {
        params: customerKeyParamsSchema,
        body: customerNoteRequestSchema,
        response: { 201: customerNoteSchema },
      },
      config: quiet,
    },
    async (request, reply) =>
      reply.code(201).send(await customers.addNote(request.params.key, request.body, adminOf(request).email)),
  );
  routes.post(
    '/:key/merges',
    { schema: { params: customerKeyParamsSchema, body: customerMergeRequestSchema }, config: quiet },
    async (request, reply) => {
      await customers.merge(request.params.key, request.body.email, adminOf(request).email);
      return reply.code(204).send();
    },
  );
  routes.delete(
    '/:key/merges/:from',
    { schema: { params: customerKeyParamsSchema.extend({ from: customerKeySchema }) }, config: quiet },
    async (request, reply) => {
      await customers.unmerge(request.params.key, request.params.from);
      return reply.code(204).send();
    },
  );
  routes.get(
    '/:key/export',
    {
      schema: { params: customerKeyParamsSchema, response: { 200: z.record(z.string(), z.unknown()) } },
      config: { staffArea: 'personal-data' },
    },
    async (request, reply) => {
      const data = await customers.exportData(request.params.key);
      return reply
        .header('content-disposition', 'attachment; filename="customer-data.json"')
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
  routes.post(
    '/:key/erase',
    {
      schema: {
        params: customerKeyParamsSchema,
        body: customerEraseRequestSchema,
        response: { 200: customerErasureSchema },
      },
      config: { staffArea: 'personal-data', ...quiet },
    },
    async (request) => customers.erase(request.params.key),
  );
}
