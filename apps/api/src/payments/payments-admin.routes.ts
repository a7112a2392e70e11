import { adminReservationCodeParamsSchema } from '@convoy/domain/contracts/admin-lists.schema';
import {
  type AdminPaymentRow,
  adminPaymentPageSchema,
  adminPaymentQuerySchema,
  adminPaymentRowSchema,
  paymentIdParamsSchema,
} from '@convoy/domain/contracts/admin-money.schema';
import {
  captureRequestSchema,
  paymentSettingsSchema,
  refundRequestSchema,
} from '@convoy/domain/contracts/payment.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { adminListRoutes } from '../back-office/admin-list.routes.ts';
import { type CsvColumn, nameColumn } from '../back-office/csv.ts';
import { ApiError } from '../errors.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { keyedRequestOf, markReplay } from '../reservations/keyed-action.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

const csvColumns: CsvColumn<AdminPaymentRow>[] = [
  { header: 'Payment', value: (r) => r.id },
  { header: 'Reservation', value: (r) => r.reservationCode },
  nameColumn('Renter', (r) => r.renterName),
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Status', value: (r) => r.status },
  { header: 'Method', value: (r) => r.description },
  { header: 'Asked (USD)', value: (r) => dollars(r.amountCents) },
  { header: 'Held (USD)', value: (r) => dollars(r.authorisedCents) },
  { header: 'Received (USD)', value: (r) => dollars(r.capturedCents) },
  { header: 'Refunded (USD)', value: (r) => dollars(r.refundedCents) },
  { header: 'Created at', value: (r) => r.createdAt },
  { header: 'Recorded by', value: (r) => r.createdBy },
];

/**
 * /api/admin/payments: the payments list with refunds and its export, the
 * payment settings, and staff's actions on a card payment (capture, release,
 * refund) or a reservation (charge the balance to the saved card).
 */
export async function adminPaymentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const payments = app.services.paymentsAdmin;
  adminListRoutes(app, {
    querySchema: adminPaymentQuerySchema,
    pageSchema: adminPaymentPageSchema,
    list: payments.list,
    csvColumns,
    fileName: 'payments',
  });

  const settingsAnswer = paymentSettingsSchema.extend({ cardPaymentsAvailable: z.boolean() });
  // As stored: without a provider nothing is collected whatever they say, and saving them keeps the choice.
  routes.get(
    '/settings',
    { schema: { response: { 200: settingsAnswer } }, config: { staffArea: 'settings' } },
    async () => ({
      ...(await app.services.payments.storedSettings()),
      cardPaymentsAvailable: app.services.payments.provider !== null,
    }),
  );
  routes.put(
    '/settings',
    {
      schema: { body: paymentSettingsSchema, response: { 200: settingsAnswer } },
      config: {
        staffArea: 'settings',
        audit: {
          action: 'payment settings saved',
          entity: 'settings',
          id: () => 'payments',
          before: () => app.services.payments.storedSettings(),
        },
      },
    },
    async (request) => {
      await app.services.payments.saveSettings(request.body);
      request.log.info({ admin: adminOf(request).email, settings: request.body }, 'payment settings saved');
      return {
        ...(await app.services.payments.storedSettings()),
        cardPaymentsAvailable: app.services.payments.provider !== null,
      };
    },
  );

  const one = { params: paymentIdParamsSchema, response: { 200: adminPaymentRowSchema } };
  routes.get('/:id', { schema: one }, async (request) => payments.row(request.params.id));

  const before = (request: FastifyRequest) => payments.row((request.params as { id: string }).id);
  routes.post(
    '/:id/capture',
    {
      schema: { ...one, body: captureRequestSchema },
      config: { audit: { action: 'deposit captured', before } },
    },
    async (request, reply) => {
      const by = adminOf(request).email;
      const { amountCents } = request.body;
      const done = await payments.capture(request.params.id, amountCents, by, keyedRequestOf(request));
      request.log.info({ admin: by, payment: request.params.id, cents: amountCents }, 'deposit captured');
      markReplay(reply, done);
      return done.row;
    },
  );

  routes.post(
    '/:id/release',
    { schema: one, config: { audit: { action: 'deposit released', before } } },
    async (request, reply) => {
      const by = adminOf(request).email;
      const done = await payments.release(request.params.id, by, keyedRequestOf(request));
      request.log.info({ admin: by, payment: request.params.id }, 'deposit released');
      markReplay(reply, done);
      return done.row;
    },
  );

  routes.post(
    '/:id/refund',
    {
      schema: { ...one, body: refundRequestSchema.omit({ paymentId: true }) },
      config: { audit: { action: 'payment refunded', before } },
    },
    async (request, reply) => {
      const by = adminOf(request).email;
      const { amountCents, reason } = request.body;
      const done = await payments.refund(request.params.id, amountCents, reason, by, keyedRequestOf(request));
      request.log.info({ admin: by, payment: request.params.id, cents: amountCents }, 'refund');
      markReplay(reply, done);
      return done.row;
    },
  );

  routes.post(
    '/reservations/:code/charge-balance',
    {
      schema: { params: adminReservationCodeParamsSchema, response: { 200: adminPaymentRowSchema } },
      config: { audit: { action: 'balance charged to the saved card' } },
    },
    async (request, reply) => {
      const by = adminOf(request).email;
      const done = await payments.chargeBalance(request.params.code, by, keyedRequestOf(request));
      request.log.info({ admin: by, code: request.params.code }, 'balance charged to the saved card');
      // A declined card is the answer to this key, the first time and on a replay.
      if (done.row.status === 'failed') {
        throw new ApiError(
          402,
          'card_declined',
          `The saved card was declined: ${done.row.failureMessage ?? 'the bank refused it.'} Send the renter the payment link instead.`,
        );
      }
      markReplay(reply, done);
      return done.row;
    },
  );
}
