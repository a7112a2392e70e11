// Writes the rig's figures: docs/benchmarks/rig.json (everything) and rig.md (the summary).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../bench/lib.mjs';
import { updateSection } from '../bench/report.mjs';

const yes = (ok) => (ok ? 'yes' : '**no**');
const kinds = (byKind) =>
  Object.entries(byKind)
    .map(
      ([kind, statuses]) =>
        `${kind}: ${Object.entries(statuses)
          .map(([s, n]) => `${n}× ${s}`)
          .join(', ')}`,
    )
    .join('; ');

export function writeReport(r) {
  writeFileSync(path.join(root, 'docs/benchmarks/rig.json'), `${JSON.stringify(r, null, 2)}\n`);
  const k = r.killAndRestart;
  const d = r.rollingDeploy;
  const m = r.mail;
  const o = r.observatory;
  const lines = [
    '# Scale-out rig',
    '',
    `Measured ${r.measuredAt} by \`npm run rig\` (scripts/rig/run.mjs) on ${r.machine.cpus} shared cores, Node ${r.machine.node}, HAProxy ${r.machine.haproxy}:`,
    `${r.setup.instances} instances of the built server on one PostgreSQL database and one Redis, behind HAProxy`,
    '(deploy/haproxy/haproxy.cfg: TLS with a self-signed certificate, http→https, HSTS, health checks on GET /api/health).',
    `Bookings race for the last unit: ${r.setup.target.classId} at ${r.setup.target.locationId} has 1 unit, three one-day slots at a time.`,
    'Everything runs on one machine, the load generator included: the figures are for comparing runs, not capacity.',
    '',
    '| | |',
    '| --- | --- |',
    `| Load with a SIGKILL (${k.seconds} s) | ${k.requests} requests, ${k.requestsPerSecond} req/s |`,
    `| — answers | ${kinds(k.byKind)} |`,
    `| — api2 killed at | ${k.killedAtSecond} s; marked down after ${k.markedDownAfterMs} ms; restarted, ready in ${k.restartReadyMs} ms, up after ${k.markedUpAfterRestartMs} ms |`,
    `| — failed requests | ${k.failed}: ${k.failedInFlightOnKilled} in flight on the killed instance, ${k.failedOtherwise} otherwise; ${k.retriedByBalancer} answered after HAProxy retried them on another instance |`,
    `| Rolling deploy A→B (${d.seconds} s) | ${d.requests} requests, ${d.requestsPerSecond} req/s; steps ${d.steps.map((s) => `${s.instance} ${s.seconds} s`).join(', ')} |`,
    `| — answers | ${kinds(d.byKind)} |`,
    `| — failed requests | ${d.failed}; ${d.retriedByBalancer} answered after a retry on another instance |`,
    `| — pages loaded | ${d.pages} (${Object.entries(d.pagesByBuild)
      .map(([b, n]) => `${n} of build ${b}`)
      .join(', ')}), ${d.assets} scripts and stylesheets |`,
    `| — asset 404s | **${d.asset404s}** |`,
    `| — release B kept A's files | ${d.releases.B.filesOfAMissingFromB} of A's ${d.releases.A.assetFiles} asset files missing from B; ${d.releases.B.newInB} new in B, copied into A before the roll |`,
    `| Double bookings | **${r.bookings.overbookedInstants}** instants over the units count (${r.bookings.confirmedOnTarget} confirmed bookings of the 1-unit class) |`,
    `| E-mails | ${m.messages} in the outbox (${Object.entries(m.outbox)
      .map(([s, n]) => `${n} ${s}`)
      .join(
        ', ',
      )}); ${m.deliveredOnce} delivered once, ${m.deliveredTwiceOrMore} more than once, ${m.neverDelivered} never |`,
    `| — renters | ${m.rentersMailedOnce} of ${m.bookings} confirmed bookings' renters mailed exactly once |`,
    `| http → https | ${r.tls.httpRedirect.status} to ${r.tls.httpRedirect.location} |`,
    `| MDN HTTP Observatory ${o.version} (https) | **${o.grade}**, score ${o.score}, ${o.testsPassed}/${o.testsQuantity} tests passed |`,
    '',
    `Goals: no failure but those in flight on the killed instance: ${yes(k.failedOtherwise === 0 && d.failed === 0)};`,
    `no double booking: ${yes(r.bookings.overbookedInstants === 0)}; each e-mail once: ${yes(m.deliveredTwiceOrMore === 0 && m.neverDelivered === 0)};`,
    `no asset 404 while rolling: ${yes(d.asset404s === 0)}; Observatory A+: ${yes(o.grade === 'A+')}.`,
    '',
  ];
  writeFileSync(path.join(root, 'docs/benchmarks/rig.md'), lines.join('\n'));
  updateSection('rig');
}
