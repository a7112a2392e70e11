import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// A trace id from a proxy or a caller: short and printable, so it cannot forge log lines.
const acceptableId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify `genReqId`: honours an incoming x-request-id, else a fresh UUID. */
export function requestIdFrom(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id, so a caller can quote it and we can find its log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
