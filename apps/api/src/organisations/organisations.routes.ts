import { invoiceNumberParamsSchema } from '@convoy/domain/contracts/admin-money.schema';
import { fieldErrorsFromIssues } from '@convoy/domain/contracts/error.schema';
import {
  adminInsuranceListSchema,
  insuranceCertificateSchema,
} from '@convoy/domain/contracts/insurance.schema';
import {
  accessKeyIssuedSchema,
  certificateFieldsSchema,
  organisationCreatedSchema,
  organisationRequestSchema,
  taxCertificateSchema,
  termsRequestSchema,
} from '@convoy/domain/contracts/organisation.schema';
import { organisationAccountSchema } from '@convoy/domain/contracts/organisation-account.schema';
import type { FastifyInstance } from 'fastify';
import { actAs } from '../async-context.ts';
import { ApiError } from '../errors.ts';
import { readInsuranceUpload } from '../insurance/insurance.routes.ts';
import { acceptCertificateUploads, readCertificateUpload } from '../plugins/certificate-upload.ts';
import { checkFormGuard } from '../plugins/form-guard.ts';
import { sendPdf } from '../plugins/pdf-reply.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { validationError } from '../validation-error.ts';
import { credentialsOf } from './organisation-credentials.ts';

/**
 * POST /api/organisations (open an account, optionally asking for invoice
 * terms) and the organisation's own page under /account, acting with its code
 * and key (organisation-credentials.ts): its details, terms, certificates,
 * bookings and invoices; changing its access key; asking for terms; uploading a tax-exemption
 * certificate (one file, checked as the image optimiser checks its uploads);
 * downloading its invoices.
 */
export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  await acceptCertificateUploads(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  routes.post(
    '/',
    {
      schema: { body: organisationRequestSchema, response: { 201: organisationCreatedSchema } },
      config: { rateLimit: rateLimits.organisation },
      preValidation: checkFormGuard,
    },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await app.services.organisations.create(request.body)),
  );

  const account = { config: { rateLimit: rateLimits.account } };

  routes.get(
    '/account',
    { ...account, schema: { response: { 200: organisationAccountSchema } } },
    async (request, reply) =>
      reply.headers(noStore).send(await app.services.organisations.account(credentialsOf(request))),
  );

  routes.post(
    '/account/terms',
    { ...account, schema: { body: termsRequestSchema, response: { 200: organisationAccountSchema } } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await app.services.organisations.requestTerms(credentialsOf(request), request.body)),
  );

  routes.post(
    '/account/key',
    { ...account, schema: { response: { 200: accessKeyIssuedSchema } } },
    async (request, reply) => {
      const credentials = credentialsOf(request);
      // The audit log names the organisation as who changed its key.
      actAs({ name: credentials.code, role: 'organisation' });
      return reply.headers(noStore).send(await app.services.organisations.changeKey(credentials));
    },
  );

  routes.post(
    '/account/certificates',
    { ...account, schema: { response: { 201: taxCertificateSchema } } },
    async (request, reply) => {
      const credentials = credentialsOf(request);
      const { fields, file } = await readCertificateUpload(request);
      const parsed = certificateFieldsSchema.safeParse(fields);
      if (!parsed.success) throw validationError(fieldErrorsFromIssues(parsed.error.issues));
      const certificate = await app.services.organisations.uploadCertificate(credentials, parsed.data, file);
      request.log.info({ organisation: credentials.code, bytes: file.data.length }, 'certificate uploaded');
      return reply.code(201).headers(noStore).send(certificate);
    },
  );

  // Certificates of insurance (decision 023): the organisation's serve all its bookings while valid.
  routes.get(
    '/account/insurance-certificates',
    { ...account, schema: { response: { 200: adminInsuranceListSchema } } },
    async (request, reply) => {
      const org = await app.services.organisations.authenticate(credentialsOf(request));
      return reply.headers(noStore).send({ certificates: await app.services.insurance.forOrganisation(org) });
    },
  );

  routes.post(
    '/account/insurance-certificates',
    { ...account, schema: { response: { 201: insuranceCertificateSchema } } },
    async (request, reply) => {
      const org = await app.services.organisations.authenticate(credentialsOf(request));
      const { fields, file } = await readInsuranceUpload(request);
      const certificate = await app.services.insurance.uploadForOrganisation(org, fields, file);
      request.log.info({ organisation: org.code, bytes: file.data.length }, 'insurance uploaded');
      return reply.code(201).headers(noStore).send(certificate);
    },
  );

  routes.get(
    '/account/invoices/:number.pdf',
    { ...account, schema: { params: invoiceNumberParamsSchema } },
    async (request, reply) => {
      const org = await app.services.organisations.authenticate(credentialsOf(request));
      const found = await app.services.invoiceFiles.byNumber(request.params.number);
      if (found.organisationId !== org.id)
        throw new ApiError(404, 'not_found', 'There is no invoice with that number.');
      return sendPdf(reply, found.pdf);
    },
  );
}
