import type { PublicConfig } from '@convoy/domain/contracts/public-config.schema';

/**
 * The run-time analytics settings (GA4 measurement id, consent mode) from
 * GET /api/public-config, fetched once per page load. Not baked into the build
 * and not inlined (no inline scripts under a strict CSP). Any failure falls
 * back to the safe defaults: no tag, and nothing stored until accepted.
 * Checked by hand rather than with publicConfigSchema, so zod stays out of the
 * code every page loads (public-config.test.ts keeps the two in agreement).
 */
export const fallbackConfig: PublicConfig = { ga4MeasurementId: null, consentMode: 'opt-in' };

const timeoutMs = 3000;
const measurementIdPattern = /^G-[A-Z0-9]{4,20}$/;

export function parsePublicConfig(body: unknown): PublicConfig | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { ga4MeasurementId, consentMode } = body as Record<string, unknown>;
  if (consentMode !== 'opt-in' && consentMode !== 'opt-out') return undefined;
  if (ga4MeasurementId === null) return { ga4MeasurementId, consentMode };
  if (typeof ga4MeasurementId !== 'string') return undefined;
  const id = ga4MeasurementId.trim().toUpperCase();
  return measurementIdPattern.test(id) ? { ga4MeasurementId: id, consentMode } : undefined;
}

async function fetchConfig(): Promise<PublicConfig> {
  try {
    const response = await fetch('/api/public-config', {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const config = parsePublicConfig(await response.json());
    if (!config) throw new Error('unexpected body');
    return config;
  } catch (error) {
    console.warn('Could not load /api/public-config; analytics uses its defaults.', error);
    return fallbackConfig;
  }
}

let config: Promise<PublicConfig> | undefined;

export function loadPublicConfig(): Promise<PublicConfig> {
  config ??= fetchConfig();
  return config;
}
