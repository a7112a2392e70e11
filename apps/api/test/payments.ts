import type { CollectMode } from '@convoy/domain/contracts/payment.schema';
import type { ReservationCreateInput } from '@convoy/domain/contracts/reservation.schema';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createAdmin, signIn } from './admin.ts';
import type { Answer } from './api.ts';
import { createTestApp, type TestApp } from './app.ts';
import type { TestDatabase, TestDialect } from './dialects.ts';
import { booking, newKey, testNow } from './fixtures.ts';
import { type StandInEvent, StripeStandIn } from './stripe-stand-in/stripe-stand-in.ts';

/** The keys the test app and the stand-in share (test values, not secrets). */
export const testStripe = { secretKey: 'sk_test_convoy_tests', webhookSecret: 'whsec_convoy_tests' };

/** A clock tests move: the app's and the stand-in's. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  set(at: number): void;
}

export function testClock(start = testNow): TestClock {
  let at = start;
  return {
    now: () => at,
    advance: (ms) => {
      at += ms;
    },
    set: (value) => {
      at = value;
    },
  };
}

export interface PaymentsContext extends TestApp {
  database: TestDatabase;
  standIn: StripeStandIn;
  clock: TestClock;
  /** Signed-in back-office headers (cookie and CSRF token). */
  admin: Record<string, string>;
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<Answer>;
  get(url: string, headers?: Record<string, string>): Promise<Answer>;
  put(url: string, payload: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** Books (POST /api/reservations) with a fresh Idempotency-Key unless one is given. */
  book(overrides?: Partial<ReservationCreateInput>, key?: string): Promise<Answer>;
  /** The newest checkout session opened for a reservation. */
  sessionOf(code: string): Promise<string>;
  /** Delivers the stand-in's events not yet delivered, signed, through the app (the provider's webhook). */
  webhooks(options?: { reverse?: boolean; duplicate?: boolean }): Promise<LightMyRequestResponse[]>;
  /** Events the stand-in made since the last delivery. */
  undelivered(): StandInEvent[];
  /** One round of the payments worker, then the e-mail outbox drained. */
  runWorker(): Promise<void>;
  setCollect(collect: CollectMode, pendingPaymentMinutes?: number): Promise<void>;
}

/**
 * The real app with Stripe's SDK pointed at a local stand-in of Stripe's API
 * (apps/api/test/stripe-stand-in/): the payments a renter makes on the stand-in's
 * checkout page reach the app as signed webhooks, through `inject`. One app and
 * database per file, on the moving test clock. Call inside `describeEachDialect`.
 */
export function usePayments(
  dialect: TestDialect,
  options: { collect?: CollectMode; env?: Record<string, string> } = {},
): () => PaymentsContext {
  let context: PaymentsContext | undefined;
  beforeAll(async () => {
    const clock = testClock();
    const standIn = await StripeStandIn.start({
      apiKey: testStripe.secretKey,
      webhookSecret: testStripe.webhookSecret,
      now: clock.now,
    });
    const database = await dialect.createSeeded();
    const t = await createTestApp({
      now: clock.now,
      database,
      seed: true,
      env: {
        STRIPE_SECRET_KEY: testStripe.secretKey,
        STRIPE_WEBHOOK_SECRET: testStripe.webhookSecret,
        STRIPE_API_URL: standIn.url,
        BANK_TRANSFER_DETAILS:
          'Harbor Community Bank | Account: Harbor Rent-A-Car, Inc. | Routing 021000021 | Account 000123456789',
        // Read when the app is made: a file's own `beforeAll` may fill it first (a QuickBooks stand-in's URL).
        ...options.env,
      },
    });
    await createAdmin(t.app);
    const admin = (await signIn(t.app)).headers;
    const answer = (res: LightMyRequestResponse): Answer => ({
      status: res.statusCode,
      body:
        res.body === '' || !res.headers['content-type']?.toString().includes('json')
          ? res.body
          : JSON.parse(res.body),
      headers: res.headers,
    });
    let delivered = 0;
    const ctx: PaymentsContext = {
      ...t,
      database,
      standIn,
      clock,
      admin,
      post: async (url, payload, headers = {}) =>
        answer(await t.app.inject({ method: 'POST', url, payload: payload as object, headers })),
      get: async (url, headers = {}) => answer(await t.app.inject({ method: 'GET', url, headers })),
      put: async (url, payload, headers = {}) =>
        answer(await t.app.inject({ method: 'PUT', url, payload: payload as object, headers })),
      book: (overrides = {}, key = newKey()) =>
        ctx.post('/api/reservations', booking(overrides), { 'idempotency-key': key }),
      async sessionOf(code) {
        const r = await t.repositories.reservations.findByCode(code);
        const payments = r ? await t.repositories.payments.forReservation(r.id) : [];
        const session = payments.findLast((p) => p.checkoutSessionId)?.checkoutSessionId;
        if (!session) throw new Error(`no checkout session for ${code}`);
        return session;
      },
      undelivered: () => standIn.events.slice(delivered),
      async webhooks({ reverse = false, duplicate = false } = {}) {
        const events = ctx.undelivered();
        delivered = standIn.events.length;
        const ordered = reverse ? [...events].reverse() : events;
        const sent: LightMyRequestResponse[] = [];
        for (const event of duplicate ? ordered.flatMap((e) => [e, e]) : ordered) {
          const { payload, header } = standIn.signed(event);
          sent.push(
            await t.app.inject({
              method: 'POST',
              url: '/api/payments/webhook',
              payload,
              headers: { 'content-type': 'application/json', 'stripe-signature': header },
            }),
          );
        }
        return sent;
      },
      async runWorker() {
        await t.app.services.paymentsWorker.runOnce();
        await t.app.services.outbox.drain();
      },
      async setCollect(collect, pendingPaymentMinutes = 30) {
        await t.repositories.payments.saveSettings({
          collectAtBooking: collect,
          pendingPaymentMinutes,
          reminderDaysBefore: 3,
        });
      },
      close: async () => {
        await t.close();
        await database.destroy();
        await standIn.close();
      },
    };
    if (options.collect) await ctx.setCollect(options.collect);
    context = ctx;
  });
  afterAll(async () => {
    await context?.close();
    context = undefined;
  });
  return () => {
    if (!context) throw new Error('usePayments: the app is not set up yet');
    return context;
  };
}
