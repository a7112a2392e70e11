import { describe, expect, it } from 'vitest';
import { attributionEnvelopeSchema, attributionRecordSchema } from './attribution.schema.ts';

describe('attributionRecordSchema (SPEC §3)', () => {
  it('fills absent values with empty strings and the referrer with "direct"', () => {
    expect(attributionRecordSchema.parse({ timestamp: '2026-07-01T12:00:00.000Z' })).toEqual({
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
      gclid: '',
      wbraid: '',
      gbraid: '',
      fbclid: '',
      msclkid: '',
      landing_page_url: '',
      referrer: 'direct',
      timestamp: '2026-07-01T12:00:00.000Z',
    });
  });

  it('keeps the values it is sent, trimmed, and an offset timestamp', () => {
    const record = attributionRecordSchema.parse({
      utm_source: ' newsletter ',
      referrer: 'https://www.google.com/',
      timestamp: '2026-07-01T08:00:00-04:00',
    });
    expect(record.utm_source).toBe('newsletter');
    expect(record.referrer).toBe('https://www.google.com/');
  });

  it('requires an ISO timestamp and bounds every value', () => {
    expect(attributionRecordSchema.safeParse({}).error?.issues[0]?.path).toEqual(['timestamp']);
    expect(attributionRecordSchema.safeParse({ timestamp: 'yesterday' }).success).toBe(false);
    const long = attributionRecordSchema.safeParse({
      timestamp: '2026-07-01T12:00:00Z',
      landing_page_url: 'x'.repeat(2049),
    });
    expect(long.error?.issues[0]?.path).toEqual(['landing_page_url']);
  });
});

describe('attributionEnvelopeSchema', () => {
  it('takes any of the three copies and the flow analytics', () => {
    const parsed = attributionEnvelopeSchema.parse({
      firstTouch: { utm_source: 'google', timestamp: '2026-06-01T12:00:00Z' },
      analytics: { current_page: '/confirm', source_action: 'book' },
    });
    expect(parsed.firstTouch?.utm_source).toBe('google');
    expect(parsed.lastNonDirect).toBeUndefined();
    expect(parsed.analytics?.search_keyword).toBe('');
    expect(attributionEnvelopeSchema.parse({})).toEqual({});
  });
});
