import type {
  CancellationsReport,
  LeadTimeReport,
  RevenueReport,
  UtilisationReport,
} from '@convoy/domain/contracts/business-reports.schema';
import { type CsvColumn, csvChunks, dollars } from '../back-office/csv.ts';

/**
 * The business reports as CSV (decision 044): the JSON's rows, the group in
 * words first, then a totals line. Money in dollars to the cent, as the other
 * exports write it; vehicle-days and the utilisation fraction as the JSON has them.
 */
type Row<R extends { rows: unknown[] }> = R['rows'][number];

async function* once<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows;
}

const withTotals = <T extends { key: string; label: string }>(report: {
  rows: T[];
  totals: Omit<T, 'key' | 'label'>;
}) => [...report.rows, { key: '', label: 'Total', ...report.totals } as T];

const groupColumn = <T extends { label: string }>(header: string): CsvColumn<T> => ({
  header,
  value: (r) => r.label,
});

const groupHeader = {
  class: 'Vehicle class',
  location: 'Location',
  week: 'Week',
  audience: 'Audience',
  campaign: 'Campaign',
};

export function utilisationCsv(report: UtilisationReport) {
  const columns: CsvColumn<Row<UtilisationReport>>[] = [
    groupColumn(groupHeader[report.by]),
    { header: 'Vehicle-days on rent', value: (r) => r.onRentDays },
    { header: 'Vehicle-days available', value: (r) => r.availableDays },
    { header: 'Utilisation', value: (r) => r.utilisation },
  ];
  return csvChunks(columns, once(withTotals(report)));
}

export function revenueCsv(report: RevenueReport) {
  const columns: CsvColumn<Row<RevenueReport>>[] = [
    groupColumn(groupHeader[report.by]),
    { header: 'Invoices', value: (r) => r.invoices },
    { header: 'Revenue before tax (USD)', value: (r) => dollars(r.revenueCents) },
  ];
  return csvChunks(columns, once(withTotals(report)));
}

export function leadTimeCsv(report: LeadTimeReport) {
  const columns: CsvColumn<Row<LeadTimeReport>>[] = [
    groupColumn('Booked ahead of pickup'),
    { header: 'Bookings', value: (r) => r.bookings },
  ];
  return csvChunks(
    columns,
    once([...report.rows, { key: '', label: 'Total', bookings: report.totals.bookings }]),
  );
}

export function cancellationsCsv(report: CancellationsReport) {
  const columns: CsvColumn<Row<CancellationsReport>>[] = [
    groupColumn(groupHeader[report.by]),
    { header: 'Cancellations', value: (r) => r.cancellations },
    { header: 'Cancellations with a fee', value: (r) => r.withFee },
    { header: 'Fees (USD)', value: (r) => dollars(r.feesCents) },
  ];
  return csvChunks(columns, once(withTotals(report)));
}
