import type {
  AttributionReport,
  AttributionReportQuery,
  SiteHealth,
  SiteHealthQuery,
} from '@convoy/domain/contracts/admin-reports.schema';
import type {
  CancellationsQuery,
  CancellationsReport,
  LeadTimeQuery,
  LeadTimeReport,
  RevenueQuery,
  RevenueReport,
  UtilisationQuery,
  UtilisationReport,
} from '@convoy/domain/contracts/business-reports.schema';
import type { Executor } from '../db/database.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { cancellationsReport, leadTimeReport, revenueReport, utilisationReport } from './business-reports.ts';
import { periodBounds } from './period.ts';
import { siteHealth } from './site-health.ts';

/** The back office's reports: attribution over a period, site health, and the business reports (decision 044). */
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

  /** Vehicle-days on rent ÷ vehicle-days available by class, location or week. */
  utilisation(query: UtilisationQuery): Promise<UtilisationReport> {
    return utilisationReport(this.#repos.businessReports, query);
  }

  /** Invoiced before tax (deposits are not invoiced) by class, audience or campaign. */
  revenue(query: RevenueQuery): Promise<RevenueReport> {
    return revenueReport(this.#repos.businessReports, query);
  }

  /** Bookings made in the period by how long before pickup. */
  leadTime(query: LeadTimeQuery): Promise<LeadTimeReport> {
    return leadTimeReport(this.#repos.businessReports, query);
  }

  /** Bookings cancelled in the period and their fees, by class or location. */
  cancellations(query: CancellationsQuery): Promise<CancellationsReport> {
    return cancellationsReport(this.#repos.businessReports, query);
  }
}
