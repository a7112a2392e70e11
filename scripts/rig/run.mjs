#!/usr/bin/env node
// `npm run rig`: the scale-out rig (docs/deploying.md "Scale-out rig"). Two builds of the site
// (releases A and B), three instances of the built server on one throwaway PostgreSQL database and
// one Redis behind HAProxy (TLS, http→https, HSTS, health checks). Phase 1: searches and bookings
// racing for one unit while one instance is SIGKILLed and restarted. Phase 2: the instances are
// replaced one by one with release B while a visitor loads pages and their assets. Then: double
// bookings in SQL, e-mails per message and per renter, the Observatory's grade. Writes
// docs/benchmarks/rig.md and rig.json. A measurement, not a test: never part of `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, freePort, postgresAdminUrl, root, sleep } from '../bench/lib.mjs';
import { drainedOutbox, mailOnce, overbookedInstants, query } from './checks.mjs';
import { startHaproxy, startInstance, stopInstance, waitForStatus } from './cluster.mjs';
import { apiLoad, assetVisitor, httpsClient } from './load.mjs';
import { observatoryGrade } from './observatory.mjs';
import { writeReport } from './report.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { selfSignedCertificate } from './tls.mjs';
import { parseHaproxyLog, summarise } from './traffic.mjs';

const say = (line) => console.log(line);
const target = { locationId: 'denver', classId: 'minivan' };
const turnaroundMs = 120 * 60_000; // TURNAROUND_MINUTES' default: the rig sets none
const loadSeconds = Number(process.env.RIG_LOAD_SECONDS ?? 30);
const pages = [
  '/',
  '/contact',
  '/15-passenger-van',
  '/44-passenger-bus',
  '/churches-ministries',
  '/availability',
];

if (spawnSync('haproxy', ['-v']).error) {
  console.error('The rig needs HAProxy from Debian: apt-get install -y haproxy');
  process.exit(1);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'convoy-rig-'));
