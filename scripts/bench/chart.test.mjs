import { describe, expect, it } from 'vitest';
import { lineChart, niceCeiling } from './chart.mjs';

describe('benchmark charts', () => {
  it('round the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0.7, 1, 1.2, 3, 7, 49, 51, 240, 999].map(niceCeiling)).toEqual([
      1, 1, 2, 5, 10, 50, 100, 500, 1000,
    ]);
    expect(niceCeiling(0)).toBe(1);
  });

  it('draw one line per series, skip missing points, and describe every value in words', () => {
    const svg = lineChart({
      title: 'Search p99 <at> 50 connections',
      unit: 'ms',
      xLabels: ['demo', '1x', '10x', '100x'],
      series: [
        { name: 'SQLite', values: [10, 12, 15, 20] },
        { name: 'PostgreSQL', values: [11, Number.NaN, 16, 22] },
      ],
      goal: { value: 50, label: 'goal 50 ms' },
    });
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain('<title id="t">Search p99 &lt;at&gt; 50 connections</title>');
    expect(svg).toContain('PostgreSQL: demo 11, 1x none, 10x 16, 100x 22');
    expect(svg.match(/<polyline /g)).toHaveLength(2);
    expect(svg.match(/<circle /g)).toHaveLength(7);
    expect(svg).toContain('stroke-dasharray');
  });
});
