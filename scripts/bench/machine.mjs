// The machine and the versions a benchmark ran on, for the report.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath as chromePath } from '../chromium.mjs';
import { root } from './lib.mjs';

/** Installed version of a package, looked up where the workspace that uses it resolves it. */
function installedVersion(name, workspaces = ['.', 'apps/api', 'apps/web']) {
  for (const ws of workspaces) {
    const file = path.join(root, ws, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  return null;
}

function osName() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1] ?? `${os.type()} ${os.release()}`;
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

function chromiumVersion() {
  try {
    return execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The CPU's model name, as the reports give it. */
export const cpuModel = () => os.cpus()[0]?.model?.trim() ?? 'unknown';

export function machineInfo() {
  return {
    cpu: cpuModel(),
    cores: os.cpus().length,
    ramGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    os: osName(),
    kernel: os.release(),
    node: process.version,
    chromium: chromiumVersion(),
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

export function packageVersions() {
  const names = [
    'react',
    'react-dom',
    'react-router',
    'vite',
    'fastify',
    '@fastify/static',
    '@fastify/compress',
    'kysely',
    'better-sqlite3',
    'pg',
    'zod',
    'lighthouse',
    'puppeteer-core',
    'autocannon',
  ];
  return Object.fromEntries(names.map((n) => [n, installedVersion(n)]));
}
