import type { FieldErrors } from '@convoy/domain/contracts/error.schema';
import type { FastifyRequest } from 'fastify';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import { schemaFieldErrors } from '../plugins/error-handler.ts';
import { validationError } from '../validation-error.ts';
import type { RentalWindow } from './rental-window.ts';
import { resolveRentalWindow } from './rental-window.ts';

/**
 * For routes with `attachValidation`: when the body failed its schema, reports
 * the schema's field messages together with the location and clock rules of a
 * search (rental-window.ts), so the visitor sees every problem at once (issue 3).
 * Throws the 400; returns only when the schema passed.
 */
export async function rejectInvalidSearch(
  request: FastifyRequest,
  rawBody: unknown,
  extra: (body: Record<string, unknown>, catalog: CatalogSnapshot) => FieldErrors = () => ({}),
): Promise<void> {
  if (!request.validationError) return;
  const schemaFields = schemaFieldErrors(request.validationError);
  if (!schemaFields) throw request.validationError;
  const catalog = await request.server.services.catalog.get();
  const { fields } = resolveRentalWindow(rawBody, catalog.locationById, request.server.services.now());
  const body = typeof rawBody === 'object' && rawBody !== null ? (rawBody as Record<string, unknown>) : {};
  // The schema's message wins for a field both speak about.
  throw validationError({ ...extra(body, catalog), ...fields, ...schemaFields });
}

/** The rules of a search that passed its schema: the window, or the 400 naming each problem. */
export async function resolveSearch(request: FastifyRequest, rawBody: unknown): Promise<RentalWindow> {
  const catalog = await request.server.services.catalog.get();
  const { window, fields } = resolveRentalWindow(
    rawBody,
    catalog.locationById,
    request.server.services.now(),
  );
  if (!window) throw validationError(fields);
  return window;
}
