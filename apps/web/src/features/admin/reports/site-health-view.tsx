import { type SiteHealth, webVitalThresholds } from '@convoy/domain/contracts/admin-reports.schema';
import { webVitalNames } from '@convoy/domain/contracts/collect.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCopy } from '../shell/admin-copy';
import { type Column, DataTable } from '../shell/components/data-table';
import { FilterBar } from '../shell/components/filter-bar';
import { shiftDay, todayInAdminZone } from '../shell/components/format';
import { MetricCard } from '../shell/components/metric-card';
import { StatusBadge } from '../shell/components/status-badge';
import { useViewParams } from '../shell/components/use-view-params';
import { reportsApi } from './api/reports-api';
import { BarChart } from './bar-chart';
import { PageDaysTable } from './page-days-table';
import { reportsCopy } from './reports-copy';

const copy = reportsCopy.health;
type Page = SiteHealth['pages'][number];

function formatVital(name: keyof typeof webVitalThresholds, value: number): string {
  return webVitalThresholds[name].unit === 'ms'
    ? `${Math.round(value).toLocaleString('en-US')} ms`
    : value.toFixed(2);
}

const columns: Column<Page>[] = [
  { header: 'Page', cell: (p) => <span className="font-mono text-xs">{p.path}</span> },
  { header: 'Views', cell: (p) => p.views.toLocaleString('en-US'), className: 'text-right tabular-nums' },
  ...webVitalNames.map(
    (name): Column<Page> => ({
      header: name,
      className: 'text-right',
      cell: (p) => {
        const v = p.vitals.find((x) => x.name === name);
        if (!v) return <span className="text-slate-400">—</span>;
        return (
          <span className="inline-flex flex-col items-end gap-0.5">
            <StatusBadge status={v.rating} label={formatVital(name, v.p75)} />
            <span className="text-slate-500 text-xs">{copy.samples(v.samples)}</span>
          </span>
        );
      },
    }),
  ),
];

/** Traffic and Web Vitals (p75 per page) from the site's own collection (SPEC Part B §11). */
export function SiteHealthView() {
  const { values, apply } = useViewParams(['from', 'to', 'device']);
  const today = todayInAdminZone();
  const params = {
    from: values.from || shiftDay(today, -13),
    to: values.to || today,
    device: values.device ?? '',
  };
  const health = useQuery({
    queryKey: ['admin', 'site-health', params],
    queryFn: () => reportsApi.siteHealth(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const data = health.data;
  const totalViews = data?.days.reduce((sum, d) => sum + d.views, 0) ?? 0;
  return (
    <section aria-labelledby="health-heading" className="space-y-4">
      <h2 id="health-heading" className="font-bold text-slate-900 text-xl">
        {adminCopy.views.health}
      </h2>
      <FilterBar
        fields={[
          { name: 'from', label: adminCopy.filters.from, type: 'date' },
          { name: 'to', label: adminCopy.filters.to, type: 'date' },
          {
            name: 'device',
            label: copy.device,
            type: 'select',
            options: [
              { value: '', label: copy.allDevices },
              { value: 'mobile', label: 'Phones' },
              { value: 'tablet', label: 'Tablets' },
              { value: 'desktop', label: 'Desktops' },
            ],
          },
        ]}
        values={params}
        onApply={apply}
      />
      {data ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <MetricCard
              label="Page views"
              value={totalViews.toLocaleString('en-US')}
              note={`${data.days.length} days`}
            />
            <MetricCard
              label="Pages viewed"
              value={data.pages.filter((p) => p.views > 0).length.toString()}
            />
          </div>
          <BarChart
            title={copy.traffic}
            orientation="vertical"
            valueLabel="Views"
            bars={data.days.map((d) => ({ label: d.day.slice(5), value: d.views }))}
          />
          {data.pageDays.length > 0 ? <PageDaysTable health={data} /> : null}
          <h3 className="pt-2 font-bold text-lg text-slate-900">{copy.vitals}</h3>
          <p className="text-slate-600 text-sm">
            Good at or under: LCP 2,500 ms · INP 200 ms · CLS 0.10 · FCP 1,800 ms · TTFB 800 ms (web.dev).
          </p>
        </>
      ) : null}
      <DataTable
        caption={copy.vitals}
        columns={columns}
        rows={data?.pages}
        rowKey={(p) => p.path}
        loading={health.isPending}
        error={health.error}
        empty={copy.empty}
      />
    </section>
  );
}
