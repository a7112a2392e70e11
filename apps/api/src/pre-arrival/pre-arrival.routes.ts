import {
  driverSmsOptInSchema,
  licencePhotoParamsSchema,
  preArrivalIdentitySchema,
  preArrivalLicenceSchema,
  preArrivalPageSchema,
  remoteSignatureResponseSchema,
  remoteSignatureSchema,
  safetyAcknowledgementSchema,
} from '@convoy/domain/contracts/pre-arrival.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptImageUploads, readUpload } from '../media/upload.ts';
import { linkTokenOf } from '../plugins/link-token.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import type { SignatureEvidence } from './signing.ts';

/** Who signed from where: the request's address and browser, kept as evidence. */
export function evidenceOf(request: FastifyRequest): SignatureEvidence {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? 'unknown').slice(0, 500) };
}

const page = { 200: preArrivalPageSchema };

/**
 * /api/driver: a driver's pre-arrival steps (decision 024), each with the
 * token of their link. Personal data: never cached.
 */
export async function preArrivalRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preArrival = app.services.preArrival;
  const config = { rateLimit: rateLimits.account };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  routes.get('/', { schema: { response: page }, config }, async (request) =>
    preArrival.page(linkTokenOf(request)),
  );
  routes.put(
    '/identity',
    { schema: { body: preArrivalIdentitySchema, response: page }, config },
    async (request) => preArrival.confirmIdentity(linkTokenOf(request), request.body),
  );
  routes.put(
    '/licence',
    { schema: { body: preArrivalLicenceSchema, response: page }, config },
    async (request) => preArrival.saveLicence(linkTokenOf(request), request.body),
  );
  routes.put(
    '/sms-opt-in',
    { schema: { body: driverSmsOptInSchema, response: page }, config },
    async (request) => preArrival.optInToTexts(linkTokenOf(request), request.body),
  );
  routes.post(
    '/safety-acknowledgement',
    { schema: { body: safetyAcknowledgementSchema, response: page }, config },
    async (request) => preArrival.acknowledgeSafety(linkTokenOf(request), request.body.version),
  );
  routes.post(
    '/signature',
    {
      schema: { body: remoteSignatureSchema, response: { 201: remoteSignatureResponseSchema } },
      bodyLimit: 512 * 1024,
      config,
    },
    async (request, reply) => {
      const signed = await preArrival.sign(linkTokenOf(request), request.body, evidenceOf(request));
      return reply.code(201).send({
        signedAt: new Date(signed.signedAt).toISOString(),
        documentSha256: signed.documentSha256,
      });
    },
  );

  // The licence photographed front and back: one image per request.
  await acceptImageUploads(app);
  routes.post(
    '/licence-photos/:side',
    { schema: { params: licencePhotoParamsSchema, response: page }, config },
    async (request) => {
      const token = linkTokenOf(request);
      const file = await readUpload(request);
      return preArrival.savePhoto(token, request.params.side, file);
    },
  );
}
