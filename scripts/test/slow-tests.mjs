// The slowest test files and tests of the last run, from the JSON reports `npm test` writes
// (Vitest's .tmp/vitest.json, Playwright's .tmp/e2e-results.json), to find what to make faster.

/** Seconds with one decimal. */
const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * Vitest's JSON report (its Jest-compatible shape): each file's wall time (end − start) and
 * each test's duration, slowest first. `root` is cut from file names.
 * @param {any} report
 * @param {string} [root]
 */
export function vitestTimings(report, root = '') {
  const files = [];
  const tests = [];
  for (const file of report?.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length).replace(/^\//, '') : file.name;
    const ms = Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0));
    const count = (file.assertionResults ?? []).length;
    files.push({ name, ms, tests: count });
    for (const t of file.assertionResults ?? []) {
      if (typeof t.duration === 'number') tests.push({ name: `${name} › ${t.fullName}`, ms: t.duration });
    }
  }
  return { files: files.sort((a, b) => b.ms - a.ms), tests: tests.sort((a, b) => b.ms - a.ms) };
}

/**
 * Playwright's JSON report: each spec file's summed test time (every project and retry) and
 * each test's time per project, slowest first.
 * @param {any} report
 */
export function playwrightTimings(report) {
  const byFile = new Map();
  const tests = [];
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        tests.push({ name: `${here} › ${spec.title} [${test.projectName}]`, ms });
        const entry = byFile.get(here) ?? { name: here, ms: 0, tests: 0 };
        entry.ms += ms;
        entry.tests += 1;
        byFile.set(here, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return {
    files: [...byFile.values()].sort((a, b) => b.ms - a.ms),
    tests: tests.sort((a, b) => b.ms - a.ms),
  };
}

/**
 * A plain-text table of the `top` slowest files and tests, and what they add up to.
 * @param {string} title
 * @param {{ files: { name: string; ms: number; tests: number }[]; tests: { name: string; ms: number }[] }} timings
 * @param {number} [top]
 */
export function slowReport(title, { files, tests }, top = 15) {
  const total = files.reduce((sum, f) => sum + f.ms, 0);
  const lines = [`${title}: ${files.length} files, ${tests.length} tests, ${seconds(total)} s of file time`];
  lines.push(`  slowest files (s, tests):`);
  for (const f of files.slice(0, top))
    lines.push(`  ${seconds(f.ms).padStart(7)}  ${String(f.tests).padStart(4)}  ${f.name}`);
  lines.push(`  slowest tests (s):`);
  for (const t of tests.slice(0, top)) lines.push(`  ${seconds(t.ms).padStart(7)}  ${t.name}`);
  return lines.join('\n');
}
