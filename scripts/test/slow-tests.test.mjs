import { describe, expect, it } from 'vitest';
import { playwrightTimings, slowReport, vitestTimings } from './slow-tests.mjs';

describe('the slow-test report', () => {
  it('ranks Vitest files by wall time and tests by duration, names relative to the root', () => {
    const timings = vitestTimings(
      {
        testResults: [
          {
            name: '/repo/a.test.ts',
            startTime: 1000,
            endTime: 3000,
            assertionResults: [{ fullName: 'a one', duration: 1500 }],
          },
          {
            name: '/repo/b.test.ts',
            startTime: 1000,
            endTime: 6000,
            assertionResults: [
              { fullName: 'b one', duration: 100 },
              { fullName: 'b two', duration: 4000 },
            ],
          },
        ],
      },
      '/repo',
    );
    expect(timings.files).toEqual([
      { name: 'b.test.ts', ms: 5000, tests: 2 },
      { name: 'a.test.ts', ms: 2000, tests: 1 },
    ]);
    expect(timings.tests.map((t) => t.name)).toEqual([
      'b.test.ts › b two',
      'a.test.ts › a one',
      'b.test.ts › b one',
    ]);
    const text = slowReport('unit', timings, 1);
    expect(text).toContain('unit: 2 files, 3 tests, 7.0 s of file time');
    expect(text).toContain('    5.0     2  b.test.ts');
    expect(text).not.toContain('a.test.ts');
  });

  it('sums a Playwright spec file over its projects and retries, nested suites included', () => {
    const timings = playwrightTimings({
      suites: [
        {
          file: 'x.spec.ts',
          specs: [
            {
              title: 'books',
              tests: [
                { projectName: 'desktop', results: [{ duration: 2000 }, { duration: 1000 }] },
                { projectName: 'phone', results: [{ duration: 500 }] },
              ],
            },
          ],
          suites: [
            {
              specs: [{ title: 'inner', tests: [{ projectName: 'desktop', results: [{ duration: 250 }] }] }],
            },
          ],
        },
      ],
    });
    expect(timings.files).toEqual([{ name: 'x.spec.ts', ms: 3750, tests: 3 }]);
    expect(timings.tests[0]).toEqual({ name: 'x.spec.ts › books [desktop]', ms: 3000 });
  });
});
