import type { AttributionReportRow } from '@convoy/domain/contracts/admin-reports.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../lib/format';
import { adminCopy } from '../shell/admin-copy';
import { type Column, DataTable } from '../shell/components/data-table';
import { FilterBar } from '../shell/components/filter-bar';
import { shiftDay, todayInAdminZone } from '../shell/components/format';
import { MetricCard } from '../shell/components/metric-card';
import { sourceLabel } from '../shell/components/source-cell';
import { useViewParams } from '../shell/components/use-view-params';
import { reportsApi } from './api/reports-api';
import { BarChart } from './bar-chart';
import { reportsCopy } from './reports-copy';

const copy = reportsCopy.campaigns;
const chartBars = 12;

const columns: Column<AttributionReportRow>[] = [
  { header: 'Source / medium / campaign', cell: (r) => sourceLabel(r) },
  { header: 'Bookings', cell: (r) => r.bookings, className: 'text-right tabular-nums' },
  {
    header: 'Booked value',
    cell: (r) => formatMoney(r.bookedValueCents),
    className: 'text-right tabular-nums',
  },
  { header: 'Cancelled', cell: (r) => r.cancelledBookings, className: 'text-right tabular-nums' },
  { header: 'Quotes', cell: (r) => r.quotes, className: 'text-right tabular-nums' },
  { header: 'Leads', cell: (r) => r.leads, className: 'text-right tabular-nums' },
];

/** The attribution report: what each source / medium / campaign brought in over a period. */
export function CampaignsView() {
  const { values, apply } = useViewParams(['from', 'to', 'model']);
  const today = todayInAdminZone();
  const params = {
    from: values.from || shiftDay(today, -29),
    to: values.to || today,
    model: values.model || 'last-non-direct',
  };
  const report = useQuery({
    queryKey: ['admin', 'attribution', params],
    queryFn: () => reportsApi.attribution(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const rows = report.data?.rows;
  const totals = report.data?.totals;
  return (
    <section aria-labelledby="campaigns-heading" className="space-y-4">
      <h2 id="campaigns-heading" className="font-bold text-slate-900 text-xl">
        {copy.heading}
      </h2>
      <FilterBar
        fields={[
          { name: 'from', label: adminCopy.filters.from, type: 'date' },
          { name: 'to', label: adminCopy.filters.to, type: 'date' },
          {
            name: 'model',
            label: copy.model,
            type: 'select',
            options: [
              { value: 'last-non-direct', label: copy.lastNonDirect },
              { value: 'first-touch', label: copy.firstTouch },
            ],
          },
        ]}
        values={params}
        onApply={apply}
      />
      {totals ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <MetricCard
            label="Bookings"
            value={totals.bookings.toLocaleString('en-US')}
            note={`${totals.cancelledBookings} cancelled`}
          />
          <MetricCard label="Booked value" value={formatMoney(totals.bookedValueCents)} />
          <MetricCard label="Quote requests" value={totals.quotes.toLocaleString('en-US')} />
          <MetricCard label="Leads" value={totals.leads.toLocaleString('en-US')} />
        </div>
      ) : null}
      {rows && rows.length > 0 ? (
        <BarChart
          title={copy.chartTitle}
          valueLabel="Booked value"
          format={(cents) => formatMoney(cents)}
          bars={rows.slice(0, chartBars).map((r) => ({
            label: sourceLabel(r),
            value: r.bookedValueCents,
            note: `${r.bookings} ${r.bookings === 1 ? 'booking' : 'bookings'}, ${r.quotes} quotes, ${r.leads} leads`,
          }))}
        />
      ) : null}
      <DataTable
        caption={copy.heading}
        columns={columns}
        rows={rows}
        rowKey={(r) => JSON.stringify([r.source, r.medium, r.campaign])}
        loading={report.isPending}
        error={report.error}
        empty={copy.empty}
      />
    </section>
  );
}
