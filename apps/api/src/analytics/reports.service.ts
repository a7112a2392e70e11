import type {
  AttributionReport,
  AttributionReportQuery,
  SiteHealth,
  SiteHealthQuery,
} from '@convoy/domain/contracts/admin-reports.schema';
import type { Executor } from '../db/database.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { periodBounds } from './period.ts';
import { siteHealth } from './site-health.ts';

/** The back office's reports: attribution over a period, and site health. */
export class ReportsService {
  readonly #repos: Repositories;

  constructor(deps: { db: Executor; repositories: RepositoryFactory }) {
    this.#repos = deps.repositories(deps.db);
  }

  /** Bookings, booked value, quotes and leads by source / medium / campaign, with the period's totals. */
  async attribution({ from, to, model }: AttributionReportQuery): Promise<AttributionReport> {
    const { start, end } = periodBounds(from, to);
    const rows = await this.#repos.attributionReport.report(model, start!, end!);
    const totals = { bookings: 0, bookedValueCents: 0, cancelledBookings: 0, quotes: 0, leads: 0 };
    for (const row of rows) {
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
    }
    return { from, to, model, rows, totals };
  }

  /** Traffic and Web Vitals p75 per page. */
  siteHealth(query: SiteHealthQuery): Promise<SiteHealth> {
    return siteHealth(this.#repos.siteHealth, query);
  }
}
