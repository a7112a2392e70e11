import type { FastifyError, FastifyInstance } from 'fastify';
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
  429: 'too_many_requests',
};

const internalMessage = 'Something went wrong on our side. Please try again in a moment.';
const invalidMessage = 'Some details need fixing. Check the highlighted fields.';

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
    return { status: error.statusCode, body: errorBody(error.code, error.message, error.fields) };
  }
  const fields = schemaFieldErrors(error);
  if (fields) return { status: 400, body: errorBody('validation_failed', invalidMessage, fields) };
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, …): their messages
    // describe the request, not our internals.
    return {
      status,
      body: errorBody(codeByStatus[status] ?? 'bad_request', fastifyError.message ?? 'Bad request.'),
    };
  }
  return { status: 500, body: errorBody('internal_error', internalMessage) };
}

/** One error handler for the whole app: 4xx explain, 5xx hide and log (a 5xx is a bug). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error.code, status }, 'request rejected');
    // Whatever the route had set up for its own body (a page's encoding, caching) no longer applies.
    reply.removeHeader('content-encoding');
    reply.removeHeader('etag');
    reply.header('cache-control', 'no-store');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}
