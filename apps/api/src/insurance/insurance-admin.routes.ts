import { certificateIdParamsSchema } from '@convoy/domain/contracts/admin-money.schema';
import {
  adminInsuranceListSchema,
  adminInsuranceQuerySchema,
  insuranceCertificateSchema,
  insuranceReviewedSchema,
  insuranceReviewSchema,
  insuranceSettingsSchema,
} from '@convoy/domain/contracts/insurance.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { sendCertificateFile } from '../plugins/certificate-upload.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/insurance (decision 023): the certificates of insurance to
 * review, one with its file, verifying or rejecting it, and the minimum
 * liability limit (a company setting beside the payment settings).
 */
export async function adminInsuranceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const insurance = app.services.insurance;

  routes.get(
    '/',
    { schema: { querystring: adminInsuranceQuerySchema, response: { 200: adminInsuranceListSchema } } },
    async (request) => ({ certificates: await insurance.list(request.query) }),
  );

  routes.get(
    '/settings',
    { schema: { response: { 200: insuranceSettingsSchema } }, config: { staffArea: 'settings' } },
    async () => insurance.settings(),
  );

  routes.put(
    '/settings',
    {
      schema: { body: insuranceSettingsSchema, response: { 200: insuranceSettingsSchema } },
      config: {
        staffArea: 'settings',
        audit: { action: 'insurance settings saved', entity: 'settings', before: () => insurance.settings() },
      },
    },
    async (request) => insurance.saveSettings(request.body),
  );

  routes.get(
    '/:id',
    { schema: { params: certificateIdParamsSchema, response: { 200: insuranceCertificateSchema } } },
    async (request) => insurance.detail(request.params.id),
  );

  routes.post(
    '/:id/review',
    {
      schema: {
        params: certificateIdParamsSchema,
        body: insuranceReviewSchema,
        response: { 200: insuranceReviewedSchema },
      },
      config: { audit: { action: 'insurance certificate reviewed' } },
    },
    async (request) => {
      const by = adminOf(request).email;
      const certificate = await insurance.review(request.params.id, request.body, by);
      request.log.info(
        { admin: by, certificate: request.params.id, decision: request.body.decision },
        'insurance certificate reviewed',
      );
      return certificate;
    },
  );

  routes.get('/:id/file', { schema: { params: certificateIdParamsSchema } }, async (request, reply) =>
    sendCertificateFile(reply, await insurance.file(request.params.id)),
  );
}
