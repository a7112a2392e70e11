import { afterEach, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { repositoriesFor } from '../../test/repositories.ts';
import { claimEveryLocation } from '../fleet/relocation-ledger.ts';
import { claimStock } from './booking-rules.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The stock rows are locked in one order (location id, then class id) by every booking, change and
 * relocation, and a row missing at a location is made in its turn: a change of a one-way rental
 * (every location's rows first, decision 031) and a one-way booking making the same missing row must
 * never wait on each other in a cycle, which PostgreSQL would end with a deadlock error, a 500.
 */
describeEachDialect('stock rows locked in one order on $name', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('a one-way change and a one-way booking that both make a missing row both go through', async () => {
    database = await dialect.createSeeded();
    const { db } = database;
    const classId = 'minivan';
    // Three locations in the global order; the middle one has no minivan row yet.
    const [first, middle, last] = ['atlanta', 'baltimore', 'chicago'];
    await db.deleteFrom('units').where('location_id', '=', middle!).where('class_id', '=', classId).execute();
    const every = (await db.selectFrom('locations').select('id').execute()).map((l) => l.id);

    let bookingMadeRow!: () => void;
    const rowMade = new Promise<void>((done) => {
      bookingMadeRow = done;
    });
    // A one-way booking middle → last: makes the middle row, then (after the change has started) locks the last.
    const booking = db.transaction().execute(async (trx) => {
      const repos = repositoriesFor(trx, dialect.name);
      await repos.units.claimOrCreate(middle!, classId);
      bookingMadeRow();
      await sleep(300);
      await repos.units.claimOrCreate(last!, classId);
    });
    await rowMade;
    // A change of a one-way rental first → middle: every location's rows, then the booking's own.
    const change = db.transaction().execute(async (trx) => {
      const repos = repositoriesFor(trx, dialect.name);
      await claimEveryLocation(repos, every, [classId], [first, middle]);
      return claimStock(repos, first!, [middle], [classId]);
    });
    const [booked, changed] = await Promise.allSettled([booking, change]);
    expect(booked.status).toBe('fulfilled');
    expect(changed).toMatchObject({ status: 'fulfilled' });
    const rows = await db
      .selectFrom('units')
      .select(['location_id', 'count'])
      .where('class_id', '=', classId)
      .where('location_id', '=', middle!)
      .execute();
    expect(rows).toEqual([{ location_id: middle, count: 0 }]);
  });
});
