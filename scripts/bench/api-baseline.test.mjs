import { describe, expect, it } from 'vitest';
import {
  compareCase,
  keepOtherDialects,
  parseApiBenchArgs,
  renderBaselineReport,
  roundOrder,
  summaryRows,
} from './api-baseline.mjs';

const figures = (okPerSecond, p99ms = 10, failed = {}) => ({
  okPerSecond,
  p50ms: 5,
  p99ms,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...failed,
});

describe('npm run bench:api options', () => {
  it('default to one run of 10 s per case at 50 connections on SQLite, no baseline', () => {
    expect(parseApiBenchArgs([])).toEqual({
      duration: 10,
      connections: 50,
      db: 'sqlite',
      baseline: null,
      current: null,
      rounds: 3,
      cases: null,
    });
  });

  it('take some cases of a comparison by their keys', () => {
    expect(
      parseApiBenchArgs(['--baseline=main', '--cases=availabilityChoicesVaried, bookingConvoy']).cases,
    ).toEqual(['availabilityChoicesVaried', 'bookingConvoy']);
  });

  it('take a commit to measure in place of this tree, beside a baseline only', () => {
    expect(parseApiBenchArgs(['--baseline=c26062b', '--current=305e9ec4']).current).toBe('305e9ec4');
    expect(() => parseApiBenchArgs(['--current=305e9ec4'])).toThrow('give --baseline=REF too');
    expect(() => parseApiBenchArgs(['--baseline=main', '--current='])).toThrow('give --baseline=REF too');
  });

  it('take a baseline ref and more rounds, with = or a space', () => {
    expect(
      parseApiBenchArgs(['--baseline=f415c0f', '--rounds', '5', '--db=both', '--duration=2']),
    ).toMatchObject({ baseline: 'f415c0f', rounds: 5, db: 'both', duration: 2 });
  });

  it('refuse what would measure nothing or something else, naming the option', () => {
    expect(() => parseApiBenchArgs(['--baseline=main', '--rounds=2'])).toThrow('--rounds must be at least 3');
    expect(() => parseApiBenchArgs(['--rounds=5'])).toThrow('give --baseline=REF too');
    expect(() => parseApiBenchArgs(['--baseline='])).toThrow('--baseline needs a git ref');
    expect(() => parseApiBenchArgs(['--db=mysql'])).toThrow('--db must be sqlite, postgres or both');
    expect(() => parseApiBenchArgs(['--duration=0'])).toThrow('--duration must be a positive number');
    expect(() => parseApiBenchArgs(['--connections=2.5'])).toThrow('--connections must be a positive whole');
    expect(() => parseApiBenchArgs(['--basline=main'])).toThrow("Unknown option '--basline'");
    expect(() => parseApiBenchArgs(['main'])).toThrow('positional');
    expect(() => parseApiBenchArgs(['--cases=booking'])).toThrow('give --baseline=REF too');
    expect(() => parseApiBenchArgs(['--baseline=main', '--cases=bookings'])).toThrow(
      '--cases takes keys among trivial, availability',
    );
  });
});

describe('a case against the baseline', () => {
  it('goes first on each build in turn', () => {
    expect([0, 1, 2, 3].map(roundOrder)).toEqual([
      ['current', 'baseline'],
      ['baseline', 'current'],
      ['current', 'baseline'],
      ['baseline', 'current'],
    ]);
  });

  it("is the median of the rounds' ratios, not the ratio of the medians", () => {
    const c = compareCase({
      key: 'booking',
      title: 'POST /api/reservations',
      rounds: [
        { current: figures(200, 30), baseline: figures(100, 40) }, // 2.0
        { current: figures(90, 50), baseline: figures(100, 45) }, // 0.9
        { current: figures(330, 20), baseline: figures(300, 60) }, // 1.1
      ],
    });
    expect(c.rounds.map((r) => r.ratio)).toEqual([2, 0.9, 1.1]);
    expect(c.medianRatio).toBe(1.1);
    // The medians of each side on their own: 200 / 100 = 2.0, which one lucky round made.
    expect(c.current).toEqual({ okPerSecond: 200, p99ms: 30 });
    expect(c.baseline).toEqual({ okPerSecond: 100, p99ms: 45 });
  });

  it('has no ratio for a round where the baseline answered nothing', () => {
    const c = compareCase({
      key: 'trivial',
      title: 'GET /api/ping',
      rounds: [
        { current: figures(10), baseline: figures(0) },
        { current: figures(10), baseline: figures(10) },
        { current: figures(12), baseline: figures(10) },
      ],
    });
    expect(c.rounds.map((r) => r.ratio)).toEqual([null, 1, 1.2]);
    expect(c.medianRatio).toBe(1.1);
  });
});

