#!/usr/bin/env node
// node apps/api/scripts/run.mjs <tool> [args…]   (the root scripts admin:create and db:backup)
//
// Runs one of the server's command-line tools. Where tsx is installed (a
// development checkout) it runs the TypeScript source, always current; in a
// production install (`npm ci --omit=dev`: no tsx) it runs the bundle that
// `npm run build` wrote beside the server, apps/api/dist/<tool>.js (docs/deploying.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const tools = ['admin-create', 'db-backup', 'db-migrate', 'seed-scale'];
const [tool, ...args] = process.argv.slice(2);
if (!tools.includes(tool)) {
  console.error(`Usage: node apps/api/scripts/run.mjs <${tools.join('|')}> [args…]`);
  process.exit(2);
}

function tsxLoader() {
  try {
    return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  } catch {
    return undefined;
  }
}

const loader = tsxLoader();
const source = fileURLToPath(new URL(`./${tool}.ts`, import.meta.url));
const bundle = fileURLToPath(new URL(`../dist/${tool}.js`, import.meta.url));
let command;
if (loader) command = ['--import', loader, source];
else if (existsSync(bundle)) command = [bundle];
else {
  console.error(`${bundle} is missing and tsx is not installed: run \`npm run build\` first.`);
  process.exit(1);
}

// The same terminal (a password prompt reads it), the same working directory and environment.
const result = spawnSync(process.execPath, [...command, ...args], { stdio: 'inherit' });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
