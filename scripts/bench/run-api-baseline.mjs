// npm run bench:api -- --baseline=REF [--rounds=3] [--duration=10] [--connections=50] [--db=sqlite|postgres|both]
//   [--cases=key,key] (some cases only, e.g. availabilityChoicesVaried: written to .tmp, not to the docs)
//   [--current=REF] (REF's build in place of this tree's, in a worktree too: docs/benchmarks/api-range.md)
// The API cases of api.mjs against this tree's build and REF's, turn about: REF is built in a temporary git
// worktree (baseline-build.mjs), both servers run side by side on fresh databases, and every case runs
// `duration` seconds on one, then the other, for `rounds` rounds. The median of each case's ratios
// (current / baseline, 2xx per second) goes to docs/benchmarks/api-baseline.{md,json}, the section of
// docs/benchmarks.md and the console. The worktree and the servers go away at the end, on failure and on
// Ctrl-C. How "no slower" is measured (decision 009).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiServer, runApiCase } from './api.mjs';
import {
  compareCase,
  figuresOf,
  keepOtherDialects,
  renderBaselineReport,
  roundOrder,
  summaryRows,
} from './api-baseline.mjs';
import { addWorktree, buildWorktree, currentCommit, resolveCommit } from './baseline-build.mjs';
import { dialectsToRun, postgresAdminUrl, root, webClientDir } from './lib.mjs';
import { machineInfo } from './machine.mjs';
import { updateSection } from './report.mjs';

/** What to undo, last first: once, whether the run ends, fails or is interrupted. */
function undoList() {
  const steps = [];
  let undoing;
  const undoAll = () => {
    undoing ??= (async () => {
      while (steps.length) {
        const step = steps.pop();
        await step().catch((e) => console.warn(`  ! clean-up: ${e.message}`));
      }
    })();
    return undoing;
  };
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () => {
      console.warn(`› ${signal}: removing the baseline's worktree and stopping the servers`);
      void undoAll().finally(() => process.exit(code));
    });
  }
  return { add: (step) => steps.push(async () => step()), undoAll };
}

async function compareDialect({
  dialect,
  currentBuild,
  baselineBuild,
  rounds,
  duration,
  connections,
  only,
  undo,
}) {
  const postgresUrl = postgresAdminUrl();
  const servers = {};
  const built = (b) => (b ? { script: b.script, cwd: b.dir } : {});
  for (const [side, build] of [
    ['current', built(currentBuild)],
    ['baseline', built(baselineBuild)],
  ]) {
    servers[side] = await openApiServer({ dialect, postgresUrl, webDist: webClientDir, ...build });
    undo.add(servers[side].close);
  }
  const picked = (cases) => (only ? cases.filter((c) => only.includes(c.key)) : cases);
  const chosen = { current: picked(servers.current.cases), baseline: picked(servers.baseline.cases) };
  const runs = chosen.current.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, c] of chosen.current.entries()) {
      const round = {};
      for (const side of roundOrder(r)) {
        round[side] = figuresOf(await runApiCase(servers[side], chosen[side][i], { duration, connections }));
      }
      runs[i].push(round);
      console.log(
        `  ${dialect} round ${r + 1}/${rounds} ${c.title}: current ${round.current.okPerSecond}, ` +
          `baseline ${round.baseline.okPerSecond} 2xx/s`,
      );
    }
  }
  const result = {
    dialect,
    databaseVersion: servers.current.databaseVersion,
    cases: chosen.current.map((c, i) => compareCase({ key: c.key, title: c.title, rounds: runs[i] })),
    serverErrors: { current: servers.current.errors(), baseline: servers.baseline.errors() },
  };
  await servers.current.close();
  await servers.baseline.close();
  return result;
}

/** REF checked out and its server built in a temporary worktree, removed by `undo` at the end. */
async function builtAt(ref, commit, side, undo) {
  console.log(`› ${side} ${ref} (${commit.slice(0, 12)}) in a temporary git worktree`);
  const tree = addWorktree(commit);
  undo.add(() => {
    console.log(`› removing the ${side}'s worktree`);
    tree.remove();
  });
  return { dir: tree.dir, ...(await buildWorktree(tree.dir, commit, console.log)) };
}

/**
 * `current`: a ref whose build stands in for this tree's (a range of history measured, say the
 * commits of one piece of work); its report goes to docs/benchmarks/api-range.{md,json}.
 */
export async function runAgainstBaseline({
  baseline,
  current: currentRef,
  rounds,
  duration,
  connections,
  db,
  cases,
}) {
  const commit = resolveCommit(baseline);
  const currentFull = currentRef ? resolveCommit(currentRef, 'current') : null;
  const current = currentFull
    ? { ref: currentRef, commit: currentFull.slice(0, 9), dirty: false }
    : currentCommit();
  const machine = machineInfo();
  const dialects = dialectsToRun(db);
  const undo = undoList();
  try {
    const baselineBuild = await builtAt(baseline, commit, 'baseline', undo);
    const currentBuild = currentFull ? await builtAt(currentRef, currentFull, 'current', undo) : undefined;
    const run = { currentBuild, baselineBuild, rounds, duration, connections, only: cases, undo };
    const results = [];
    for (const dialect of dialects) {
      console.log(
        `› ${dialect}: ${rounds} rounds, ${connections} connections, ${duration} s per case and build`,
      );
      results.push(await compareDialect({ dialect, ...run }));
    }
    const report = {
      at: new Date().toISOString(),
      machine,
      current,
      baseline: { ref: baseline, commit, install: baselineBuild.install },
      duration,
      connections,
      rounds,
      dialects: results,
    };
    if (cases) {
      // Some cases only: a closer look, not the comparison the docs quote; it stays in .tmp.
      mkdirSync(path.join(root, '.tmp'), { recursive: true });
      writeFileSync(path.join(root, '.tmp/api-baseline-cases.json'), `${JSON.stringify(report, null, 2)}\n`);
      writeFileSync(path.join(root, '.tmp/api-baseline-cases.md'), renderBaselineReport(report));
    } else if (currentRef) {
      // Two commits of the history: beside the comparison of this tree, not in its place.
      const docs = path.join(root, 'docs/benchmarks');
      writeFileSync(path.join(docs, 'api-range.json'), `${JSON.stringify(report, null, 2)}\n`);
      writeFileSync(path.join(docs, 'api-range.md'), renderBaselineReport(report));
    } else {
      const docs = path.join(root, 'docs/benchmarks');
      const file = path.join(docs, 'api-baseline.json');
      const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
      const kept = keepOtherDialects(previous, report);
      writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
      writeFileSync(path.join(docs, 'api-baseline.md'), renderBaselineReport(kept));
      updateSection('api-baseline');
    }
    for (const d of results) {
      console.log(`\n${d.databaseVersion}: current / baseline, 2xx per second (median of ${rounds} rounds)`);
      console.table(summaryRows(d));
    }
    console.log(
      cases
        ? 'wrote .tmp/api-baseline-cases.md and .json'
        : currentRef
          ? 'wrote docs/benchmarks/api-range.md and .json'
          : 'wrote docs/benchmarks/api-baseline.md and .json, and the API against a baseline section of docs/benchmarks.md',
    );
  } finally {
    await undo.undoAll();
  }
}
