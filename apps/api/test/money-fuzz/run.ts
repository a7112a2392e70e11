import fc from 'fast-check';
import { takeGuardViolations } from '../../src/db/transaction-guard.ts';
import type { TestDialect } from '../dialects.ts';
import { initialModel, type MoneyModel, moneyCommands, Settle } from './commands.ts';
import { MoneyBreach } from './invariants.ts';
import { type MoneyWorld, moneyWorld } from './world.ts';

export interface MoneyFuzzOptions {
  /** Sequences to run; each starts from an empty model on the same world. */
  runs: number;
  /** Stop starting sequences once this many commands have run (a long campaign). */
  targetCommands?: number;
  /** Commands at most per sequence. */
  maxCommands: number;
  seed?: number;
  restarts: boolean;
  /** Called after each sequence with what was run so far. */
  progress?: (report: MoneyFuzzReport) => void;
}

export interface MoneyFuzzReport {
  dialect: string;
  seed: number;
  sequences: number;
  commands: number;
  ms: number;
  answered: Record<string, number>;
  bookings: number;
}

/**
 * The stateful money test (SPEC Part B §15): random sequences of what renters,
 * staff, the provider and the operator do, some at once, checked after every
 * command against the invariants (test/money-fuzz/invariants.ts) and at the
 * end of each sequence at a quiet moment. One world for every sequence: a
 * failure is reported with its seed and sequence, not shrunk (the world's
 * history would differ on replay).
 */
export async function runMoneyFuzz(
  dialect: TestDialect,
  options: MoneyFuzzOptions,
): Promise<MoneyFuzzReport> {
  const world = await moneyWorld(dialect);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const started = performance.now();
  const report: MoneyFuzzReport = {
    dialect: dialect.name,
    seed,
    sequences: 0,
    commands: 0,
    ms: 0,
    answered: {},
    bookings: 0,
  };
  const counted = (commands: Iterable<fc.AsyncCommand<MoneyModel, MoneyWorld>>) =>
    [...commands].map((c) => ({
      check: (m: Readonly<MoneyModel>) => c.check(m),
      run: async (m: MoneyModel, w: MoneyWorld) => {
        report.commands++;
        await c.run(m, w);
        // A query through the root database inside a transaction, even one the code caught (decision 003).
        const refused = takeGuardViolations();
        if (refused.length > 0) throw new MoneyBreach(`the transaction guard refused: ${refused[0]?.stack}`);
      },
      toString: () => c.toString(),
    }));
  const property = fc.asyncProperty(
    fc.commands(moneyCommands({ restarts: options.restarts }), {
      maxCommands: options.maxCommands,
      size: 'max',
    }),
    async (commands) => {
      let model: MoneyModel | undefined;
      await fc.asyncModelRun(async () => {
        model = await initialModel(world);
        return { model, real: world };
      }, counted(commands));
      // Every sequence ends at a quiet moment, checked whole.
      if (model) {
        await new Settle().run(model, world);
        report.bookings += model.bookings.length;
      }
      report.sequences++;
      report.ms = Math.round(performance.now() - started);
      report.answered = Object.fromEntries(world.answered);
      options.progress?.(report);
    },
  );
  const more = () =>
    report.sequences < options.runs &&
    (options.targetCommands === undefined || report.commands < options.targetCommands);
  try {
    // In batches of ten sequences, each batch its own seed (`seed + batch`, in a failure's report): a long
    // campaign stops once it has run its commands instead of generating runs it would skip.
    for (let batch = 0; more(); batch++) {
      await fc.assert(property, {
        numRuns: Math.min(10, options.runs - report.sequences),
        seed: seed + batch,
        endOnFailure: true,
      });
    }
  } finally {
    await world.close();
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}