const cleanups = [];
try {
  const releases = buildReleases();
  const cert = selfSignedCertificate(dir);
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.close());
  const database = await createPostgresDatabase(
    postgresAdminUrl() || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  cleanups.push(() => database.drop());
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const shared = {
    dir,
    databaseUrl: database.url,
    redisUrl: process.env.RIG_REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisKeyPrefix: `convoy-rig-${randomBytes(3).toString('hex')}:`,
    licenceKey: randomBytes(32).toString('base64'),
    publicUrl: `https://localhost:${httpsPort}`,
    smtpUrl: smtp.url,
  };
  const instances = [];
  for (const name of ['api1', 'api2', 'api3'])
    instances.push({ name, host: '127.0.0.1', port: await freePort() });
  cleanups.push(() => Promise.all(instances.map(stopInstance)));

  // The first start migrates and seeds; then the class the bookers race for gets one unit, before
  // any instance has the catalogue cached.
  await startInstance(instances[0], releases.A.dir, shared);
  await stopInstance(instances[0]);
  await query(database.url, 'update units set count = 1 where location_id = $1 and class_id = $2', [
    target.locationId,
    target.classId,
  ]);
  await Promise.all(instances.map((i) => startInstance(i, releases.A.dir, shared)));
  const lb = await startHaproxy({
    dir,
    templateFile: path.join(root, 'deploy/haproxy/haproxy.cfg'),
    httpPort,
    httpsPort,
    certificatePem: cert.pem,
    instances,
  });
  cleanups.push(() => lb.child.kill('SIGTERM'));
  say(
    `rig: https://localhost:${httpsPort} → ${instances.map((i) => i.port).join(', ')}; PostgreSQL ${database.name}`,
  );

  const client = httpsClient({ base: shared.publicUrl, ca: cert.certificate, connections: 64 });
  const killPhase = await killAndRestart({ client, lb, instances, releases, shared });
  const rollPhase = await rollingDeploy({ client, lb, instances, releases, shared });
  client.close();

  say('checks: outbox, double bookings, e-mails, Observatory');
  const outboxCounts = await drainedOutbox(database.url);
  await sleep(1000); // a few more polls of every worker: nothing may go out again
  const outbox = await query(database.url, 'select id, kind, to_address from outbox_messages');
  const bookings = await query(
    database.url,
    "select code, email from reservations where status = 'confirmed'",
  );
  const mail = { outbox: outboxCounts, ...mailOnce(outbox, smtp.received, bookings) };
  const overbooked = await overbookedInstants(database.url, turnaroundMs);
  const [{ n: targetBookings }] = await query(
    database.url,
    "select count(*)::int as n from reservation_lines where location_id = $1 and class_id = $2 and status = 'confirmed'",
    [target.locationId, target.classId],
  );
  const observatory = observatoryGrade({
    host: 'localhost',
    httpPort,
    httpsPort,
    certFile: cert.certFile,
    say,
  });
  const redirect = await fetch(`http://localhost:${httpPort}/contact?utm_source=rig`, { redirect: 'manual' });

  const log = parseHaproxyLog(readFileSync(lb.logFile, 'utf8'));
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, haproxy: haproxyVersion() },
    setup: {
      instances: instances.length,
      loadBalancer: 'HAProxy (deploy/haproxy/haproxy.cfg)',
      database: 'PostgreSQL (one throwaway database)',
      redis: true,
      target: { ...target, units: 1 },
    },
    killAndRestart: { ...killPhase.meta, ...summarise(client.records, log, killPhase.window) },
    rollingDeploy: {
      ...rollPhase.meta,
      ...summarise(client.records, log, rollPhase.window),
      pages: rollPhase.seen.pages,
      pagesByBuild: rollPhase.seen.pagesByBuild,
      assets: rollPhase.seen.assets,
      asset404s: rollPhase.seen.assets404.length,
      asset404Examples: rollPhase.seen.assets404.slice(0, 10),
      releases: { A: releases.A.meta, B: releases.B.meta },
    },
    bookings: { confirmedOnTarget: targetBookings, overbookedInstants: overbooked.length, overbooked },
    mail,
    tls: {
      httpRedirect: { status: redirect.status, location: redirect.headers.get('location') },
      hsts: observatory.tests['strict-transport-security']?.result ?? null,
    },
    observatory,
  };
  writeReport(result);
  say(
    `rig: ${result.killAndRestart.requests} + ${result.rollingDeploy.requests} requests, ` +
      `failed ${result.killAndRestart.failed} (in flight on the killed instance ${result.killAndRestart.failedInFlightOnKilled}) + ${result.rollingDeploy.failed}; ` +
      `double bookings ${overbooked.length}; e-mails twice ${mail.deliveredTwiceOrMore}, never ${mail.neverDelivered}; ` +
      `asset 404s ${result.rollingDeploy.asset404s}; Observatory ${observatory.grade} (${observatory.score})`,
  );
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  // The logs of HAProxy and every instance stay in .tmp/rig-logs until the next run.
  const kept = path.join(root, '.tmp/rig-logs');
  rmSync(kept, { recursive: true, force: true });
  cpSync(dir, kept, {
    recursive: true,
    filter: (f) => !f.includes('/releases/') && (/\.(log|cfg)$/.test(f) || statSync(f).isDirectory()),
  });
  rmSync(dir, { recursive: true, force: true });
  console.log(`logs: ${path.relative(root, kept)}`);
}

/** Release A, then release B built over it (a different CONVOY_BUILD_ID, so new hashed names). */
function buildReleases() {
  const stamp = Date.now().toString(36);
  const releases = {};
  for (const name of ['A', 'B']) {
    say(`build ${name}: npm run build (CONVOY_BUILD_ID=rig-${stamp}-${name})`);
    const started = performance.now();
    // Vite's warnings are many: the output is shown only when the build fails.
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONVOY_BUILD_ID: `rig-${stamp}-${name}` },
    });
    if (build.status !== 0) throw new Error(`build ${name} failed:\n${build.stdout}\n${build.stderr}`);
    const releaseDir = path.join(dir, 'releases', name);
    cpSync(path.join(root, 'apps/web/dist/client'), releaseDir, { recursive: true });
    const entry = /<script\b[^>]*\bsrc="(\/assets\/[^"]+)"/.exec(
      readFileSync(path.join(releaseDir, 'index.html'), 'utf8'),
    )[1];
    releases[name] = {
      dir: releaseDir,
      entry,
      assets: new Set(readdirSync(path.join(releaseDir, 'assets'), { recursive: true })),
      meta: { buildSeconds: Math.round((performance.now() - started) / 1000), entry },
    };
  }
  const { A, B } = releases;
  A.meta.assetFiles = A.assets.size;
  B.meta.assetFiles = B.assets.size;
  // The build's retention: B still holds every file of A.
  B.meta.filesOfAMissingFromB = [...A.assets].filter((f) => !B.assets.has(f)).length;
  B.meta.newInB = [...B.assets].filter((f) => !A.assets.has(f)).length;
  return releases;
}

