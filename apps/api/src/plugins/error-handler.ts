import type { Socket } from 'node:net';
import { DomainError } from '@convoy/domain/contracts/error.schema';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { z } from 'zod';
import { ApiError, type ErrorBody, errorBody } from '../errors.ts';

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * Fastify's own refusals of a request's body, in words a caller can act on
 * (decision 008: every invalid request gets a 4xx naming the problem). The codes
 * stay those of their status.
 */
const bodyProblems: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE:
    'The request body is larger than this endpoint accepts. Shorten the text and send it again.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'This endpoint does not accept that Content-Type. Send the body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length header.',
};

const internalMessage = 'Something went wrong on our side. Please try again in a moment.';
const invalidMessage = 'Some details need fixing. Check the highlighted fields.';
const badUrlMessage = 'The address of this request is not valid: it has a malformed %-escape.';

/** First message per field, keyed by dotted path; a whole-body problem goes under the part's name. */
function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], part: string) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || part;
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The field messages of a failed schema (a ZodError, or Fastify's own
 * validation), keyed by dotted path; undefined for any other error. Routes with
 * `attachValidation` merge them with the rules they check themselves.
 */
export function schemaFieldErrors(error: unknown): Record<string, string> | undefined {
  const part = (error as { validationContext?: string } | undefined)?.validationContext ?? 'body';
  if (error instanceof z.ZodError) return fieldsOf(error.issues, part);
  const validation = (error as Partial<FastifyError> | undefined)?.validation;
  if (!Array.isArray(validation)) return undefined;
  const issues = validation.map((v) => ({
    path: v.instancePath.split('/').filter(Boolean),
    message: v.message ?? 'is not valid',
  }));
  return fieldsOf(issues, part);
}

/** Maps anything thrown to a status and the one error shape (STYLE "Errors"). */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      body: errorBody(error.code, error.message, error.fields, error.reservations),
    };
  }
  const fields = schemaFieldErrors(error);
  if (fields) return { status: 400, body: errorBody('validation_failed', invalidMessage, fields) };
  // A domain rule the input broke (a price that cannot be computed from it, say), naming its fields.
  if (error instanceof DomainError && error.fields) {
    return { status: 400, body: errorBody('validation_failed', error.message, error.fields) };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === 'FST_ERR_BAD_URL') {
    // Fastify's message repeats the whole URL, which may be kilobytes long.
    return { status: 400, body: errorBody('bad_url', badUrlMessage) };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, …): their messages
    // describe the request, not our internals.
    const message = bodyProblems[fastifyError.code ?? ''] ?? fastifyError.message ?? 'Bad request.';
    return { status, body: errorBody(codeByStatus[status] ?? 'bad_request', message) };
  }
  return { status: 500, body: errorBody('internal_error', internalMessage) };
}

/** Answers anything thrown with the one error shape: 4xx explain, 5xx hide and log (a 5xx is a bug). */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.error.code, status }, 'request rejected');
  // Whatever the route had set up for its own body (a page's encoding, caching) no longer applies.
  reply.removeHeader('content-encoding');
  reply.removeHeader('etag');
  reply.header('cache-control', 'no-store');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** One error handler for the whole app. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing, which never
 * reach the error handler. Without it a URL with a bad %-escape (`/api/x/%E0%A4%A`)
 * got Fastify's own body, not our error shape (found by the fuzz test, decision 008).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  sendError(error, request, reply);
};

/**
 * Fastify's `clientErrorHandler` option: a request Node cannot even parse (not
 * HTTP, headers over 16 kB, too slow to arrive) never becomes a request; the
 * answer is written to the socket, which is then closed. Fastify's own answer
 * had its own shape; this is ours (decision 008, found by `npm run fuzz`).
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // The client is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', errorBody('request_timeout', 'The request took too long to arrive.')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            errorBody('headers_too_large', 'The request’s address and headers are too large (over 16 kB).'),
          ]
        : [400, 'Bad Request', errorBody('bad_request', 'The request is not valid HTTP.')];
  if (socket.writable) {
    const json = JSON.stringify(body);
    // The answer to a HEAD has no body (a client would take it for the next answer).
    const raw: unknown = error.rawPacket; // a Buffer at run time, whatever the typings say
    const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nCache-Control: no-store\r\n` +
        // The one security header that bears on a JSON answer (security-headers.ts sets the rest on real requests).
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${head ? '' : json}`,
    );
  }
  socket.destroy(error);
}