const dialect = (failed = {}) => ({
  dialect: 'sqlite',
  databaseVersion: 'SQLite 3.53.2',
  cases: [
    compareCase({
      key: 'availability',
      title: 'POST /api/availability',
      rounds: [
        { current: figures(5000, 18), baseline: figures(4000, 20) },
        { current: figures(4800, 19), baseline: figures(5000, 18, failed) },
        { current: figures(5100, 17), baseline: figures(4500, 21) },
      ],
    }),
  ],
  serverErrors: { current: { count: 0, messages: {} }, baseline: { count: 2, messages: {} } },
});

const report = (d) => ({
  at: '2026-11-29T10:00:00.000Z',
  machine: { cores: 2, cpu: 'AMD EPYC', loadAverageAtStart: [3.1, 2.5, 2] },
  current: { commit: 'abd0ca9', dirty: true },
  baseline: { ref: 'f415c0f', commit: 'f415c0f0123456789abcdef', install: 'linked' },
  duration: 10,
  connections: 50,
  rounds: 3,
  dialects: [d],
});

describe('the comparison report', () => {
  it('gives per case the median ratio and every round, and says how it was measured', () => {
    const md = renderBaselineReport(report(dialect()));
    expect(md).toMatch(/^# API against a baseline build\n/);
    expect(md).toContain('`npm run bench:api -- --baseline=f415c0f`');
    expect(md).toContain(
      'the current tree (abd0ca9 with uncommitted changes) against f415c0f (f415c0f01234)',
    );
    expect(md).toContain("node_modules are links to the current tree's packages and to its own workspace");
    expect(md).toContain('50 connections, 10 s per case, 3 rounds');
    expect(md).toContain('## SQLite 3.53.2');
    expect(md).toContain(
      '| POST /api/availability | 5000 | 4500 | **1.13** | 5000 / 4000 (1.25); 4800 / 5000 (0.96); 5100 / 4500 (1.13) | 18 / 20 |',
    );
    expect(md).toContain("Every answer 2xx; errors in the servers' logs: current 0, baseline 2.");
  });

  it('names the commit measured in place of this tree, and the command that did', () => {
    const md = renderBaselineReport({
      ...report(dialect()),
      current: { ref: '305e9ec4', commit: '305e9ec4f', dirty: false },
    });
    expect(md).toContain('`npm run bench:api -- --baseline=f415c0f --current=305e9ec4`');
    expect(md).toContain(
      '305e9ec4 (305e9ec4f, built in a worktree of its own as the baseline is) against f415c0f',
    );
    expect(md).not.toContain('the current tree (');
  });

  it('names every run with requests not answered 2xx, and how they failed', () => {
    const md = renderBaselineReport(report(dialect({ non2xx: 3, errors: 7, timeouts: 5 })));
    expect(md).toContain(
      'POST /api/availability, round 2, baseline: 3 answers other than 2xx, 7 requests in error (5 timed out).',
    );
    expect(md).not.toContain('Every answer 2xx');
  });

  it('prints a summary row per case', () => {
    expect(summaryRows(dialect())).toEqual({
      'POST /api/availability': {
        'current 2xx/s': 5000,
        'baseline 2xx/s': 4500,
        'current / baseline': '1.13',
        rounds: '1.25 0.96 1.13',
      },
    });
  });

  it('keeps the figures of a dialect this run did not measure, saying when and on which tree, against the same baseline only', () => {
    const postgres = { ...dialect(), dialect: 'postgres', databaseVersion: 'PostgreSQL 15.20' };
    const previous = {
      ...report(postgres),
      at: '2026-11-20T10:00:00.000Z',
      current: { commit: '0a07f52', dirty: false },
    };
    const latest = { ...report(dialect()), at: '2026-12-01T10:00:00.000Z' };
    const kept = keepOtherDialects(previous, latest);
    expect(kept.dialects.map((d) => d.dialect)).toEqual(['sqlite', 'postgres']);
    const md = renderBaselineReport(kept);
    expect(md).toContain(
      '## PostgreSQL 15.20\n\nMeasured 2026-11-20 on the current tree 0a07f52, against the same baseline',
    );
    expect(md.split('## SQLite 3.53.2')[1]?.split('## PostgreSQL')[0]).not.toContain('Measured 2026-');
    // Measured again: the new figures replace the kept ones.
    expect(keepOtherDialects(previous, { ...latest, dialects: [postgres] }).dialects).toEqual([postgres]);
    // Another baseline: nothing kept.
    const other = { ...latest, baseline: { ...latest.baseline, commit: '0123456789' } };
    expect(keepOtherDialects(previous, other).dialects.map((d) => d.dialect)).toEqual(['sqlite']);
  });
});
