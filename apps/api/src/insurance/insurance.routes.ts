import { fieldErrorsFromIssues } from '@convoy/domain/contracts/error.schema';
import type { InsuranceFields } from '@convoy/domain/contracts/insurance.schema';
import { insuranceCertificateSchema, insuranceFieldsSchema } from '@convoy/domain/contracts/insurance.schema';
import {
  reservationCodeParamsSchema,
  reservationLookupQuerySchema,
} from '@convoy/domain/contracts/reservation.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptCertificateUploads, readCertificateUpload } from '../plugins/certificate-upload.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { validationError } from '../validation-error.ts';

/** A certificate's upload, its fields checked by the shared schema (decision 023). */
export async function readInsuranceUpload(
  request: FastifyRequest,
): Promise<{ fields: InsuranceFields; file: { data: Buffer; name: string } }> {
  const { fields, file } = await readCertificateUpload(request);
  const parsed = insuranceFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(fieldErrorsFromIssues(parsed.error.issues));
  return { fields: parsed.data, file };
}

/**
 * POST /api/reservations/:code/insurance-certificate?email=: the renter who
 * declined protection uploads a certificate of insurance for the booking (the
 * code and e-mail must match, as for a lookup); its status then shows on the
 * lookup's `insuranceCertificate`.
 */
export async function insuranceRoutes(app: FastifyInstance): Promise<void> {
  await acceptCertificateUploads(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/:code/insurance-certificate',
    {
      schema: {
        params: reservationCodeParamsSchema,
        querystring: reservationLookupQuerySchema,
        response: { 201: insuranceCertificateSchema },
      },
      config: { rateLimit: rateLimits.manage },
    },
    async (request, reply) => {
      const reservation = await app.services.manage.find(request.params.code, request.query.email);
      const { fields, file } = await readInsuranceUpload(request);
      const certificate = await app.services.insurance.uploadForReservation(reservation, fields, file);
      request.log.info({ reservation: reservation.code, bytes: file.data.length }, 'insurance uploaded');
      return reply.code(201).header('cache-control', 'no-store').send(certificate);
    },
  );
}
