import { smsInboundSchema } from '@convoy/domain/contracts/sms.schema';
import type { FastifyInstance } from 'fastify';
import { actAs } from '../async-context.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

// An empty TwiML answer: Twilio sends no reply of ours (its own opt-out reply confirms a STOP).
const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * POST /api/sms/inbound: replies to our texts, as Twilio posts them
 * (form-encoded, signed in X-Twilio-Signature). STOP and its synonyms stop
 * texts to the sender's number, START opts it in again (sms.service.ts).
 */
export async function smsRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/inbound',
      { schema: { body: smsInboundSchema }, config: { rateLimit: rateLimits.webhook } },
      async (request, reply) => {
        actAs({ name: 'sms provider', role: null });
        const signature = request.headers['x-twilio-signature'];
        await app.services.sms.receive(request.body, typeof signature === 'string' ? signature : undefined);
        return reply.header('content-type', 'text/xml').send(emptyTwiml);
      },
    );
}
