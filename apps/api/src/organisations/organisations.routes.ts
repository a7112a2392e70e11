import { invoiceNumberParamsSchema } from '@convoy/domain/contracts/admin-money.schema';
import { fieldErrorsFromIssues } from '@convoy/domain/contracts/error.schema';
import { mediaMaxFileBytes } from '@convoy/domain/contracts/media.schema';
import {
  accessKeyIssuedSchema,
  certificateFieldsSchema,
  organisationCreatedSchema,
  organisationRequestSchema,
  taxCertificateSchema,
  termsRequestSchema,
} from '@convoy/domain/contracts/organisation.schema';
import { organisationAccountSchema } from '@convoy/domain/contracts/organisation-account.schema';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { actAs } from '../async-context.ts';
import { ApiError } from '../errors.ts';
import { checkFormGuard } from '../plugins/form-guard.ts';
import { sendPdf } from '../plugins/pdf-reply.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { validationError } from '../validation-error.ts';
import { credentialsOf } from './organisation-credentials.ts';

const megabytes = Math.round(mediaMaxFileBytes / 1024 / 1024);

/**
 * POST /api/organisations (open an account, optionally asking for invoice
 * terms) and the organisation's own page under /account, acting with its code
 * and key (organisation-credentials.ts): its details, terms, certificates,
 * bookings and invoices; changing its access key; asking for terms; uploading a tax-exemption
 * certificate (one file, checked as the image optimiser checks its uploads);
 * downloading its invoices.
 */
export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: mediaMaxFileBytes, files: 1, fields: 8, parts: 9, headerPairs: 50 },
  });
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
      const fields: Record<string, string> = {};
      let file: { data: Buffer; name: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.file.truncated) throw tooLarge(part.filename);
            file = { data, name: part.filename || 'certificate' };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        throw uploadError(error);
      }
      const parsed = certificateFieldsSchema.safeParse(fields);
      if (!parsed.success) throw validationError(fieldErrorsFromIssues(parsed.error.issues));
      if (!file)
        throw new ApiError(400, 'no_file', 'Choose the certificate’s file (PDF or photo) to upload.', {
          file: 'Choose a file.',
        });
      const certificate = await app.services.organisations.uploadCertificate(credentials, parsed.data, file);
      request.log.info({ organisation: credentials.code, bytes: file.data.length }, 'certificate uploaded');
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

function tooLarge(name: string) {
  return new ApiError(
    413,
    'file_too_large',
    `“${name}” is larger than ${megabytes} MB. Scan it at a lower resolution and try again.`,
  );
}

/** multipart's own errors, in words a person uploading a document understands. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('The file');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new ApiError(
      415,
      'not_multipart',
      'Send the certificate as multipart/form-data, the file in a field named "file".',
    );
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ApiError(413, 'too_many_files', 'Send one certificate per request.');
  return error;
}
