import {
  type AdminOrganisationRow,
  adminOrganisationCodeParamsSchema,
  adminOrganisationDetailSchema,
  adminOrganisationPageSchema,
  adminOrganisationQuerySchema,
  certificateIdParamsSchema,
  certificateReviewSchema,
  termsDecisionSchema,
} from '@convoy/domain/contracts/admin-money.schema';
import { taxCertificateSchema } from '@convoy/domain/contracts/organisation.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { adminListRoutes } from '../back-office/admin-list.routes.ts';
import { type CsvColumn, nameColumn } from '../back-office/csv.ts';
import { sendCertificateFile } from '../plugins/certificate-upload.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

const csvColumns: CsvColumn<AdminOrganisationRow>[] = [
  { header: 'Code', value: (r) => r.code },
  nameColumn('Name', (r) => r.name),
  { header: 'Kind', value: (r) => r.kind },
  nameColumn('Billing contact', (r) => r.billingName),
  { header: 'Billing e-mail', value: (r) => r.billingEmail },
  { header: 'City', value: (r) => r.city },
  { header: 'State', value: (r) => r.region },
  { header: 'Invoice terms', value: (r) => r.termsStatus },
  { header: 'Net days', value: (r) => r.netDays },
  { header: 'Certificates to review', value: (r) => r.certificatesToReview },
  { header: 'Opened at (UTC)', value: (r) => r.createdAt },
];

/**
 * /api/admin/organisations: the list and its export, one organisation's page,
 * deciding its invoice terms, a new access key e-mailed to its billing
 * contact, and reviewing its tax-exemption certificates.
 */
export async function adminOrganisationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const organisations = app.services.organisationsAdmin;
  adminListRoutes(app, {
    querySchema: adminOrganisationQuerySchema,
    pageSchema: adminOrganisationPageSchema,
    list: organisations.list,
    csvColumns,
    fileName: 'organisations',
  });

  routes.get(
    '/:code',
    {
      schema: { params: adminOrganisationCodeParamsSchema, response: { 200: adminOrganisationDetailSchema } },
    },
    async (request) => organisations.detail(request.params.code),
  );

  routes.post(
    '/:code/terms',
    {
      schema: {
        params: adminOrganisationCodeParamsSchema,
        body: termsDecisionSchema,
        response: { 200: adminOrganisationDetailSchema },
      },
    },
    async (request) => {
      const by = adminOf(request).email;
      const detail = await organisations.decideTerms(request.params.code, request.body, by);
      request.log.info(
        { admin: by, organisation: request.params.code, decision: request.body.decision },
        'invoice terms decided',
      );
      return detail;
    },
  );

  routes.post(
    '/:code/key',
    {
      schema: { params: adminOrganisationCodeParamsSchema, response: { 200: adminOrganisationDetailSchema } },
      config: { audit: { action: 'access key issued' } },
    },
    async (request) => organisations.issueKey(request.params.code),
  );

  routes.post(
    '/certificates/:id/review',
    {
      schema: {
        params: certificateIdParamsSchema,
        body: certificateReviewSchema,
        response: { 200: taxCertificateSchema },
      },
    },
    async (request) => {
      const by = adminOf(request).email;
      const certificate = await organisations.reviewCertificate(request.params.id, request.body, by);
      request.log.info(
        { admin: by, certificate: request.params.id, decision: request.body.decision },
        'certificate reviewed',
      );
      return certificate;
    },
  );

  routes.get(
    '/certificates/:id/file',
    { schema: { params: certificateIdParamsSchema } },
    async (request, reply) => {
      const file = await organisations.certificateFile(request.params.id);
      return sendCertificateFile(reply, file);
    },
  );
}
