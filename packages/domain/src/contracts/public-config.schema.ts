import { z } from 'zod';

/**
 * GET /api/public-config: the run-time settings the browser may see (STYLE
 * "Environment read once ... the browser gets only a listed subset"). Fetched,
 * not inlined, so the pages stay free of inline scripts (strict CSP) and one
 * build serves any deployment.
 */

/**
 * The operator's consent choice (decision 004): opt-in stores nothing until the
 * visitor accepts; opt-out stores until the visitor declines.
 */
export const consentModes = ['opt-in', 'opt-out'] as const;
export type ConsentMode = (typeof consentModes)[number];

/** A GA4 measurement id, e.g. G-ABC123XYZ9. */
export const ga4MeasurementIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(22, 'A GA4 measurement id looks like G-ABC123XYZ9.')
  .regex(/^G-[A-Z0-9]{4,20}$/, 'A GA4 measurement id looks like G-ABC123XYZ9.');

export const publicConfigSchema = z.object({
  /** The GA4 tag loads only when this is set (SPEC Part B §11). */
  ga4MeasurementId: ga4MeasurementIdSchema.nullable(),
  consentMode: z.enum(consentModes),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** What the browser assumes when the config cannot be fetched: no tag, and nothing stored until accepted. */
export const defaultPublicConfig: PublicConfig = { ga4MeasurementId: null, consentMode: 'opt-in' };
