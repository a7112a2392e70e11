import { collectMaxBodyBytes } from '@convoy/domain/contracts/collect-limits';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';

const pageView = (path: string) => ({
  type: 'page_view',
  path,
  title: 'Page | Convoy',
  referrerHost: 'www.google.com',
  category: 'Vehicle Types',
  contentGroup2: 'Vans',
  journeyStage: 'engagement',
});
const vital = (name: string, value: number, metricId: string, path = '/15-passenger-van') => ({
  type: 'web_vital',
  path,
  name,
  value,
  rating: 'good',
  metricId,
});
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describeEachDialect('POST /api/collect on $name', (dialect) => {
  const api = useApi(dialect, { fresh: true });
  const collect = (payload: unknown, headers: Record<string, string> = {}) =>
    api().app.inject({ method: 'POST', url: '/api/collect', payload: payload as object, headers });

  it('stores page views and Web Vitals with the day and a device class, and no IP address', async () => {
    const res = await collect(
      { events: [pageView('/15-passenger-van'), vital('LCP', 1800, 'v5-1-1'), vital('CLS', 0.02, 'v5-1-2')] },
      { 'user-agent': phone, 'x-forwarded-for': '203.0.113.50' },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const views = await api().database.db.selectFrom('page_views').selectAll().execute();
    expect(views).toEqual([
      expect.objectContaining({
        day: '2026-07-01',
        path: '/15-passenger-van',
        category: 'Vehicle Types',
        referrer_host: 'www.google.com',
        device: 'mobile',
      }),
    ]);
    const vitals = await api().database.db.selectFrom('web_vitals').selectAll().orderBy('name').execute();
    expect(vitals.map((v) => [v.name, v.value, v.device])).toEqual([
      ['CLS', 0.02, 'mobile'],
      ['LCP', 1800, 'mobile'],
    ]);
    const stored = JSON.stringify({ views, vitals });
    expect(stored).not.toContain('203.0.113.50');
    expect(stored).not.toContain('127.0.0.1');
  });

  it('keeps the last report of a metric of one page load', async () => {
    await collect({ events: [vital('CLS', 0.05, 'v5-2-1')] });
    await collect({ events: [vital('CLS', 0.3, 'v5-2-1')] });
    const rows = await api().database.db.selectFrom('web_vitals').select(['value']).execute();
    expect(rows).toEqual([{ value: 0.3 }]);
  });

  it('refuses an invalid body with 400 and a body over the limit with 413, storing nothing', async () => {
    const invalid = await collect({ events: [{ type: 'page_view', path: '/x?email=a@b.c' }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('validation_failed');
    const big = { events: [{ ...pageView('/'), title: 'x'.repeat(collectMaxBodyBytes) }] };
    const tooLarge = await collect(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('payload_too_large');
    expect(await api().database.db.selectFrom('page_views').selectAll().execute()).toEqual([]);
  });

  it('limits one IP address to 120 beacons a minute', async () => {
    // Not the test app's allow-listed 127.0.0.1.
    const beacon = () =>
      api().app.inject({
        method: 'POST',
        url: '/api/collect',
        payload: { events: [pageView('/')] },
        headers: { 'user-agent': 'test' },
        remoteAddress: '198.51.100.20',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await beacon()).statusCode);
    expect(statuses.every((s) => s === 204)).toBe(true);
    const limited = await beacon();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
  });
});
