import type { CollectMode } from '@convoy/domain/contracts/payment.schema';
import type { LightMyRequestResponse } from 'fastify';
import { createAdmin, type SignedIn, signIn } from '../admin.ts';
import type { Answer } from '../api.ts';
import { createTestApp, type TestApp } from '../app.ts';
import type { TestDatabase, TestDialect } from '../dialects.ts';
import { type TestClock, testClock, testStripe } from '../payments.ts';
import type { StandInEvent } from '../stripe-stand-in/stripe-stand-in.ts';
import { StripeStandIn } from '../stripe-stand-in/stripe-stand-in.ts';

/**
 * The real system the money test drives (SPEC Part B §15): the app over a
 * database of its own, Stripe's SDK pointed at the local stand-in, a clock the
 * test moves, staff signed in. It can be restarted mid-way (a new app over the
 * same database and provider), and holds the provider's webhooks until a
 * command delivers them, in order, reversed or twice.
 */
export interface MoneyWorld {
  readonly dialect: TestDialect['name'];
  readonly database: TestDatabase;
  readonly standIn: StripeStandIn;
  readonly clock: TestClock;
  /** The app now running (a restart replaces it). */
  readonly t: TestApp;
  /** Signed-in staff headers, signing in again when the moved clock has idled the session out. */
  staffHeaders(): Promise<Record<string, string>>;
  /** Every answer of every request, checked: a 5xx is a bug whatever the command (thrown). */
  request(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  /** The provider's events not yet delivered, delivered through the webhook endpoint. */
  deliver(options?: { reverse?: boolean; duplicate?: boolean; count?: number }): Promise<void>;
  undelivered(): StandInEvent[];
  setCollect(collect: CollectMode): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
  /** Requests answered, by status class: the run's report. */
  readonly answered: Map<string, number>;
}

export class ServerFault extends Error {
  override readonly name = 'ServerFault';
}

export async function moneyWorld(dialect: TestDialect): Promise<MoneyWorld> {
  const clock = testClock();
  const standIn = await StripeStandIn.start({
    apiKey: testStripe.secretKey,
    webhookSecret: testStripe.webhookSecret,
    now: clock.now,
  });
  const database = await dialect.createSeeded();
  const appOf = (seed: boolean) =>
    createTestApp({
      now: clock.now,
      database,
      seed,
      env: {
        // Thousands of requests: their access log would fill the memory; warnings still come.
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: testStripe.secretKey,
        STRIPE_WEBHOOK_SECRET: testStripe.webhookSecret,
        STRIPE_API_URL: standIn.url,
        BANK_TRANSFER_DETAILS: 'Harbor Community Bank | Routing 021000021',
      },
    });
  let t = await appOf(true);
  await createAdmin(t.app);
  let staff: SignedIn = await signIn(t.app);
  let signedInAt = clock.now();
  let delivered = 0;
  const answered = new Map<string, number>();

  const answer = (res: LightMyRequestResponse): Answer => ({
    status: res.statusCode,
    body:
      res.body === '' || !res.headers['content-type']?.toString().includes('json')
        ? res.body
        : JSON.parse(res.body),
    headers: res.headers,
  });
  const count = (status: number) => {
    const key = `${Math.floor(status / 100)}xx`;
    answered.set(key, (answered.get(key) ?? 0) + 1);
  };

  const world: MoneyWorld = {
    dialect: dialect.name,
    database,
    standIn,
    clock,
    get t() {
      return t;
    },
    async staffHeaders() {
      // The back office signs staff out after 30 idle minutes (ADMIN_IDLE_MINUTES): sign in again well before.
      if (clock.now() - signedInAt > 15 * 60_000) {
        staff = await signIn(t.app);
        signedInAt = clock.now();
      }
      return staff.headers;
    },
    answered,
    async request(method, url, payload, headers = {}) {
      const send = (h: Record<string, string>) =>
        t.app.inject({
          method,
          url,
          headers: h,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
      let res = await send(headers);
      count(res.statusCode);
      if (res.statusCode === 401 && headers.cookie !== undefined) {
        // The clock moved past the idle limit while the click was on its way (a command run together
        // with a clock move): the session ended and nothing was done. Staff sign in again and send the
        // same form, with the same key.
        if (headers.cookie === staff.headers.cookie) {
          staff = await signIn(t.app);
          signedInAt = clock.now();
        }
        res = await send({ ...headers, ...staff.headers });
        count(res.statusCode);
      }
      if (res.statusCode >= 500)
        throw new ServerFault(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
      return answer(res);
    },
    undelivered: () => standIn.events.slice(delivered),
    async deliver({ reverse = false, duplicate = false, count: howMany } = {}) {
      const pending = world.undelivered();
      const events = howMany === undefined ? pending : pending.slice(0, howMany);
      delivered += events.length;
      const ordered = reverse ? [...events].reverse() : events;
      for (const event of duplicate ? ordered.flatMap((e) => [e, e]) : ordered) {
        const { payload, header } = standIn.signed(event);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
        });
        count(res.statusCode);
        if (res.statusCode >= 500) throw new ServerFault(`webhook ${event.type} answered ${res.statusCode}`);
      }
    },
    async setCollect(collect) {
      await t.repositories.payments.saveSettings({
        collectAtBooking: collect,
        pendingPaymentMinutes: 30,
        reminderDaysBefore: 3,
      });
    },
    async restart() {
      await t.close();
      t = await appOf(false);
      // Sessions live in the database: the same sign-in goes on working, unless the clock idled it out.
      staff = await signIn(t.app);
      signedInAt = clock.now();
    },
    async close() {
      await t.close();
      await database.destroy();
      await standIn.close();
    },
  };
  await world.setCollect('deposit');
  return world;
}
