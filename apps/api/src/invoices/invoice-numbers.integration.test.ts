import { afterAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { contact, inWeek, newKey } from '../../test/fixtures.ts';
import { repositoriesFor } from '../../test/repositories.ts';
import {
  databaseUrlOf,
  killAllServers,
  postJson,
  prepareDatabase,
  type ServerProcess,
  startServer,
  weeksAheadOfToday,
} from '../../test/server-process.ts';
import { dayOf } from '../analytics/period.ts';

/**
 * Invoice numbers (decision 014): sequential per year, no gaps, no duplicates,
 * also when two instances issue invoices at the same moment. Two real server
 * processes, each with its own pool, on one PostgreSQL database take 200
 * bookings at once; each booking is confirmed on the spot (nothing is collected
 * online without a payment provider) and issues its invoice in its own
 * transaction, the year's counter row held until the commit.
 */
const bookings = 200;

describeEachDialect(
  'invoice numbers from two server processes on one $name database',
  (dialect) => {
    let database: TestDatabase | undefined;
    afterAll(async () => {
      await killAllServers();
      await database?.destroy();
    });

    it(`issue ${bookings} invoices at once: ${bookings} distinct consecutive numbers`, async () => {
      database = await dialect.create();
      await prepareDatabase(database.db, 'postgres');
      // Every class at every location, so the bookings take different stock locks and run side by
      // side: only the year's invoice counter keeps them in line.
      const classes = await database.db.selectFrom('vehicle_classes').select('id').execute();
      const locations = await database.db.selectFrom('locations').select('id').execute();
      const pairs = locations.flatMap((l) => classes.map((c) => ({ locationId: l.id, classId: c.id })));
      const repos = repositoriesFor(database.db, 'postgres');
      for (const pair of pairs)
        await repos.units.set({ ...pair, count: Math.ceil(bookings / pairs.length) + 1 });
      const env = { DATABASE_URL: databaseUrlOf(database.target) };
      const servers: ServerProcess[] = await Promise.all([startServer(env), startServer(env)]);
      const trip = inWeek(weeksAheadOfToday());

      const answers = await Promise.all(
        Array.from({ length: bookings }, (_, i) => {
          const { locationId, classId } = pairs[i % pairs.length]!;
          return postJson(
            `${servers[i % 2]!.url}/api/reservations`,
            {
              ...trip,
              pickupLocationId: locationId,
              vehicleId: classId,
              contact: { ...contact, email: `invoice-${i}@example.com` },
            },
            { 'idempotency-key': newKey() },
          );
        }),
      );
      const refused = answers.filter((a) => a.status !== 201).map((a) => a.body);
      expect(refused).toEqual([]);
      const numbers = answers.map((a) => a.body.payment.invoices[0].number as string);

      const year = Number(dayOf(Date.now()).slice(0, 4));
      const expected = Array.from(
        { length: bookings },
        (_, i) => `INV-${year}-${String(i + 1).padStart(6, '0')}`,
      );
      expect([...numbers].sort()).toEqual(expected);
      const stored = await database.db
        .selectFrom('invoices')
        .select(['number', 'seq'])
        .orderBy('seq')
        .execute();
      expect(stored.map((i) => i.number)).toEqual(expected);
      const counter = await database.db.selectFrom('invoice_sequences').selectAll().execute();
      expect(counter).toEqual([{ year, last_number: bookings }]);

      for (const server of servers) expect(server.errors()).toEqual([]);
      for (const server of servers) expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    }, 180_000);
  },
  { only: 'postgres' },
);
