// Time to first byte of a prerendered page under load, against a plain static
// HTML file of the same bytes served by the same server (decision 009: within 1.5×).
// Prerendered pages are answered from memory (apps/api/src/site/page-cache.ts);
// a file the route table does not know goes through @fastify/static with its
// .br/.gz siblings. Both are asked for with a browser's Accept-Encoding, so both
// answer the same brotli bytes. While autocannon keeps the server busy, a probe
// on a connection of its own times request → response headers, alternating
// the two targets in rounds so that drift hits both alike.
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchServerEnv,
  freePort,
  median,
  memoryOf,
  percentile,
  round,
  sampleMemory,
  serverErrors,
  startServer,
  stopServer,
  webClientDir,
} from './lib.mjs';

const acceptEncoding = 'br, gzip, deflate';

/** Sequential GETs on one keep-alive connection until `until()`; ms to the response headers. */
async function probe(base, pathname, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples = [];
  const url = new URL(pathname, base);
  while (!until()) {
    samples.push(
      await new Promise((resolve, reject) => {
        const started = performance.now();
        const req = http.get(url, { agent, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const ttfb = performance.now() - started;
          if (res.statusCode !== 200) reject(new Error(`${pathname} answered ${res.statusCode}`));
          res.resume();
          res.on('end', () => resolve(ttfb));
        });
        req.on('error', reject);
      }),
    );
  }
  agent.destroy();
  return samples;
}

async function headersOf(base, pathname) {
  const res = await fetch(new URL(pathname, base), { headers: { 'accept-encoding': acceptEncoding } });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    contentEncoding: res.headers.get('content-encoding'),
    bytes: Number(res.headers.get('content-length') ?? body.length),
  };
}

export async function benchTtfb({
  page = '/15-passenger-van',
  rounds = 2,
  seconds = 5,
  connections = 50,
  log,
}) {
  const say = log ?? ((line) => console.log(line));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'convoy-bench-ttfb-'));
  const webDist = path.join(dir, 'web');
  let child;
  try {
    cpSync(webClientDir, webDist, { recursive: true });
    // The plain file: the very bytes of the prerendered page, with the build's compressed siblings.
    const pageFile = path.join(webDist, page.slice(1), 'index.html');
    for (const suffix of ['', '.br', '.gz']) {
      copyFileSync(`${pageFile}${suffix}`, path.join(webDist, `bench-static.html${suffix}`));
    }
    const port = await freePort();
    const env = benchServerEnv({
      port,
      dataDir: dir,
      databaseUrl: `sqlite:${path.join(dir, 'bench.sqlite')}`,
      webDist,
    });
    const logFile = path.join(dir, 'server.log');
    const server = await startServer({ env, stdio: logFile });
    child = server.child;
    const targets = [
      { key: 'page', title: `prerendered ${page}`, path: page },
      { key: 'static', title: 'static /bench-static.html', path: '/bench-static.html' },
    ];
    for (const t of targets) t.response = await headersOf(server.base, t.path);
    for (const t of targets) {
      // Warm-up: the page cache fills on first use, the JIT on the first thousands.
      await autocannon({
        url: `${server.base}${t.path}`,
        connections: 10,
        duration: 2,
        headers: { 'accept-encoding': acceptEncoding },
      });
    }
    const collected = Object.fromEntries(
      targets.map((t) => [t.key, { ttfb: [], rps: [], p50: [], p99: [] }]),
    );
    const sampler = sampleMemory(child.pid);
    for (let r = 0; r < rounds; r++) {
      for (const t of targets) {
        let done = false;
        const load = autocannon({
          url: `${server.base}${t.path}`,
          connections: connections - 1,
          duration: seconds,
          headers: { 'accept-encoding': acceptEncoding },
        });
        const samples = probe(server.base, t.path, () => done);
        const result = await load;
        done = true;
        const c = collected[t.key];
        c.ttfb.push(...(await samples));
        c.rps.push(result.requests.average);
        c.p50.push(result.latency.p50);
        c.p99.push(result.latency.p99);
        if (result.non2xx || result.errors)
          say(`  ! ${t.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
    }
    const peakRssMb = sampler.stop();
    const out = {};
    for (const t of targets) {
      const c = collected[t.key];
      out[t.key] = {
        title: t.title,
        path: t.path,
        contentEncoding: t.response.contentEncoding,
        bytes: t.response.bytes,
        probeSamples: c.ttfb.length,
        ttfbP50ms: round(median(c.ttfb), 2),
        ttfbP99ms: round(percentile(c.ttfb, 99), 2),
        requestsPerSecond: Math.round(median(c.rps)),
        loadP50ms: median(c.p50),
        loadP99ms: median(c.p99),
      };
      say(
        `  ${t.title} (${t.response.contentEncoding}, ${t.response.bytes} B): TTFB p50 ${out[t.key].ttfbP50ms} ms, ` +
          `p99 ${out[t.key].ttfbP99ms} ms, ${out[t.key].requestsPerSecond} req/s`,
      );
    }
    const sameBytes =
      readFileSync(`${pageFile}.br`).equals(readFileSync(path.join(webDist, 'bench-static.html.br'))) &&
      out.page.contentEncoding === out.static.contentEncoding;
    const errors = serverErrors(logFile);
    if (errors.count) say(`  ! the server logged ${errors.count} errors: ${JSON.stringify(errors.messages)}`);
    return {
      page,
      serverErrors: errors,
      connections,
      rounds,
      secondsPerRound: seconds,
      sameEncodingAndBytes: sameBytes,
      ...out,
      ttfbRatio: round(out.page.ttfbP50ms / out.static.ttfbP50ms, 3),
      throughputRatio: round(out.static.requestsPerSecond / out.page.requestsPerSecond, 3),
      memory: {
        peakSampledMb: round(peakRssMb, 1),
        peakHwmMb: round(memoryOf(child.pid).hwmMb, 1),
        afterLoadMb: round(memoryOf(child.pid).rssMb, 1),
      },
    };
  } finally {
    await stopServer(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
