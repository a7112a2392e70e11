import { describe, expect, it } from 'vitest';
import { cpuSentence, shortfalls, sweepRoutes, targetsFor, worstAudit } from './lighthouse-targets.mjs';

const route = (path, extra = {}) => ({ path, screen: 'info', prerender: true, indexable: true, ...extra });

describe('sweepRoutes', () => {
  it('takes every prerendered public page, sitemap pages first, and leaves out the flow steps (in every language) and admin', () => {
    const table = [
      route('/', { screen: 'start' }),
      route('/availability', { screen: 'availability', indexable: false }),
      route('/confirm', { screen: 'confirm', indexable: false }),
      route('/success', { screen: 'success', indexable: false }),
      route('/manage', { screen: 'manage', indexable: false }),
      route('/minivan', { screen: 'vehicle' }),
      route('/admin', { screen: 'admin-dashboard', prerender: false, indexable: false }),
      route('/terms'),
      route('/es/availability', { screen: 'availability', indexable: false }),
      route('/es/confirm', { screen: 'confirm', indexable: false }),
      route('/es/success', { screen: 'success', indexable: false }),
      route('/es/terms'),
    ];
    expect(sweepRoutes(table)).toEqual([
      { path: '/', indexable: true },
      { path: '/minivan', indexable: true },
      { path: '/terms', indexable: true },
      { path: '/es/terms', indexable: true },
      { path: '/manage', indexable: false },
    ]);
  });
});

describe('targetsFor', () => {
  it('asks 100 of a public page, 95 performance of a flow page, and no SEO of a noindex page', () => {
    expect(targetsFor({ path: '/terms', indexable: true })).toEqual({
      performance: 100,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
    expect(targetsFor({ path: '/confirm', indexable: false })).toEqual({
      performance: 95,
      accessibility: 100,
      'best-practices': 100,
    });
  });
});

const lhr = {
  categories: {
    performance: {
      score: 0.93,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'diagnostics', weight: 0 },
      ],
    },
    seo: { score: 1, auditRefs: [{ id: 'is-crawlable', weight: 1 }] },
  },
  audits: {
    'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 0.9 },
    'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 0.8, displayValue: '320 ms' },
    diagnostics: { id: 'diagnostics', title: 'Diagnostics', score: 0 },
    'is-crawlable': { id: 'is-crawlable', title: 'Crawlable', score: 1 },
  },
};

describe('worstAudit', () => {
  it('picks the weighted audit that costs the category most, ignoring unweighted ones', () => {
    // TBT loses 30 × 0.2 = 6 points of weight, LCP 25 × 0.1 = 2.5; diagnostics weighs nothing.
    expect(worstAudit(lhr, 'performance')).toEqual({
      id: 'total-blocking-time',
      title: 'TBT',
      score: 0.8,
      displayValue: '320 ms',
    });
  });
  it('is null when nothing lost points', () => {
    expect(worstAudit(lhr, 'seo')).toBeNull();
  });
});

describe('shortfalls', () => {
  it('lists the categories below target, the largest shortfall first, with their worst audit', () => {
    const scores = { performance: 93, accessibility: 98, 'best-practices': 100, seo: 60 };
    const worst = { performance: { id: 'total-blocking-time' }, accessibility: { id: 'color-contrast' } };
    // 96 passes the flow page's 95; its noindex SEO is not judged.
    expect(
      shortfalls({ path: '/availability', indexable: false }, { ...scores, performance: 96 }, worst),
    ).toEqual([{ category: 'accessibility', score: 98, target: 100, worst: { id: 'color-contrast' } }]);
    expect(shortfalls({ path: '/terms', indexable: true }, scores, worst).map((s) => s.category)).toEqual([
      'seo',
      'performance',
      'accessibility',
    ]);
  });
});

describe('cpuSentence', () => {
  const result = (...indexes) => ({ samples: indexes.map((benchmarkIndex) => ({ benchmarkIndex })) });

  it("gives the median of every run's benchmark index and its range", () => {
    expect(cpuSentence([result(1755, 1128), result(1300)], 'AMD EPYC')).toMatch(
      /^CPU: AMD EPYC; Lighthouse's CPU benchmark index 1300 \(median of 3 runs, 1128–1755; higher is faster\)\. /,
    );
    expect(cpuSentence([result(1000, 1200, 1300, 2000)], 'x')).toContain('index 1250 (median of 4 runs');
  });

  it('counts the runs below the index under which Lighthouse warns', () => {
    expect(cpuSentence([result(900, 1500), result(950)], 'x')).toContain(
      ', 2 runs below the 1000 under which Lighthouse warns of a slow CPU.',
    );
    expect(cpuSentence([result(1500)], 'x')).not.toContain('warns');
  });

  it('names only the CPU when no run gave an index (a failed page)', () => {
    expect(cpuSentence([{ failed: 'no trace', samples: [] }], 'Intel Xeon')).toBe('CPU: Intel Xeon.');
  });
});
