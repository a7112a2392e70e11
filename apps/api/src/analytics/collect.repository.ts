import type { Executor } from '../db/database.ts';
import type { PageViewTable, WebVitalTable } from '../db/tables/analytics.table.ts';

/** Writes the first-party collection (migration 0012). */
export class CollectRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Deletes page views and Web Vitals of days before `day` (YYYY-MM-DD; retention); how many of each. */
  async deleteBeforeDay(day: string): Promise<{ pageViews: number; webVitals: number }> {
    // `day` leads an index on both tables (migration 0012), so these deletes do not scan.
    const pageViews = await this.#db.deleteFrom('page_views').where('day', '<', day).executeTakeFirst();
    const webVitals = await this.#db.deleteFrom('web_vitals').where('day', '<', day).executeTakeFirst();
    return { pageViews: Number(pageViews.numDeletedRows), webVitals: Number(webVitals.numDeletedRows) };
  }

  async insertPageViews(rows: PageViewTable[]): Promise<void> {
    if (rows.length > 0) await this.#db.insertInto('page_views').values(rows).execute();
  }

  /** A metric reported again for the same page load (CLS and INP grow) replaces its earlier value. */
  async upsertWebVitals(rows: WebVitalTable[]): Promise<void> {
    for (const row of rows) {
      await this.#db
        .insertInto('web_vitals')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['metric_id', 'name']).doUpdateSet({
            value: row.value,
            rating: row.rating,
            recorded_at: row.recorded_at,
          }),
        )
        .execute();
    }
  }
}
