// The pure parts of `npm run bench:api -- --baseline=REF` (run-api-baseline.mjs): its options, the
// order the two builds take turns in, the median of each case's ratios and the report. Tested beside it.
import { parseArgs } from 'node:util';
import { cases as apiCases } from './api.mjs';
import { median, round } from './lib.mjs';

/** The cases' keys, for --cases. */
const caseKeys = apiCases('http://127.0.0.1').map((c) => c.key);

const positive = (name, text, integer) => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new Error(`--${name} must be a positive ${integer ? 'whole ' : ''}number, not ${text}`);
  }
  return n;
};

/**
 * The options of `npm run bench:api`: `--duration=10` seconds per case, `--connections=50`,
 * `--db=sqlite|postgres|both`, and for a comparison `--baseline=REF` with `--rounds=3` (at least 3:
 * a median of fewer says nothing about the noise). Throws an Error naming the option at fault.
 */
export function parseApiBenchArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      db: { type: 'string', default: 'sqlite' },
      baseline: { type: 'string' },
      current: { type: 'string' },
      rounds: { type: 'string' },
      cases: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!['sqlite', 'postgres', 'both'].includes(values.db)) {
    throw new Error(`--db must be sqlite, postgres or both, not ${values.db}`);
  }
  if (values.baseline !== undefined && values.baseline.trim() === '') {
    throw new Error('--baseline needs a git ref, e.g. --baseline=main');
  }
  if (values.current !== undefined && (values.baseline === undefined || values.current.trim() === '')) {
    throw new Error("--current=REF measures REF's build in place of this tree's: give --baseline=REF too");
  }
  if (values.rounds !== undefined && values.baseline === undefined) {
    throw new Error('--rounds counts the rounds of a comparison: give --baseline=REF too');
  }
  const cases = values.cases === undefined ? null : values.cases.split(',').map((k) => k.trim());
  if (cases && values.baseline === undefined) {
    throw new Error('--cases picks the cases of a comparison: give --baseline=REF too');
  }
  const unknown = cases?.filter((k) => !caseKeys.includes(k)) ?? [];
  if (cases && (unknown.length || cases.length === 0)) {
    throw new Error(`--cases takes keys among ${caseKeys.join(', ')}; not ${unknown.join(', ') || 'none'}`);
  }
  const rounds = positive('rounds', values.rounds ?? '3', true);
  if (rounds < 3) throw new Error(`--rounds must be at least 3, not ${rounds}`);
  return {
    duration: positive('duration', values.duration, false),
    connections: positive('connections', values.connections, true),
    db: values.db,
    baseline: values.baseline ?? null,
    current: values.current ?? null,
    rounds,
    cases,
  };
}

/**
 * Which build runs a case first in round `index` (from 0): they take turns, so the machine's load
 * drifting during a round favours neither.
 */
