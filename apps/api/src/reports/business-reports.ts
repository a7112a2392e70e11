import { rentalPurposes } from '@convoy/domain/content/rental-purposes';
import {
  type CancellationsQuery,
  type CancellationsReport,
  type LeadTimeQuery,
  type LeadTimeReport,
  leadTimeBands,
  type RevenueQuery,
  type RevenueReport,
  type UtilisationQuery,
  type UtilisationReport,
  type UtilisationRow,
} from '@convoy/domain/contracts/business-reports.schema';
import { periodBounds } from '../analytics/period.ts';
import type { BusinessReportsRepository, UtilisationSums } from './business-reports.repository.ts';
import { locationBuckets, msPerDay, vehicleDaysOf, weekLabel } from './report-buckets.ts';
import type { RevenueDaysRepository } from './revenue-days.repository.ts';
import type { UtilisationDaysRepository } from './utilisation-days.repository.ts';

/**
 * The business reports (SPEC "Reports with charts", decision 044): the
 * repository sums, this names the groups and adds the totals. Utilisation is
 * vehicle-days on rent ÷ vehicle-days available, available being the fleet's
 * units in service (added, not retired) less their maintenance blocks.
 */

export type ReportNames = Awaited<ReturnType<BusinessReportsRepository['names']>>;
type Names = ReportNames;

const byKey = (rows: readonly UtilisationSums[]) => new Map(rows.map((r) => [r.key, r.ms]));
const nameOf = (list: readonly { id: string; name: string }[], id: string) =>
  list.find((x) => x.id === id)?.name ?? id;

function utilisationFigures(onRentMs: number, availableMs: number) {
  return {
    onRentDays: vehicleDaysOf(onRentMs),
    availableDays: vehicleDaysOf(availableMs),
    utilisation: availableMs > 0 ? Math.round((onRentMs / availableMs) * 10_000) / 10_000 : null,
  };
}

/**
 * On rent from the daily roll-up (utilisation-days.ts, brought up to date by
 * the caller), in the fleet and in maintenance from the units and blocks.
 */
export async function utilisationReport(
  repo: BusinessReportsRepository,
  days: UtilisationDaysRepository,
  names: Names,
  { from, to, by }: UtilisationQuery,
): Promise<UtilisationReport> {
  const buckets = names.locations.flatMap((l) => locationBuckets(l.id, l.timezone, from, to, by === 'week'));
  const dim = by === 'week' ? 'bucket' : by;
  const [onRent, fleet, blocked] = await Promise.all([
    days.onRent(buckets, dim).then(byKey),
    repo.inFleet(buckets, dim).then(byKey),
    repo.inMaintenance(buckets, dim).then(byKey),
  ]);
  const keys = [...new Set([...onRent.keys(), ...fleet.keys()])];
  let totalOnRent = 0;
  let totalAvailable = 0;
  const rows: UtilisationRow[] = keys.map((key) => {
    const rent = onRent.get(key) ?? 0;
    const available = Math.max((fleet.get(key) ?? 0) - (blocked.get(key) ?? 0), 0);
    totalOnRent += rent;
    totalAvailable += available;
    return { key, label: labelOf(names, by, key), ...utilisationFigures(rent, available) };
  });
  return { from, to, by, rows: sortRows(rows, by), totals: utilisationFigures(totalOnRent, totalAvailable) };
}

function labelOf(names: Names, by: string, key: string): string {
  switch (by) {
    case 'class':
      return nameOf(names.classes, key);
    case 'location':
      return nameOf(names.locations, key);
    case 'week':
      return weekLabel(key);
    case 'audience':
      return key === '' ? 'No purpose given' : (rentalPurposes.find((p) => p.id === key)?.label ?? key);
    default:
      return key === '' ? 'No campaign' : key;
  }
}

/** Weeks in time order; other groups by name. */
const sortRows = <T extends { key: string; label: string }>(rows: T[], by: string) =>
  rows.sort((a, b) => (by === 'week' ? a.key.localeCompare(b.key) : a.label.localeCompare(b.label)));

/** From the daily roll-up (revenue-days.ts, brought up to date by the caller): invoices by their date. */
export async function revenueReport(
  repo: BusinessReportsRepository,
  days: RevenueDaysRepository,
  { from, to, by }: RevenueQuery,
): Promise<RevenueReport> {
  const [names, sums] = await Promise.all([repo.names(), days.revenue(from, to, by)]);
  const rows = sums.map((s) => ({ ...s, label: labelOf(names, by, s.key) }));
  return {
    from,
    to,
    by,
    rows: rows.sort((a, b) => b.revenueCents - a.revenueCents || a.label.localeCompare(b.label)),
    totals: {
      invoices: rows.reduce((n, r) => n + r.invoices, 0),
      revenueCents: rows.reduce((n, r) => n + r.revenueCents, 0),
    },
  };
}

export async function leadTimeReport(
  repo: BusinessReportsRepository,
  { from, to }: LeadTimeQuery,
): Promise<LeadTimeReport> {
  const { start, end } = periodBounds(from, to);
  const counts = await repo.leadTimes(
    start!,
    end!,
    leadTimeBands.map((b) => b.fromDays * msPerDay),
  );
  const rows = leadTimeBands.map((band, i) => ({
    key: band.key,
    label: band.label,
    bookings: counts.bookings[i] ?? 0,
  }));
  const bookings = counts.bookings.reduce((n, c) => n + c, 0);
  const { leadMs } = counts;
  return {
    from,
    to,
    rows,
    totals: { bookings, averageDays: bookings > 0 ? vehicleDaysOf(Math.max(leadMs, 0) / bookings) : null },
  };
}

export async function cancellationsReport(
  repo: BusinessReportsRepository,
  { from, to, by }: CancellationsQuery,
): Promise<CancellationsReport> {
  const { start, end } = periodBounds(from, to);
  const [names, sums] = await Promise.all([repo.names(), repo.cancellations(start!, end!, by)]);
  const rows = sortRows(
    sums.map((s) => ({ ...s, label: labelOf(names, by, s.key) })),
    by,
  );
  const total = (field: 'cancellations' | 'withFee' | 'feesCents') => rows.reduce((n, r) => n + r[field], 0);
  return {
    from,
    to,
    by,
    rows,
    totals: {
      cancellations: total('cancellations'),
      withFee: total('withFee'),
      feesCents: total('feesCents'),
    },
  };
}
