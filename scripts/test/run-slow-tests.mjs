#!/usr/bin/env node
// `npm run test:slow [-- --top=N] [vitest.json] [e2e-results.json]`: the slowest test files and
// tests of the last `npm test` (or of the reports named), from Vitest's and Playwright's JSON.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightTimings, slowReport, vitestTimings } from './slow-tests.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 15);
const files = args.filter((a) => !a.startsWith('--'));
const vitest = path.resolve(files[0] ?? path.join(root, '.tmp/vitest.json'));
const e2e = path.resolve(files[1] ?? path.join(root, '.tmp/e2e-results.json'));

let found = 0;
if (existsSync(vitest)) {
  found += 1;
  console.log(
    slowReport(
      `unit (${path.relative(root, vitest)})`,
      vitestTimings(JSON.parse(readFileSync(vitest, 'utf8')), root),
      top,
    ),
  );
}
if (existsSync(e2e)) {
  found += 1;
  console.log(
    slowReport(
      `e2e (${path.relative(root, e2e)})`,
      playwrightTimings(JSON.parse(readFileSync(e2e, 'utf8'))),
      top,
    ),
  );
}
if (!found) {
  console.error(`No report at ${vitest} or ${e2e}: run \`npm test\` (or \`npm test -- unit\`) first.`);
  process.exit(1);
}
