import { defaultPublicConfig, publicConfigSchema } from '@convoy/domain/contracts/public-config.schema';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackConfig, loadPublicConfig, parsePublicConfig } from './public-config';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('parsePublicConfig', () => {
  it('agrees with the API schema on every body (property)', () => {
    const body = fc.record({
      ga4MeasurementId: fc.oneof(
        fc.constant(null),
        fc.constantFrom('G-ABC123XYZ9', ' g-abc123xyz9 ', 'UA-1-1', 'G-', 'G-ABC', 'G-😀ABCD'),
        fc.string({ maxLength: 30 }),
        fc.integer(),
      ),
      consentMode: fc.oneof(fc.constantFrom('opt-in', 'opt-out', 'OPT-IN'), fc.string({ maxLength: 8 })),
    });
    fc.assert(
      fc.property(body, (b) => {
        const schema = publicConfigSchema.safeParse(b);
        expect(parsePublicConfig(b)).toEqual(schema.success ? schema.data : undefined);
      }),
    );
    expect(fallbackConfig).toEqual(defaultPublicConfig);
  });

  it('falls back to no tag and opt-in when the endpoint fails, fetching once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('{"error":{}}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadPublicConfig()).resolves.toEqual({ ga4MeasurementId: null, consentMode: 'opt-in' });
    await loadPublicConfig();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledOnce();
  });
});
