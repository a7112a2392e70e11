import { formatMoney } from '../../../lib/format';
import type { BusinessReportName, BusinessReports } from './api/reports-api';
import type { Bar } from './bar-chart';

/**
 * Each business report (decision 044) as one chart and one table: its rows in
 * words, the figure the chart draws, and the table's numeric columns.
 */
export interface ReportShape {
  valueLabel: string;
  format: (value: number) => string;
  bars: Bar[];
  columns: readonly string[];
  rows: { key: string; label: string; cells: string[] }[];
  total: string[];
}

const count = (n: number) => n.toLocaleString('en-US');
const days = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const percent = (fraction: number | null) =>
  fraction === null
    ? 'none available'
    : `${(fraction * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

type Shaper<Name extends BusinessReportName> = (report: BusinessReports[Name]) => ReportShape;

const shapers: { [Name in BusinessReportName]: Shaper<Name> } = {
  utilisation: (r) => {
    const cells = (x: { onRentDays: number; availableDays: number; utilisation: number | null }) => [
      days(x.onRentDays),
      days(x.availableDays),
      percent(x.utilisation),
    ];
    return {
      valueLabel: 'Utilisation',
      format: (n) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`,
      bars: r.rows.map((x) => ({ label: x.label, value: (x.utilisation ?? 0) * 100 })),
      columns: ['Vehicle-days on rent', 'Vehicle-days available', 'Utilisation'],
      rows: r.rows.map((x) => ({ key: x.key, label: x.label, cells: cells(x) })),
      total: cells(r.totals),
    };
  },
  revenue: (r) => ({
    valueLabel: 'Revenue before tax',
    format: (n) => formatMoney(n),
    bars: r.rows.map((x) => ({
      label: x.label,
      value: x.revenueCents,
      note: `${count(x.invoices)} invoices`,
    })),
    columns: ['Invoices', 'Revenue before tax'],
    rows: r.rows.map((x) => ({
      key: x.key,
      label: x.label,
      cells: [count(x.invoices), formatMoney(x.revenueCents)],
    })),
    total: [count(r.totals.invoices), formatMoney(r.totals.revenueCents)],
  }),
  'lead-time': (r) => ({
    valueLabel: 'Bookings',
    format: count,
    bars: r.rows.map((x) => ({ label: x.label, value: x.bookings })),
    columns: ['Bookings'],
    rows: r.rows.map((x) => ({ key: x.key, label: x.label, cells: [count(x.bookings)] })),
    total: [
      `${count(r.totals.bookings)}${r.totals.averageDays === null ? '' : `, ${days(r.totals.averageDays)} days ahead on average`}`,
    ],
  }),
  cancellations: (r) => {
    const cells = (x: { cancellations: number; withFee: number; feesCents: number }) => [
      count(x.cancellations),
      count(x.withFee),
      formatMoney(x.feesCents),
    ];
    return {
      valueLabel: 'Cancellations',
      format: count,
      bars: r.rows.map((x) => ({
        label: x.label,
        value: x.cancellations,
        note: `${formatMoney(x.feesCents)} in fees`,
      })),
      columns: ['Cancellations', 'With a fee', 'Fees'],
      rows: r.rows.map((x) => ({ key: x.key, label: x.label, cells: cells(x) })),
      total: cells(r.totals),
    };
  },
};

export function shapeOf<Name extends BusinessReportName>(
  name: Name,
  report: BusinessReports[Name],
): ReportShape {
  return (shapers[name] as Shaper<Name>)(report);
}
