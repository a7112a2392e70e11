import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeArgs } from '../../scripts/server-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<
  string,
  string
>;
const deploying = readFileSync(path.join(root, 'docs/deploying.md'), 'utf8');

/** The server runs in production as the benchmarks measured it (scripts/server-runtime.mjs). */
describe('the server runtime', () => {
  const command = `${Object.entries(serverEnv)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')} node ${serverNodeArgs.join(' ')} apps/api/dist/server.js`;

  it('is what `npm run serve` and `npm start` run', () => {
    expect(scripts.serve).toBe(command);
    expect(scripts.start).toBe('npm run build && npm run serve');
  });

  it('is what the deployment guide tells a supervisor to run', () => {
    expect(deploying).toContain(`NODE_ENV=production ${command}`);
  });
});
