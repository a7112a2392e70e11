import type { AdminDashboard, AdminDashboardQuery } from '@convoy/domain/contracts/admin-dashboard.schema';
import type { StaffArea, StaffRole } from '@convoy/domain/contracts/staff.schema';
import { staffMay } from '@convoy/domain/rules/staff-access';
import type { Executor } from '../db/database.ts';
import type { RepositoryFactory } from '../repositories.ts';

const dayMs = 86_400_000;

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Monday to the next Monday of the week holding `day`, as UTC instants and local dates. */
export function weekOf(day: string) {
  const at = utc(day);
  const monday = at - ((new Date(at).getUTCDay() + 6) % 7) * dayMs;
  return {
    start: monday,
    end: monday + 7 * dayMs,
    weekStart: isoDay(monday),
    weekEnd: isoDay(monday + 6 * dayMs),
  };
}

/** The first day of the month of `day`, shifted by `months`, as YYYY-MM-DD. */
function monthStart(day: string, months = 0): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The back office's home (decision 041): each card of an area the role may
 * read, computed by the database for the chosen location (or all) and day.
 */
export class DashboardService {
  readonly #db: Executor;
  readonly #repositories: RepositoryFactory;

  constructor(deps: { db: Executor; repositories: RepositoryFactory }) {
    this.#db = deps.db;
    this.#repositories = deps.repositories;
  }

  async read(role: StaffRole, query: AdminDashboardQuery): Promise<AdminDashboard> {
    const repo = this.#repositories(this.#db).dashboard;
    const location = query.location || null;
    const { day } = query;
    const may = (area: StaffArea) => staffMay(role, area, false);
    const when = <T>(area: StaffArea, read: () => Promise<T>) => (may(area) ? read() : Promise.resolve(null));
    const week = weekOf(day);
    const [counter, utilisation, revenue, receivables, quotes, attention] = await Promise.all([
      when('counter', async () => ({
        ...(await repo.pickupsAndReturns(location, day)),
        vehiclesOut: await repo.vehiclesOut(location),
      })),
      when('fleet', async () => ({
        weekStart: week.weekStart,
        weekEnd: week.weekEnd,
        rows: (await repo.utilisation(location, week.start, week.end)).map(({ bookedMs, ...row }) => ({
          ...row,
          bookedDays: Math.round((bookedMs / dayMs) * 10) / 10,
          availableDays: row.units * 7,
          percent: row.units > 0 ? Math.round((bookedMs / (row.units * 7 * dayMs)) * 100) : 0,
        })),
      })),
      when('money', async () => {
        const [cents, lastYearCents] = await Promise.all([
          repo.bookedRevenue(location, monthStart(day), monthStart(day, 1)),
          repo.bookedRevenue(location, monthStart(day, -12), monthStart(day, -11)),
        ]);
        return {
          month: monthStart(day).slice(0, 7),
          cents,
          lastYearMonth: monthStart(day, -12).slice(0, 7),
          lastYearCents,
        };
      }),
      when('money', () => repo.receivables(location, day)),
      when('enquiries', async () => ({ awaiting: await repo.quotesAwaiting(location) })),
      when('bookings', () => repo.needingAttention(location, day, isoDay(utc(day) + 7 * dayMs))),
    ]);
    return { location, day, counter, utilisation, revenue, receivables, quotes, attention };
  }
}