export const roundOrder = (index) => (index % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current']);

/** What a comparison keeps of one run of a case (api.mjs `summary`; autocannon's errors include its timeouts). */
export const figuresOf = (s) => ({
  okPerSecond: s.okPerSecond,
  p50ms: s.p50ms,
  p99ms: s.p99ms,
  non2xx: s.non2xx ?? 0,
  errors: s.errors ?? 0,
  timeouts: s.timeouts ?? 0,
});

/**
 * One case over the rounds (`rounds`: `{ current, baseline }` figures each): every round's ratio of
 * 2xx per second, current / baseline (above 1: the current build is faster), and their median, the
 * figure a "no slower" claim quotes.
 */
export function compareCase({ key, title, rounds }) {
  const ratios = rounds.map((r) =>
    r.baseline.okPerSecond > 0 ? r.current.okPerSecond / r.baseline.okPerSecond : Number.NaN,
  );
  const medianOf = (side, figure) => round(median(rounds.map((r) => r[side][figure])), 1);
  return {
    key,
    title,
    medianRatio: round(median(ratios), 3),
    current: { okPerSecond: medianOf('current', 'okPerSecond'), p99ms: medianOf('current', 'p99ms') },
    baseline: { okPerSecond: medianOf('baseline', 'okPerSecond'), p99ms: medianOf('baseline', 'p99ms') },
    rounds: rounds.map((r, i) => ({ ...r, ratio: round(ratios[i], 3) })),
  };
}

const ratioText = (ratio) => (ratio === null ? '–' : ratio.toFixed(2));
const roundsText = (c) =>
  c.rounds
    .map((r) => `${r.current.okPerSecond} / ${r.baseline.okPerSecond} (${ratioText(r.ratio)})`)
    .join('; ');

/** The console's summary of one dialect: a row per case. */
export function summaryRows(dialect) {
  return Object.fromEntries(
    dialect.cases.map((c) => [
      c.title,
      {
        'current 2xx/s': c.current.okPerSecond,
        'baseline 2xx/s': c.baseline.okPerSecond,
        'current / baseline': ratioText(c.medianRatio),
        rounds: c.rounds.map((r) => ratioText(r.ratio)).join(' '),
      },
    ]),
  );
}

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const failures = (f) =>
  [
    f.non2xx ? `${count(f.non2xx, 'answer', 'answers')} other than 2xx` : '',
    f.errors ? `${count(f.errors, 'request', 'requests')} in error (${f.timeouts} timed out)` : '',
  ]
    .filter(Boolean)
    .join(', ');

function failuresLine(d) {
  const failed = d.cases.flatMap((c) =>
    c.rounds.flatMap((r, i) =>
      ['current', 'baseline']
        .filter((side) => r[side].non2xx + r[side].errors > 0)
        .map((side) => `${c.title}, round ${i + 1}, ${side}: ${failures(r[side])}`),
    ),
  );
  const logged = `errors in the servers' logs: current ${d.serverErrors.current.count}, baseline ${d.serverErrors.baseline.count}`;
  return failed.length
    ? `Not answered 2xx (autocannon's count; a request timed out after 10 s is in error): ${failed.join('; ')}. ${logged}.`
    : `Every answer 2xx; ${logged}.`;
}

function dialectSection(d) {
  return [
    `## ${d.databaseVersion}`,
    '',
    ...(d.carried
      ? [
          `Measured ${d.carried.at.slice(0, 10)} on the current tree ${d.carried.current.commit}, against the same ` +
            'baseline: the latest run measured the other dialect only (`--db=both` measures both).',
          '',
        ]
      : []),
    '| Case | current 2xx/s | baseline 2xx/s | current / baseline | each round: current / baseline 2xx/s (ratio) | p99 ms, current / baseline |',
    '| --- | --: | --: | --: | --- | --: |',
    ...d.cases.map(
      (c) =>
        `| ${c.title} | ${c.current.okPerSecond} | ${c.baseline.okPerSecond} | **${ratioText(c.medianRatio)}** | ${roundsText(c)} | ${c.current.p99ms} / ${c.baseline.p99ms} |`,
    ),
    '',
    failuresLine(d),
    '',
  ];
}

/**
 * The report the docs keep: this run's dialects, then each dialect of the `previous` report that this run did
 * not measure, marked with when and on which tree it was, so a run of one dialect does not erase the other's
 * figures. Only against the same baseline commit: ratios to another baseline do not compare.
 */
export function keepOtherDialects(previous, report) {
  if (!previous || previous.baseline?.commit !== report.baseline.commit) return report;
  const measured = new Set(report.dialects.map((d) => d.dialect));
  const kept = (previous.dialects ?? [])
    .filter((d) => !measured.has(d.dialect))
    .map((d) => ({ ...d, carried: d.carried ?? { at: previous.at, current: previous.current } }));
  return { ...report, dialects: [...report.dialects, ...kept] };
}

/** What the "current" side ran: this tree, or the build of the commit --current named. */
const builtFrom = (current) =>
  current.ref
    ? `${current.ref} (${current.commit}, built in a worktree of its own as the baseline is)`
    : `the current tree (${current.commit}${current.dirty ? ' with uncommitted changes' : ''})`;

/** docs/benchmarks/api-baseline.md: how it was measured, then a table per dialect. */
export function renderBaselineReport(report) {
  const { current, baseline, machine } = report;
  const install =
    baseline.install === 'linked'
      ? "with the same lockfile, so its node_modules are links to the current tree's packages and to its own workspace packages"
      : '`npm ci` there (its lockfile differs)';
  return [
    '# API against a baseline build',
    '',
    `\`npm run bench:api -- --baseline=${baseline.ref}${current.ref ? ` --current=${current.ref}` : ''}\` (scripts/bench/run-api-baseline.mjs), ${report.at.slice(0, 10)}: ` +
      `${builtFrom(current)} against ` +
      `${baseline.ref} (${baseline.commit.slice(0, 12)}). Each is built as \`npm run build -w @convoy/api\` builds it, the ` +
      `baseline in a temporary git worktree (${install}), and runs as its own built server on a fresh database; ` +
      `both serve the current tree's web build, so only the API differs. autocannon, ${report.connections} connections, ` +
      `${report.duration} s per case, ${report.rounds} rounds: the two builds take turns case by case, the one going ` +
      `first alternating by round. ${machine.cores} cores (${machine.cpu}) shared with other work, load average ` +
      `${machine.loadAverageAtStart.join(', ')} at the start.`,
    '',
    "Ratio: the current build's 2xx answers per second over the baseline's in the same round (above 1: the current " +
      "is faster); the median of the rounds' ratios is the figure to quote, and the rounds show the noise. " +
      'Never asserted in a test.',
    '',
    ...report.dialects.flatMap(dialectSection),
  ].join('\n');
}
