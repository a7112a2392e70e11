import {
  accountingConnectSchema,
  accountingMappingRequestSchema,
  accountingMappingSchema,
  accountingMappingsSchema,
  accountingStatusSchema,
  journalQuerySchema,
} from '@convoy/domain/contracts/accounting.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { csvChunks } from '../back-office/csv.ts';
import { sendCsv } from '../back-office/csv-reply.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { journalColumns } from './journal.ts';

const idParams = z.object({ id: z.string().max(64) });
const locationParams = z.object({ locationId: z.string().max(64) });
/** What Intuit sends back: a code, or an error when staff declined. */
const callbackQuery = z.object({
  code: z.string().max(1000).optional(),
  state: z.string().max(200).optional(),
  realmId: z.string().max(40).optional(),
  error: z.string().max(200).optional(),
});
/** Where staff land after Intuit's consent page: the Accounting screen, saying how it went. */
const backTo = (outcome: 'connected' | 'refused') => `/admin?view=accounting&quickbooks=${outcome}`;

/**
 * /api/admin/accounting (decision 040), the money area: how the push to
 * QuickBooks stands, a failed entry retried, the journal export; the
 * settings area's: the connection (connect, Intuit's callback, disconnect)
 * and each location's accounts.
 */
export async function adminAccountingRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const accounting = app.services.accounting;

  routes.get('/', { schema: { response: { 200: accountingStatusSchema } } }, () => accounting.status());

  routes.post(
    '/connect',
    {
      schema: { response: { 200: accountingConnectSchema } },
      // Starts a sign-in at Intuit and changes nothing else; the callback enters the connection in the log.
      config: { staffArea: 'settings', audit: false },
    },
    async () => ({ url: await accounting.connection.start() }),
  );

  routes.get(
    '/callback',
    { schema: { querystring: callbackQuery }, config: { staffArea: 'settings' } },
    async (request, reply) => {
      const { code, state, realmId } = request.query;
      if (!code || !state || !realmId) return reply.redirect(backTo('refused'));
      await accounting.connection.finish(request.url, { state, realmId }, adminOf(request).email);
      return reply.redirect(backTo('connected'));
    },
  );

  routes.post(
    '/disconnect',
    {
      schema: { response: { 200: accountingStatusSchema } },
      config: {
        staffArea: 'settings',
        audit: { action: 'QuickBooks disconnected', entity: 'settings', id: () => 'quickbooks' },
      },
    },
    async () => {
      await accounting.connection.disconnect();
      return accounting.status();
    },
  );

  routes.post(
    '/entries/:id/retry',
    {
      schema: { params: idParams, response: { 200: accountingStatusSchema } },
      config: { audit: { action: 'accounting entry retried' } },
    },
    async (request) => {
      await accounting.retry(request.params.id, app.services.now());
      return accounting.status();
    },
  );

  routes.get(
    '/mappings',
    { schema: { response: { 200: accountingMappingsSchema } }, config: { staffArea: 'settings' } },
    () => accounting.mappings(),
  );

  routes.put(
    '/mappings/:locationId',
    {
      schema: {
        params: locationParams,
        body: accountingMappingRequestSchema,
        response: { 200: accountingMappingSchema },
      },
      config: {
        staffArea: 'settings',
        audit: {
          action: 'accounting accounts saved',
          entity: 'settings',
          id: (request) => (request.params as { locationId: string }).locationId,
        },
      },
    },
    (request) =>
      accounting.saveMapping(
        request.params.locationId,
        request.body,
        adminOf(request).email,
        app.services.now(),
      ),
  );

  routes.get('/journal.csv', { schema: { querystring: journalQuerySchema } }, async (request, reply) => {
    const { from, to } = request.query;
    return sendCsv(
      reply,
      `journal-${from}-to-${to}.csv`,
      csvChunks(journalColumns, accounting.journal(request.query)),
    );
  });
}
