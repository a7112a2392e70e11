// npm run fuzz [-- --count 50000 | --minutes 10] [--concurrency 8] [--seed N] [--database-url URL]
//
// The long fuzz campaign (decision 008): generated malformed requests for every
// public endpoint, over real HTTP, against a server this script starts on a
// temporary SQLite database (or --database-url, e.g. a PostgreSQL database
// you created for it). Prints the answers counted by endpoint and status, and
// every problem with the request that caused it: a 5xx, a 4xx without the
// error shape, a back-office answer without a session. Exits 1 on any.
// The same generator drives the 2,000-request test in `npm test`
// (test/fuzz/fuzz.integration.test.ts). Environment: FUZZ_COUNT, FUZZ_MINUTES,
// FUZZ_CONCURRENCY, FUZZ_SEED.

import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contact, inWeek, newKey, search } from '../test/fixtures.ts';
import {
  describeRequest,
  type FuzzAnswer,
  type FuzzRequest,
  formatCounts,
  fuzzBases,
  fuzzRequests,
  runCampaign,
  statusLabel,
} from '../test/fuzz/requests.ts';
import { postJson, prepareDatabaseAt, startServer, weeksAheadOfToday } from '../test/server-process.ts';
import { createWebDist } from '../test/web-dist.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string' },
    minutes: { type: 'string' },
    concurrency: { type: 'string' },
    seed: { type: 'string' },
    'database-url': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  console.log(
    'Usage: npm run fuzz -- [--count 50000 | --minutes 10] [--concurrency 8] [--seed N] [--database-url URL]',
  );
  process.exit(0);
}
const env = process.env;
const minutes = Number(args.minutes ?? env.FUZZ_MINUTES ?? 0);
const count = minutes > 0 ? Number.POSITIVE_INFINITY : Number(args.count ?? env.FUZZ_COUNT ?? 50_000);
const concurrency = Number(args.concurrency ?? env.FUZZ_CONCURRENCY ?? 8);
const seed = Number(args.seed ?? env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
for (const [name, n] of Object.entries({ count, minutes, concurrency, seed })) {
  if (Number.isNaN(n) || n < 0) {
    console.error(`--${name} must be a number`);
    process.exit(2);
  }
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-fuzz-'));
const web = await createWebDist();
let databaseUrl = args['database-url'] ?? env.FUZZ_DATABASE_URL;
if (!databaseUrl) {
  const file = path.join(dir, 'convoy.sqlite');
  await prepareDatabaseAt({ dialect: 'sqlite', file });
  databaseUrl = `sqlite:${file}`;
}
const server = await startServer({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dir,
  WEB_DIST: web.dir,
  // Each request comes "from" its own address (X-Forwarded-For): the per-IP
  // limits apply as to real visitors, rarely, instead of refusing the whole run.
  TRUST_PROXY: 'true',
  RATE_LIMIT_ALLOWLIST: '',
});
const { hostname, port } = new URL(server.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/**
 * One request over a kept-alive connection. If the server had closed that
 * connection just as it was reused (after refusing a request on it), the
 * request is sent once more on a new one, as Node's documentation advises.
 */
async function send(request: FuzzRequest): Promise<FuzzAnswer> {
  try {
    return await sendOnce(request);
  } catch (error) {
    if ((error as { reusedSocket?: boolean }).reusedSocket) return sendOnce(request);
    throw error;
  }
}

function sendOnce(request: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...request.headers,
          'x-forwarded-for': request.ip,
          // Node sends a GET's or DELETE's body without a length otherwise: the server would read it as the next request.
          ...(request.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(request.body)) }),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 1_048_576) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', (error: Error & { code?: string }) => {
      const reused = req.reusedSocket && (error.code === 'ECONNRESET' || error.message === 'socket hang up');
      // A body over the server's limit is refused (413) as soon as its length is
      // known, and the connection closed while the client is still writing it.
      const oversized =
        request.body !== undefined &&
        Buffer.byteLength(request.body) > 1_048_576 &&
        (error.code === 'EPIPE' || error.code === 'ECONNRESET');
      reject(Object.assign(error, { reusedSocket: reused, refusedOversized: oversized }));
    });
    req.end(request.body);
  });
}

/** Stops the stream of requests when the time is up. */
function* until<T>(items: Iterable<T>, deadline: number): Generator<T> {
  for (const item of items) {
    if (Date.now() > deadline) return;
    yield item;
  }
}

let exitCode = 0;
try {
  const weeks = weeksAheadOfToday();
  const made = await postJson(
    `${server.url}/api/reservations`,
    inWeek(weeks + 30, { contact: { ...contact, email: 'fuzz@example.com' } }),
    { 'idempotency-key': newKey() },
  );
  if (made.status !== 201)
    throw new Error(`the first booking failed: ${made.status} ${JSON.stringify(made.body)}`);
  const bases = {
    ...fuzzBases(weeks),
    reservation: { code: made.body.reservation.code, email: 'fuzz@example.com' },
  };

  const what = minutes > 0 ? `for ${minutes} minutes` : `${count} requests`;
  console.log(
    `fuzzing ${server.url} ${what}, ${concurrency} at a time, seed ${seed} (--seed ${seed} replays it)`,
  );
  const started = Date.now();
  const requests = fuzzRequests(bases, count, seed);
  const result = await runCampaign(
    minutes > 0 ? until(requests, started + minutes * 60_000) : requests,
    send,
    {
      concurrency,
      onProgress: (sent) => {
        if (sent % 5_000 === 0) {
          const rate = Math.round(sent / ((Date.now() - started) / 1000));
          console.log(`  ${sent} sent (${rate}/s)`);
        }
      },
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  console.log(`\n${result.sent} requests in ${seconds} s; answers by endpoint and status:\n`);
  console.log(formatCounts(result.counts));
  const byStatus = new Map<number, number>();
  for (const statuses of result.counts.values())
    for (const [status, n] of statuses) byStatus.set(status, (byStatus.get(status) ?? 0) + n);
  console.log(
    `\nall: ${[...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${statusLabel(s)}×${n}`)
      .join(' ')}`,
  );

  // Still serving afterwards?
  const later = inWeek(weeks + 40, { contact: { ...contact, email: 'after-fuzz@example.com' } });
  const found = await postJson(
    `${server.url}/api/availability`,
    search({ pickupDate: later.pickupDate, returnDate: later.returnDate }),
  );
  const booked = await postJson(`${server.url}/api/reservations`, later, { 'idempotency-key': newKey() });
  console.log(`afterwards: availability ${found.status}, booking ${booked.status}`);
  if (found.status !== 200 || booked.status !== 201) exitCode = 1;

  if (result.problems.length > 0) {
    exitCode = 1;
    console.log(`\n${result.problems.length} problems:`);
    for (const { problem, request } of result.problems.slice(0, 50)) {
      console.log(`- ${problem}\n    ${describeRequest(request)}`);
    }
    const errors = server.errors();
    if (errors.length > 0) {
      console.log('\nthe server logged:');
      for (const line of errors.slice(0, 10)) console.log(JSON.stringify(line).slice(0, 2000));
    }
  } else {
    console.log('no problems: no 5xx, every 4xx in the error shape');
  }
} catch (error) {
  exitCode = 1;
  console.error(error);
  console.error(server.output().slice(-4000));
} finally {
  agent.destroy();
  const exit = await server.stop('SIGTERM');
  if (exit.code !== 0) {
    console.error(`the server exited with ${JSON.stringify(exit)}`);
    exitCode = 1;
  }
  await web.remove();
  await rm(dir, { recursive: true, force: true });
}
process.exit(exitCode);
