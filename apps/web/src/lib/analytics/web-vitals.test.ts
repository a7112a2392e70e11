import { collectBodySchema } from '@convoy/domain/contracts/collect.schema';
import { describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { stubBeacon } from '../../test/analytics';
import { initConsent } from './consent';
import type { CookieStore } from './cookie-store';
import { dataLayerCommands } from './data-layer';
import { startWebVitals } from './web-vitals';

type Report = (metric: Metric) => void;
const reporters = vi.hoisted(() => new Map<string, (metric: unknown) => void>());

vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: unknown) => void) => reporters.set(name, report);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good') =>
  ({
    name,
    value,
    rating,
    id: `v6-${name}`,
    delta: value,
    entries: [],
    navigationType: 'navigate',
    navigationId: '1',
  }) as unknown as Metric;

describe('Web Vitals collection (decision 004)', () => {
  it('loads the library after load, pushes timing events and beacons the metrics of one moment together', async () => {
    const beacon = stubBeacon();
    const noCookies: CookieStore = { read: () => undefined, write: () => {}, remove: () => {} };
    initConsent('opt-out', noCookies);
    window.dataLayer = [];
    startWebVitals();
    await vi.waitFor(() => expect(reporters.size).toBe(5));

    (reporters.get('FCP') as Report)(metric('FCP', 812.4));
    await Promise.resolve();
    (reporters.get('CLS') as Report)(metric('CLS', 0.12, 'needs-improvement'));
    (reporters.get('INP') as Report)(metric('INP', 96));
    await Promise.resolve();

    const bodies = await beacon.sent();
    expect(
      bodies.map((b) => collectBodySchema.parse(b.body).events.map((e) => 'name' in e && e.name)),
    ).toEqual([['FCP'], ['CLS', 'INP']]);
    expect(bodies[1]?.body.events[0]).toEqual({
      type: 'web_vital',
      path: '/',
      name: 'CLS',
      value: 0.12,
      rating: 'needs-improvement',
      metricId: 'v6-CLS',
      navigationType: 'navigate',
    });
    expect(dataLayerCommands().filter((c) => c[1] === 'timing')).toHaveLength(3);
    expect(dataLayerCommands()[0]?.[2]).toEqual({ name: 'FCP', value: 812.4, event_category: 'Web Vitals' });
  });
});
