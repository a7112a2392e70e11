import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../dialects.ts';
import { contact, inWeek, newKey, sentByPerson } from '../fixtures.ts';
import {
  databaseUrlOf,
  killAllServers,
  postJson,
  prepareDatabase,
  type ServerProcess,
  startServer,
  weeksAheadOfToday,
} from '../server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../smtp.ts';

/**
 * Required of the hardened API: "Two server processes on one PostgreSQL take 100 concurrent
 * bookings for scarce units: no unit is booked twice, and every e-mail is
 * delivered once." Two real server processes, each with its own pool and
 * e-mail worker polling every 50 ms, on a fresh PostgreSQL database; the
 * outbox claims with FOR UPDATE SKIP LOCKED (outbox/outbox.repository.ts).
 * Runs where PostgreSQL is configured (TEST_DATABASE_URL; required in CI).
 */
const units = 3;

describeEachDialect(
  'two server processes on one $name database',
  (dialect) => {
    let database: TestDatabase | undefined;
    let smtp: TestSmtpServer | undefined;
    afterAll(async () => {
      await killAllServers();
      await smtp?.close();
      await database?.destroy();
    });

    it(`take 100 concurrent bookings for ${units} units: ${units} confirmed, the rest 409, each e-mail sent once`, async () => {
      database = await dialect.create();
      await prepareDatabase(database.db, 'postgres', { minivan: units });
      smtp = await startSmtpServer();
      const env = { DATABASE_URL: databaseUrlOf(database.target), SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' };
      const servers: ServerProcess[] = await Promise.all([startServer(env), startServer(env)]);

      // The same dates for all: at most `units` can be had. Twenty quote requests
      // alongside, for more e-mail for the two workers to share out.
      const weeks = weeksAheadOfToday();
      const trip = inWeek(weeks, { vehicleId: 'minivan' });
      const [answers, quotes] = await Promise.all([
        Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            postJson(
              `${servers[i % 2]!.url}/api/reservations`,
              { ...trip, contact: { ...contact, email: `pair-${i}@example.com` } },
              { 'idempotency-key': newKey() },
            ),
          ),
        ),
        Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            postJson(`${servers[i % 2]!.url}/api/quotes`, {
              contact: {
                firstName: 'Ada',
                lastName: 'Okafor',
                email: `quote-${i}@example.com`,
                phone: '+1 410 555 0199',
              },
              passengers: 40,
              pickupLocationId: 'baltimore',
              pickupDate: trip.pickupDate,
              pickupTime: trip.pickupTime,
              returnDate: trip.returnDate,
              returnTime: trip.returnTime,
              ...sentByPerson,
            }),
          ),
        ),
      ]);
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(units);
      expect(statuses.filter((s) => s === 409)).toHaveLength(100 - units);
      expect(quotes.map((q) => q.status)).toEqual(Array(20).fill(201));

      // In the database: never more vehicles out than the fleet has.
      const { rows } = await sql<{ n: number }>`
      select coalesce(sum(quantity), 0) as n from reservations
      where class_id = 'minivan' and location_id = 'baltimore' and status = 'confirmed'`.execute(database.db);
      expect(Number(rows[0]!.n)).toBe(units);

      // Every e-mail (two per booking and per quote: the visitor's and the staff's)
      // delivered once, by one worker or the other.
      const codes = answers.filter((a) => a.status === 201).map((a) => a.body.reservation.code as string);
      const quoteCodes = quotes.map((q) => q.body.quoteCode as string);
      const outbox = () =>
        database!.db.selectFrom('outbox_messages').select(['id', 'status', 'reference']).execute();
      const deadline = Date.now() + 60_000;
      while ((await outbox()).some((m) => m.status !== 'sent')) {
        if (Date.now() > deadline) throw new Error(`outbox not drained: ${JSON.stringify(await outbox())}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      // A few more polls of both workers: nothing goes out again.
      await new Promise((r) => setTimeout(r, 500));
      const messages = await outbox();
      expect(messages).toHaveLength(2 * (units + 20));
      expect(new Set(messages.map((m) => m.reference))).toEqual(new Set([...codes, ...quoteCodes]));
      const delivered = smtp.messageIds().map((id) => /^<([^@]+)@/.exec(id)?.[1]);
      expect(delivered).toHaveLength(messages.length);
      expect(delivered.sort()).toEqual(messages.map((m) => m.id).sort());
      const toVisitors = smtp.received.filter((m) => m.to[0] !== 'desk@rent.test');
      for (const code of [...codes, ...quoteCodes]) {
        expect(
          toVisitors.filter((m) => m.raw.includes(code)),
          code,
        ).toHaveLength(1);
      }

      // Each process answered its half (60 requests); its log lines are all in by now.
      for (const server of servers) {
        expect(server.logs().filter((l) => l.msg === 'request completed').length).toBeGreaterThanOrEqual(60);
      }
      for (const server of servers) expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    }, 180_000);
  },
  { only: 'postgres' },
);
