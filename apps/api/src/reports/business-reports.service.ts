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
import {
  cancellationsReport,
  leadTimeReport,
  type ReportNames,
  revenueReport,
  utilisationReport,
} from './business-reports.ts';
import { settleRevenueDays } from './revenue-days.ts';
import { settleUtilisationDays } from './utilisation-days.ts';

const zonesOf = (names: ReportNames) => new Map(names.locations.map((l) => [l.id, l.timezone]));

/** The business reports of the back office (decision 044), read over the database outside any transaction. */
export class BusinessReportsService {
  readonly #db: Executor;
  readonly #repositories: RepositoryFactory;
  readonly #repos: Repositories;

  constructor(deps: { db: Executor; repositories: RepositoryFactory }) {
    this.#db = deps.db;
    this.#repositories = deps.repositories;
    this.#repos = deps.repositories(deps.db);
  }

  /**
   * Vehicle-days on rent ÷ vehicle-days available by class, location or week,
   * the daily roll-up first brought up to date with the bookings' changes.
   */
  async utilisation(query: UtilisationQuery): Promise<UtilisationReport> {
    const names = await this.#repos.businessReports.names();
    await settleUtilisationDays(this.#db, this.#repositories, zonesOf(names));
    return utilisationReport(this.#repos.businessReports, this.#repos.utilisationDays, names, query);
  }

  /**
   * Invoiced before tax (deposits are not invoiced) by class, audience or
   * campaign, the daily roll-up first brought up to date with the invoices' changes.
   */
  async revenue(query: RevenueQuery): Promise<RevenueReport> {
    await settleRevenueDays(this.#db, this.#repositories);
    return revenueReport(this.#repos.businessReports, this.#repos.revenueDays, query);
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
