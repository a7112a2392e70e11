import { BlockList, isIP } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { ApiError } from '../errors.ts';

const minute = 60_000;

/**
 * Per-IP limits of the public endpoints (decision 008, abuse limits). A person,
 * even a group organiser correcting a form and retrying, stays far below
 * each; a script filling the calendar with fake bookings or the inbox with
 * spam does not. Every request counts, refused ones too. A route takes its
 * limit with `config: { rateLimit: rateLimits.booking }`.
 */
export const rateLimits = {
  /** POST /api/availability: each search of the flow asks once. */
  search: { max: 120, timeWindow: minute },
  /** POST /api/reservations: a booking holds vehicles, so a script could take the fleet off sale. */
  booking: { max: 20, timeWindow: 10 * minute },
  /** GET /api/reservations/:code and POST …/cancel (each counted apart): a handful to manage; guessing needs millions. */
  manage: { max: 30, timeWindow: 10 * minute },
  /** POST /api/quotes: each one e-mails the visitor and staff. */
  quote: { max: 10, timeWindow: 10 * minute },
  /** POST /api/leads: each one e-mails the visitor and staff. */
  lead: { max: 10, timeWindow: 10 * minute },
  /** POST /api/organisations: each one e-mails the billing contact and staff. */
  organisation: { max: 10, timeWindow: 10 * minute },
  /** The organisation's own page and uploads, with its code and key: guessing a key needs 2^192 tries. */
  account: { max: 60, timeWindow: 10 * minute },
  /** POST /api/payments/webhook: the provider's deliveries (bursts after an outage). */
  webhook: { max: 600, timeWindow: minute },
  /** POST /api/collect: a beacon per page view and a few Web Vitals. */
  collect: { max: 120, timeWindow: minute },
  /**
   * GET /api/admin/search, per staff session (decision 042): the box asks as one
   * types (debounced), a few times a search; a script reading the index does not.
   */
  adminSearch: { max: 60, timeWindow: minute },
} as const satisfies Record<string, { max: number; timeWindow: number }>;

/** "45 seconds", "1 minute", "3 minutes": the wait, rounded up. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** RATE_LIMIT_ALLOWLIST as a test of a client address; null when empty. */
function allowlistOf(entries: readonly string[]): ((ip: string) => boolean) | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  // BlockList.check builds a SocketAddress per call: the answer per address is kept (a few hundred at most).
  const known = new LRUCache<string, boolean>({ max: 1024 });
  return (ip) => {
    let allowed = known.get(ip);
    if (allowed === undefined) {
      // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
      const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
      const family = isIP(address);
      allowed = family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
      known.set(ip, allowed);
    }
    return allowed;
  };
}

/**
 * A Redis client that never holds a request up: while disconnected a command
 * fails at once (no offline queue), a slow one after half a second, and the
 * limiter then lets the request through (skipOnError). One warning per outage.
 */
function redisClient(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let up = true;
  redis.on('error', (err) => {
    if (!up) return;
    up = false;
    app.log.warn({ err }, 'Redis unavailable: rate limits let requests through until it is back');
  });
  redis.on('ready', () => {
    if (!up) app.log.info('Redis is back: rate limits count again');
    up = true;
  });
  return redis;
}

/**
 * @fastify/rate-limit for the routes that ask for it (`config.rateLimit`):
 * counts in memory, or in Redis when REDIS_URL is set so several instances
 * count together. Over the limit: 429 with our error shape and Retry-After.
 * If Redis is down, requests are served, never refused (fail open).
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const allowed = allowlistOf(config.rateLimitAllowlist);
  const redis = config.redisUrl ? redisClient(app, config.redisUrl) : undefined;
  if (redis) {
    // Not awaited forever: a Redis that is down must not stop the site from starting.
    await redis.connect().catch(() => {});
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    // Nothing is limited unless its route asks.
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true } : {}),
    ...(allowed ? { allowList: (request) => allowed(request.ip) } : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'rate_limited',
        `You have sent too many requests in a short time. Please wait ${waitInWords(context.ttl)} and try again.`,
      ),
  });
}
