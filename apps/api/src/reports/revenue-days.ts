import type { Executor } from '../db/database.ts';
import type { RepositoryFactory } from '../repositories.ts';

/** Stale marks read at a time. */
const staleBatch = 1_000;
/** Invoice dates counted again in one transaction: at 100× data, a few thousand invoices each. */
const daysPerWrite = 31;

/**
 * Brings the revenue roll-up up to date (decision 044, migration 0061): the
 * invoice dates the triggers marked are counted again from their invoices, a
 * month of dates per transaction under the roll-up's lock, then the marks
 * read are forgotten (one a writer adds meanwhile stays for the next time).
 * Returns the number of marks settled.
 */
export async function settleRevenueDays(db: Executor, repositories: RepositoryFactory): Promise<number> {
  let settled = 0;
  for (;;) {
    const stale = await repositories(db).revenueDays.stale(staleBatch);
    const days = [...new Set(stale.map((s) => s.day))].sort();
    for (let i = 0; i < days.length; i += daysPerWrite) {
      await db.transaction().execute(async (trx) => {
        const repo = repositories(trx).revenueDays;
        await repo.lock();
        await repo.recount(days.slice(i, i + daysPerWrite));
      });
    }
    await repositories(db).revenueDays.forgetStale(stale.map((s) => s.id));
    settled += stale.length;
    if (stale.length < staleBatch) return settled;
  }
}
