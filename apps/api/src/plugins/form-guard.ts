import { honeypotFieldName } from '@convoy/domain/contracts/form-guard';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * The bot checks of every public form (decision 008, abuse limits), as a
 * preValidation hook of its route: before the schema and the handler, so a
 * refused submission stores nothing and sends no e-mail. A filled honeypot
 * (the hidden field people never see) is `automated_submission`; a form sent
 * sooner than FORM_MIN_FILL_MS after it was shown, or without `fillMs`, is
 * `too_fast`. Both 422. A body that is not an object is left to the schema.
 * The web forms wait out the minimum before they send (use-form-guard.ts), so
 * a person is never refused.
 */
export async function checkFormGuard(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  const honeypot = fields[honeypotFieldName];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    throw new ApiError(
      422,
      'automated_submission',
      'This form looks as if a program filled it in, so we did not take it. If you are a person, reload the page and send it again, or call us.',
    );
  }
  const minimum = request.server.config.formMinFillMs;
  const fillMs = fields.fillMs;
  // A fillMs of the wrong type is the schema's to name (400 validation_failed).
  if (minimum > 0 && (fillMs === undefined || (typeof fillMs === 'number' && fillMs < minimum))) {
    throw new ApiError(
      422,
      'too_fast',
      'This form was sent faster than a person can fill it in, so we did not take it. Wait a few seconds and send it again.',
    );
  }
}

/** The body without the form-guard fields: what an Idempotency-Key is bound to (a retry's fillMs differs). */
export function withoutFormGuard(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { [honeypotFieldName]: _honeypot, fillMs: _fillMs, ...rest } = body as Record<string, unknown>;
  return rest;
}
