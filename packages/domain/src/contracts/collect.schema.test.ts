import { describe, expect, it } from 'vitest';
import { collectBodySchema } from './collect.schema.ts';
import { collectMaxEvents } from './collect-limits.ts';
import { publicConfigSchema } from './public-config.schema.ts';

const pageView = {
  type: 'page_view',
  path: '/15-passenger-van',
  title: '15 Passenger Van Rental | Convoy',
  referrerHost: 'WWW.Google.com',
  category: 'Vehicle Types',
  contentGroup2: '15 Passenger Van',
  journeyStage: 'engagement',
};
const vital = {
  type: 'web_vital',
  path: '/',
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  metricId: 'v5-1-2',
};

describe('collectBodySchema (Part B §11)', () => {
  it('accepts page views and Web Vitals', () => {
    const body = collectBodySchema.parse({ events: [pageView, vital] });
    expect(body.events[0]).toMatchObject({ referrerHost: 'www.google.com' });
    expect(body.events[1]).toMatchObject({ name: 'LCP', navigationType: '' });
  });

  it('refuses paths with a query, unknown kinds, categories and metrics, and too many events', () => {
    const bad = [
      { events: [] },
      { events: [{ ...pageView, path: '/manage?email=a@b.c' }] },
      { events: [{ ...pageView, path: 'https://evil.example/' }] },
      { events: [{ ...pageView, category: 'Secret' }] },
      { events: [{ ...vital, name: 'FID' }] },
      { events: [{ ...vital, value: -1 }] },
      { events: [{ type: 'purchase' }] },
      { events: Array.from({ length: collectMaxEvents + 1 }, () => vital) },
    ];
    for (const body of bad)
      expect(collectBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe('publicConfigSchema', () => {
  it('takes a GA4 id or null and a consent mode', () => {
    expect(publicConfigSchema.parse({ ga4MeasurementId: 'g-abc123xyz9', consentMode: 'opt-out' })).toEqual({
      ga4MeasurementId: 'G-ABC123XYZ9',
      consentMode: 'opt-out',
    });
    expect(
      publicConfigSchema.safeParse({ ga4MeasurementId: 'UA-1234-1', consentMode: 'opt-in' }).success,
    ).toBe(false);
    expect(publicConfigSchema.safeParse({ ga4MeasurementId: null, consentMode: 'maybe' }).success).toBe(
      false,
    );
  });
});
