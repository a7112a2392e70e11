import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { repositoryFactory } from '../repositories.ts';
import { SearchService } from '../search/search.service.ts';
import { seedScale } from './seed-scale.ts';

/**
 * The scale seed loads with the search index's triggers off and writes the
 * index after, in one pass per kind (decision 017): what it writes must be
 * what the triggers would have, and the triggers must be back for what
 * follows.
 */
describeEachDialect('the scale seed on $name', (dialect) => {
  let database: TestDatabase;
  let search: SearchService;
  const found = async (q: string, kind: string) =>
    (await search.search(q, 'owner')).groups.find((g) => g.kind === kind)?.results ?? [];

  beforeAll(async () => {
    database = await dialect.create();
    const result = await seedScale(
      database.target,
      { size: 'custom', locations: 2, units: 12, years: 1 },
      { seed: 5, now: Date.UTC(2026, 5, 1) },
    );
    expect(result.reservations).toBeGreaterThan(100);
    search = new SearchService({
      db: database.db,
      repositories: repositoryFactory(dialect.name),
      now: () => Date.UTC(2026, 5, 1),
    });
  }, 120_000);
  afterAll(() => database?.destroy());

  it('indexes every generated booking and its renter, found by code, e-mail, phone and name', async () => {
    const { db } = database;
    const bookings = await db
      .selectFrom('reservations')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const entries = await db
      .selectFrom('search_entries')
      .where('kind', '=', 'booking')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(Number(bookings.n));
    const booking = await db
      .selectFrom('reservations')
      .select(['code', 'email', 'phone', 'last_name'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await found(booking.code.toLowerCase(), 'booking')).map((r) => r.title)).toContain(booking.code);
    expect((await found(booking.email.toUpperCase(), 'customer')).map((r) => r.id)).toContain(
      booking.email.toLowerCase(),
    );
    expect((await found(booking.phone, 'customer')).map((r) => r.id)).toContain(booking.email.toLowerCase());
    expect((await found(booking.last_name, 'customer')).length).toBeGreaterThan(0);
  });

  it('leaves the triggers in place: a change after the seed is indexed in its own transaction', async () => {
    const { db } = database;
    const booking = await db.selectFrom('reservations').select(['id', 'code']).executeTakeFirstOrThrow();
    await db
      .updateTable('reservations')
      .set({ last_name: 'Quintanilla' })
      .where('id', '=', booking.id)
      .execute();
    expect((await found('quintanilla', 'booking')).map((r) => r.title)).toEqual([booking.code]);
  });

  it('invoices every booking, found by its number, and leaves both report roll-ups whole and current', async () => {
    const { db } = database;
    const invoice = await db
      .selectFrom('invoices')
      .select(['number'])
      .where('status', '<>', 'void')
      .orderBy('issued_at', 'desc')
      .executeTakeFirstOrThrow();
    expect((await found(invoice.number.toLowerCase(), 'invoice')).map((r) => r.title)).toEqual([
      invoice.number,
    ]);

    const count = async (table: 'utilisation_stale' | 'revenue_stale') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((e) => e.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('utilisation_stale')).toBe(0);
    expect(await count('revenue_stale')).toBe(0);
    const held = await db
      .selectFrom('reservation_lines')
      .where('status', '=', 'confirmed')
      .select((e) =>
        e.fn.sum<number>(e(e('return_at', '-', e.ref('pickup_at')), '*', e.ref('quantity'))).as('ms'),
      )
      .executeTakeFirstOrThrow();
    const rolled = await db
      .selectFrom('utilisation_days')
      .select((e) => e.fn.sum<number>('on_rent_ms').as('ms'))
      .executeTakeFirstOrThrow();
    expect(Number(rolled.ms)).toBe(Number(held.ms));
    const invoiced = await db
      .selectFrom('invoices')
      .where('status', '<>', 'void')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const counted = await db
      .selectFrom('revenue_days')
      .select((e) => e.fn.sum<number>('invoices').as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(Number(invoiced.n));
  });
});
