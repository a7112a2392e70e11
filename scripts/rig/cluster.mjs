// The rig's processes: API instances (the built server) and HAProxy in front of them.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { benchServerEnv, sleep, startServer, stopServer } from '../bench/lib.mjs';
import { haproxyConfig } from './template.mjs';

/**
 * Starts one instance on `instance.port` serving the site in `webDist`. `shared` is what every
 * instance has in common: database, Redis, SMTP, the licence key, the public origin.
 */
export async function startInstance(instance, webDist, shared) {
  const dataDir = path.join(shared.dir, instance.name);
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...benchServerEnv({ port: instance.port, dataDir, databaseUrl: shared.databaseUrl, webDist }),
    // One key for all: an instance must read the licence numbers another one sealed.
    LICENCE_ENCRYPTION_KEY: shared.licenceKey,
    REDIS_URL: shared.redisUrl,
    REDIS_KEY_PREFIX: shared.redisKeyPrefix,
    // HAProxy on this machine: its X-Forwarded-For / -Proto are believed (HSTS, client IPs).
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: shared.publicUrl,
    SMTP_URL: shared.smtpUrl,
    // Every instance runs the e-mail worker, as in production (docs/deploying.md §8).
    OUTBOX_POLL_MS: '200',
  };
  instance.logFile = path.join(dataDir, 'server.log');
  // Under the rig's load two cores are shared by everything: a start may take a while.
  const { child, readyMs } = await startServer({
    env,
    stdio: instance.logFile,
    timeoutMs: 90_000,
    pollMs: 100,
  });
  instance.child = child;
  instance.webDist = webDist;
  return readyMs;
}

export const stopInstance = (instance) => stopServer(instance.child);

/** Starts HAProxy in the foreground with the filled template; resolves when https answers. */
export async function startHaproxy({ dir, templateFile, httpPort, httpsPort, certificatePem, instances }) {
  const runtimeSocket = path.join(dir, 'haproxy.sock');
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig(templateFile, { httpPort, httpsPort, certificatePem, runtimeSocket, instances }),
  );
  const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c refused the configuration:\n${check.stderr}`);
  const logFile = path.join(dir, 'haproxy.log');
  const out = openSync(logFile, 'a');
  const child = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', out, out] });
  closeSync(out);
  const lb = {
    child,
    logFile,
    configFile,
    runtime: (command) => runtimeCommand(runtimeSocket, command),
    states: () => serverStates(runtimeSocket),
  };
  for (let i = 0; i < 100; i++) {
    if (await lbUp(runtimeSocket, instances.length)) return lb;
    await sleep(100);
  }
  throw new Error('HAProxy did not see its instances up within 10 s');
}

async function lbUp(socket, count) {
  try {
    return (await serverStates(socket)).filter((s) => s.status === 'UP').length === count;
  } catch {
    return false;
  }
}

/** One command to HAProxy's runtime API (a Unix socket); resolves with its answer. */
export function runtimeCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socket);
    let answer = '';
    connection.on('connect', () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => {
      answer += chunk;
    });
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** Each server of the backend with its status (UP, DOWN, DRAIN, MAINT) and current sessions. */
async function serverStates(socket) {
  const csv = await runtimeCommand(socket, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (row, name) => row.split(',')[columns.indexOf(name)];
  return rows
    .filter((r) => at(r, 'pxname') === 'convoy' && !['FRONTEND', 'BACKEND'].includes(at(r, 'svname')))
    .map((r) => ({ name: at(r, 'svname'), status: at(r, 'status'), sessions: Number(at(r, 'scur')) }));
}

/** Waits until HAProxy reports `name` in `status` (UP after a restart, DOWN after a kill). */
export async function waitForStatus(lb, name, status, timeoutMs = 15_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const state = (await lb.states()).find((s) => s.name === name);
    if (state?.status.startsWith(status)) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${name} did not become ${status} within ${timeoutMs / 1000} s`);
}
