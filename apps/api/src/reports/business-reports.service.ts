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

/** The business reports of the back office (decision 044), read over the database outside any transaction. */
export class BusinessReportsService {
  readonly #repos: Repositories;

  constructor(deps: { db: Executor; repositories: RepositoryFactory }) {
    this.#repos = deps.repositories(deps.db);
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
