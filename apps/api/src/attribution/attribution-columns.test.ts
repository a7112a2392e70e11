import { type AttributionRecord, attributionRecordSchema } from '@convoy/domain/contracts/attribution.schema';
import { describe, expect, it } from 'vitest';
import { attributionColumns, sourceMediumCampaign } from './attribution-columns.ts';

const record = (fields: Partial<AttributionRecord>): AttributionRecord =>
  attributionRecordSchema.parse({ timestamp: '2026-06-01T10:00:00Z', ...fields });

describe('sourceMediumCampaign', () => {
  it('takes UTM values first', () => {
    expect(
      sourceMediumCampaign(
        record({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', gclid: 'x' }),
      ),
    ).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring' });
  });

  it('names the ad network of a click id without UTM values', () => {
    expect(sourceMediumCampaign(record({ gclid: 'abc' }))).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: '',
    });
    expect(sourceMediumCampaign(record({ msclkid: 'abc' })).source).toBe('bing');
    expect(sourceMediumCampaign(record({ fbclid: 'abc' }))).toMatchObject({ source: 'facebook' });
  });

  it('falls back to the referring site, then to direct', () => {
    expect(sourceMediumCampaign(record({ referrer: 'https://www.example.org/trips?x=1' }))).toEqual({
      source: 'example.org',
      medium: 'referral',
      campaign: '',
    });
    expect(sourceMediumCampaign(record({}))).toEqual({ source: 'direct', medium: 'none', campaign: '' });
    expect(sourceMediumCampaign(undefined)).toEqual({ source: '', medium: '', campaign: '' });
  });
});

describe('attributionColumns', () => {
  it('keeps the whole envelope as JSON and fills the first-touch and last-non-direct columns', () => {
    const envelope = {
      firstTouch: record({ referrer: 'https://search.example/' }),
      lastNonDirect: record({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'vans' }),
    };
    const columns = attributionColumns(envelope);
    expect(JSON.parse(columns.attribution!)).toEqual(envelope);
    expect(columns).toMatchObject({
      first_touch_source: 'search.example',
      first_touch_medium: 'referral',
      last_non_direct_source: 'google',
      last_non_direct_medium: 'cpc',
      last_non_direct_campaign: 'vans',
    });
  });

  it('stores nothing but empty columns without an envelope', () => {
    expect(attributionColumns(undefined)).toMatchObject({ attribution: null, first_touch_source: '' });
  });
});