function haproxyVersion() {
  return /version (\S+)/.exec(execFileSync('haproxy', ['-v'], { encoding: 'utf8' }))?.[1] ?? null;
}

/** Phase 1: load; SIGKILL one instance a third of the way in; start it again 3 s later. */
async function killAndRestart({ client, lb, instances, releases, shared }) {
  say(`phase 1: ${loadSeconds} s of searches and bookings; SIGKILL api2 at ${Math.round(loadSeconds / 3)} s`);
  const startedAt = Date.now();
  const load = apiLoad(client, { label: 'kill', searchers: 4, bookers: 4, target });
  await sleep((loadSeconds / 3) * 1000);
  const victim = instances[1];
  const kill = { server: victim.name, at: Date.now() };
  victim.child.kill('SIGKILL');
  const downAfterMs = await waitForStatus(lb, victim.name, 'DOWN');
  await sleep(3000);
  const restartReadyMs = await startInstance(victim, releases.A.dir, shared);
  const upAfterMs = await waitForStatus(lb, victim.name, 'UP');
  await sleep(Math.max(0, startedAt + loadSeconds * 1000 - Date.now()));
  await load.stop();
  const endedAt = Date.now();
  return {
    window: { startedAt, endedAt, kill },
    meta: {
      killedAtSecond: Math.round((kill.at - startedAt) / 100) / 10,
      markedDownAfterMs: downAfterMs,
      restartReadyMs: Math.round(restartReadyMs),
      markedUpAfterRestartMs: upAfterMs,
    },
  };
}

/**
 * Phase 2, the procedure of docs/deploying.md: B's assets join the live release first (hashed
 * names, so nothing is overwritten), then each instance is drained, stopped with SIGTERM, started
 * on release B and put back, one at a time.
 */
async function rollingDeploy({ client, lb, instances, releases, shared }) {
  const { A, B } = releases;
  const newFiles = [...B.assets].filter((f) => !A.assets.has(f));
  for (const file of newFiles) cpSync(path.join(B.dir, 'assets', file), path.join(A.dir, 'assets', file));
  say(`phase 2: ${newFiles.length} asset files of B copied into A; rolling api1..api3 to B under load`);
  const startedAt = Date.now();
  const load = apiLoad(client, { label: 'roll', searchers: 3, bookers: 2, target });
  const buildOf = (html) => (html.includes(A.entry) ? 'A' : html.includes(B.entry) ? 'B' : 'unknown');
  const visitor = assetVisitor(client, { pages, visitors: 4, buildOf });
  await sleep(4000);
  const steps = [];
  for (const instance of instances) {
    const stepStarted = Date.now();
    await lb.runtime(`set server convoy/${instance.name} state drain`);
    await sleep(1000); // requests already sent to it finish; new ones go elsewhere
    await stopInstance(instance);
    await startInstance(instance, B.dir, shared);
    await lb.runtime(`set server convoy/${instance.name} state ready`);
    await waitForStatus(lb, instance.name, 'UP');
    steps.push({ instance: instance.name, seconds: Math.round((Date.now() - stepStarted) / 100) / 10 });
    await sleep(3000);
  }
  await sleep(2000);
  await Promise.all([load.stop(), visitor.stop()]);
  return {
    window: { startedAt, endedAt: Date.now() },
    seen: visitor.seen,
    meta: { assetFilesCopiedIntoLiveRelease: newFiles.length, steps },
  };
}
