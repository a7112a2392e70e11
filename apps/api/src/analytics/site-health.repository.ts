import type { DeviceClass, WebVitalName } from '@convoy/domain/contracts/admin-reports.schema';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

export interface Period {
  from: string;
  to: string;
  device?: DeviceClass | undefined;
}

/**
 * The site-health queries (decision 006): page views per day and per page, and the
 * 75th percentile of each Web Vital per page. The percentile is computed in SQL
 * the same way on SQLite and PostgreSQL: window functions rank each page's
 * values, and the nearest-rank p75 is the value at rank ceil(0.75·n), written
 * (3n + 3) / 4 in integer arithmetic because SQLite may lack ceil().
 */
export class SiteHealthRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  #views(p: Period) {
    let query = this.#db.selectFrom('page_views').where('day', '>=', p.from).where('day', '<=', p.to);
    if (p.device) query = query.where('device', '=', p.device);
    return query;
  }

  async viewsPerDay(p: Period): Promise<{ day: string; views: number }[]> {
    const rows = await this.#views(p)
      .select(['day', (eb) => eb.fn.countAll<number>().as('views')])
      .groupBy('day')
      .orderBy('day')
      .execute();
    return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
  }

  async viewsPerPage(p: Period, limit: number): Promise<{ path: string; views: number }[]> {
    const rows = await this.#views(p)
      .select(['path', (eb) => eb.fn.countAll<number>().as('views')])
      .groupBy('path')
      .orderBy('views', 'desc')
      .orderBy('path')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
  }

  async viewsPerPageDay(p: Period, paths: readonly string[]) {
    if (paths.length === 0) return [];
    const rows = await this.#views(p)
      .select(['path', 'day', (eb) => eb.fn.countAll<number>().as('views')])
      .where('path', 'in', [...paths])
      .groupBy(['path', 'day'])
      .orderBy('path')
      .orderBy('day')
      .execute();
    return rows.map((r) => ({ path: r.path, day: r.day, views: Number(r.views) }));
  }

  async p75(p: Period): Promise<{ path: string; name: WebVitalName; p75: number; samples: number }[]> {
    const device = p.device ? sql`and device = ${p.device}` : sql``;
    const result = await sql<{ path: string; name: WebVitalName; value: number; n: number }>`
      select path, name, value, n from (
        select path, name, value,
          row_number() over (partition by path, name order by value) as rn,
          count(*) over (partition by path, name) as n
        from web_vitals
        where day >= ${p.from} and day <= ${p.to} ${device}
      ) ranked
      where rn = (3 * n + 3) / 4
      order by path, name`.execute(this.#db);
    return result.rows.map((r) => ({
      path: r.path,
      name: r.name,
      p75: Number(r.value),
      samples: Number(r.n),
    }));
  }
}
