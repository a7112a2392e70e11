// npm run bench:calendar — the fleet calendar with 300 units × 90 days (scripts/bench/calendar.mjs):
// time to the first drawn rows and frame intervals while scrolling, 5 runs, medians to
// docs/benchmarks/calendar.{md,json} and the "Fleet calendar" section of docs/benchmarks.md.
// Starts the built server (npm run build first) on a free port with a temporary SQLite DB.
// CALENDAR_RUNS overrides the run count.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchCalendar } from './calendar.mjs';
import { root, withSiteServer } from './lib.mjs';
import { machineInfo } from './machine.mjs';
import { updateSection } from './report.mjs';

const runs = Number(process.env.CALENDAR_RUNS ?? 5);
const result = await withSiteServer((base) => benchCalendar({ base, runs }));
const machine = machineInfo();
const section = `## Fleet calendar

\`npm run bench:calendar\` (scripts/bench/calendar.mjs), ${new Date().toISOString().slice(0, 10)}: the back office's
calendar served by the built server, its API answers stubbed in the browser with ${result.units} units × ${result.days}
days and ${result.bars.toLocaleString('en-US')} bars, in headless Chromium (software rendering, no GPU) at
${result.viewport}; medians of ${result.runs} runs on ${machine.cores} cores (${machine.cpu}) shared with other work, load average ${machine.loadAverageAtStart.join(', ')} at the start
(noisy: compare within one run). Never asserted in a test.

| figure | median |
| --- | --- |
| navigation to the first drawn rows | ${result.firstRowsMs} ms |
| rows in the DOM (of ${result.units + 16}) | ${result.rowsDrawn} |
| frames in the 3-second scroll (1.5 s down, 1.5 s sideways) | ${result.frames} |
| frame interval, median | ${result.medianFrameMs} ms |
| frame interval, p95 | ${result.p95FrameMs} ms |
| frames over 16.7 ms | ${(result.overBudgetShare * 100).toFixed(1)}% |
| dropped frames (intervals beyond one 60 Hz frame) | ${result.droppedFrames} |
`;
const docs = path.join(root, 'docs');
writeFileSync(
  path.join(docs, 'benchmarks/calendar.json'),
  `${JSON.stringify({ machine, ...result }, null, 2)}\n`,
);
writeFileSync(
  path.join(docs, 'benchmarks/calendar.md'),
  `# Fleet calendar\n\n${section.split('\n').slice(2).join('\n')}`,
);
updateSection('calendar');
console.log(
  'wrote docs/benchmarks/calendar.md and .json, and the Fleet calendar section of docs/benchmarks.md',
);
