// npm run fuzz:money [-- --commands 20000] [--max-commands 200] [--seed N] [--dialect sqlite|postgres|both] [--report FILE]
//
// The long run of the stateful money test (SPEC Part B §15,
// test/money-fuzz/): random sequences of bookings, payments, changes,
// cancellations, staff's actions on money, webhooks out of order, worker
// rounds, the clock moved and restarts, some at once, checked after every
// command against the invariants, until at least --commands have run on each
// dialect (PostgreSQL when TEST_DATABASE_URL names a server). Prints progress
// and, with --report, writes the figures as Markdown. Exits 1 on a breach,
// with the seed and the sequence that found it. `npm test` runs a short one.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { testDialects } from '../test/dialects.ts';
import { type MoneyFuzzReport, runMoneyFuzz } from '../test/money-fuzz/run.ts';

const { values: args } = parseArgs({
  options: {
    commands: { type: 'string', default: '20000' },
    'max-commands': { type: 'string', default: '200' },
    seed: { type: 'string' },
    dialect: { type: 'string', default: 'both' },
    report: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  console.log(
    'Usage: npm run fuzz:money -- [--commands 20000] [--max-commands 200] [--seed N] [--dialect sqlite|postgres|both] [--report FILE]\n' +
      'PostgreSQL runs when TEST_DATABASE_URL names a server (e.g. postgres://postgres@127.0.0.1:5432/test).',
  );
  process.exit(0);
}
const target = Number(args.commands);
const maxCommands = Number(args['max-commands']);
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed);
if (![target, maxCommands, seed].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--commands, --max-commands and --seed are positive whole numbers');
  process.exit(2);
}
const dialects = testDialects().filter((d) => args.dialect === 'both' || d.name === args.dialect);
if (dialects.length === 0) {
  console.error(`No dialect to run: --dialect ${args.dialect} (PostgreSQL needs TEST_DATABASE_URL).`);
  process.exit(2);
}

const reports: MoneyFuzzReport[] = [];
let failed = false;
for (const dialect of dialects) {
  console.log(
    `› ${dialect.name}: at least ${target} commands, sequences of up to ${maxCommands}, seed ${seed}`,
  );
  let last = 0;
  try {
    const report = await runMoneyFuzz(dialect, {
      runs: 1_000_000,
      targetCommands: target,
      maxCommands,
      seed,
      restarts: true,
      progress: (r) => {
        if (r.commands - last < 250 && r.commands < target) return;
        last = r.commands;
        console.log(`  ${r.commands} commands, ${r.sequences} sequences, ${Math.round(r.ms / 1000)} s`);
      },
    });
    reports.push(report);
    console.log(
      `  done: ${report.commands} commands in ${report.sequences} sequences, ${(report.ms / 1000).toFixed(0)} s`,
    );
  } catch (error) {
    failed = true;
    console.error(`✗ ${dialect.name}: ${error instanceof Error ? error.message : String(error)}`);
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause) console.error('  breach:', cause instanceof Error ? (cause.stack ?? cause.message) : cause);
  }
}

if (args.report && reports.length > 0) {
  // The figures of each dialect's last run, kept beside the Markdown: a dialect run on its own (two processes,
  // one per core) replaces its own row and keeps the other's.
  const figures = `${args.report.replace(/\.md$/, '')}.json`;
  const kept: FuzzRun[] = await readFile(figures, 'utf8')
    .then((text) =>
      (JSON.parse(text) as FuzzRun[]).filter((r) => !reports.some((n) => n.dialect === r.dialect)),
    )
    .catch(() => []);
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const runs: FuzzRun[] = [
    ...kept,
    ...reports.map((r) => ({
      ...r,
      target,
      maxCommands,
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpu} (${os.cpus().length} cores), Node ${process.version}`,
      breached: failed,
    })),
  ].sort((a, b) => a.dialect.localeCompare(b.dialect));
  await writeFile(figures, `${JSON.stringify(runs, null, 2)}\n`);
  await writeFile(args.report, markdown(runs));
  console.log(`› report: ${args.report} (figures: ${figures})`);
}

interface FuzzRun extends MoneyFuzzReport {
  target: number;
  maxCommands: number;
  date: string;
  machine: string;
  breached: boolean;
}

function markdown(runs: FuzzRun[]): string {
  const rows = runs.map(
    (r) =>
      `| ${r.dialect} | ${r.commands.toLocaleString('en-US')} | ${r.sequences} | ${r.bookings.toLocaleString('en-US')} | ${(r.ms / 1000).toFixed(0)} s | ${Math.round(r.ms / r.commands)} ms | ${Object.entries(
        r.answered,
      )
        .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
        .join(
          ', ',
        )} | \`--commands ${r.target} --max-commands ${r.maxCommands} --seed ${r.seed} --dialect ${r.dialect}\`, ${r.date} | ${r.breached ? 'breach found' : 'none'} |`,
  );
  return [
    '# The stateful money test, long run',
    '',
    '`npm run fuzz:money` (apps/api/scripts/fuzz-money.ts), each dialect on',
    `${[...new Set(runs.map((r) => r.machine))].join('; ')}.`,
    'Random sequences of bookings, payments (some cards declined), changes, cancellations by renters and staff,',
    "staff's captures, releases, refunds and charges of the balance (several clicks at once), bank transfers, webhooks",
    'delivered late, reversed or twice, the catalogue invalidated, worker rounds, the clock moved and restarts, some',
    'commands at once; after every command the invariants of `apps/api/test/money-fuzz/invariants.ts`, and at the end',
    'of every sequence a quiet moment checked against the provider too (SPEC Part B §15). A refusal of the transaction',
    'guard (decision 003) fails the run as a breach does.',
    '',
    '| Dialect | Commands | Sequences | Reservations | Time | Per command | Answers | Run | Breaches |',
    '|---|--:|--:|--:|--:|--:|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

process.exit(failed ? 1 : 0);
