import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fixedClock, inWeek, newKey, quoteRequest } from '../../test/fixtures.ts';
import { waitInWords } from './rate-limit.ts';

/**
 * Abuse limits (decision 008): per-IP limits on every public POST, counted in memory or, with
 * REDIS_URL, in Redis shared by every instance. Requests come from documentation
 * addresses (RFC 5737), not the test app's allow-listed 127.0.0.1.
 */
const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

const quote = quoteRequest();

let address = 0;
/** A client address no other test uses. */
const nextIp = () => `198.51.100.${++address}`;

function post(t: TestApp, url: string, payload: unknown, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
}

/** The public endpoints with the limit a visitor can see in X-RateLimit-Limit, per window. */
const limits = [
  { method: 'POST', url: '/api/availability', max: 120, minutes: 1 },
  { method: 'POST', url: '/api/reservations', max: 20, minutes: 10 },
  { method: 'GET', url: '/api/reservations/CNV-7K3M9Q?email=ada@example.com', max: 30, minutes: 10 },
  { method: 'POST', url: '/api/reservations/CNV-7K3M9Q/cancel', max: 30, minutes: 10 },
  { method: 'POST', url: '/api/quotes', max: 10, minutes: 10 },
  { method: 'POST', url: '/api/leads', max: 10, minutes: 10 },
  { method: 'POST', url: '/api/collect', max: 120, minutes: 1 },
  { method: 'POST', url: '/api/admin/login', max: 20, minutes: 1 },
] as const;

describe('per-IP rate limits, in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: fixedClock });
  });
  afterAll(() => t.close());

  it.each(limits)(
    '$method $url allows $max requests per IP in $minutes min, then 429 with Retry-After',
    async (route) => {
      const ip = nextIp();
      const send = () =>
        t.app.inject({
          method: route.method,
          url: route.url,
          remoteAddress: ip,
          ...(route.method === 'POST' ? { payload: {} } : {}),
          // The admin sign-in takes same-site requests only.
          headers: { origin: 'https://rent.test' },
        });
      const first = await send();
      expect(first.statusCode).not.toBe(429);
      expect(first.headers['x-ratelimit-limit']).toBe(String(route.max));
      for (let i = 1; i < route.max; i++) expect((await send()).statusCode).not.toBe(429);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(route.minutes * 60);
      expect(limited.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: `You have sent too many requests in a short time. Please wait ${waitInWords(retryAfter * 1000)} and try again.`,
        },
      });
    },
  );

  it('keeps counting per address: a booking from another IP is still taken', async () => {
    const busy = nextIp();
    for (let i = 0; i < 20; i++) await post(t, '/api/reservations', {}, busy);
    expect(
      (await post(t, '/api/reservations', inWeek(8), busy, { 'idempotency-key': newKey() })).statusCode,
    ).toBe(429);
    const other = await post(t, '/api/reservations', inWeek(8), nextIp(), { 'idempotency-key': newKey() });
    expect(other.statusCode).toBe(201);
  });

  it('never limits an allow-listed address (RATE_LIMIT_ALLOWLIST)', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await post(t, '/api/quotes', {}, '127.0.0.1')).statusCode).toBe(422);
    }
  });

  it('says the wait in plain words', () => {
    expect([500, 1000, 45_000, 60_000, 61_000, 599_000].map(waitInWords)).toEqual([
      '1 second',
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '10 minutes',
    ]);
  });
});

describe('per-IP rate limits shared through Redis (REDIS_URL)', () => {
  const prefix = `convoy-test-${process.pid}-${randomUUID().slice(0, 8)}:`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await createTestApp({ seed: true, now: fixedClock, env });
    apps.push(t);
    return t;
  };

  beforeAll(async () => {
    await redis.connect();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  });
  afterAll(() => redis.quit());

  it('counts the requests of one address at two instances together', async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    const one = await start(env);
    const two = await start(env);
    const ip = nextIp();
    // 10 quotes per address per 10 minutes: 6 here and 4 there use them up.
    for (let i = 0; i < 6; i++) expect((await post(one, '/api/quotes', quote, ip)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await post(two, '/api/quotes', quote, ip)).statusCode).toBe(201);
    expect((await post(one, '/api/quotes', quote, ip)).statusCode).toBe(429);
    const limited = await post(two, '/api/quotes', quote, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, at either instance, is still served.
    expect((await post(two, '/api/quotes', quote, nextIp())).statusCode).toBe(201);
    // The count lives in Redis under the deployment's prefix.
    expect(await redis.keys(`${prefix}rate-limit:*`)).not.toEqual([]);
  });

  it('serves every request when Redis is unreachable, and says so in the log', async () => {
    const t = await start({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: prefix });
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(t, '/api/quotes', quote, ip)).statusCode);
    expect(statuses).toEqual(Array(12).fill(201));
    const search = await post(t, '/api/availability', inWeek(9), ip);
    expect(search.statusCode).toBe(200);
    expect(t.logs.some((line) => line.level === 40 && /Redis unavailable/.test(String(line.msg)))).toBe(true);
  });
});
