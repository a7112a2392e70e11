import {
  cancellationGroupings,
  revenueGroupings,
  utilisationGroupings,
} from '@convoy/domain/contracts/business-reports.schema';
import { useQuery } from '@tanstack/react-query';
import { errorSentence } from '../../../lib/api-client';
import { adminCopy } from '../shell/admin-copy';
import { FilterBar, type FilterField } from '../shell/components/filter-bar';
import { shiftDay, todayInAdminZone } from '../shell/components/format';
import { useViewParams } from '../shell/components/use-view-params';
import { type BusinessReportName, reportsApi } from './api/reports-api';
import { BarChart } from './bar-chart';
import { shapeOf } from './business-report-shapes';
import { reportsCopy } from './reports-copy';

const copy = reportsCopy.business;
const names = Object.keys(copy.reports) as BusinessReportName[];
const groupings: Record<BusinessReportName, readonly (keyof typeof copy.groupings)[]> = {
  utilisation: utilisationGroupings,
  revenue: revenueGroupings,
  'lead-time': [],
  cancellations: cancellationGroupings,
};
const notes: Record<BusinessReportName, string> = {
  utilisation: copy.utilisationNote,
  revenue: copy.revenueNote,
  'lead-time': copy.leadTimeNote,
  cancellations: copy.cancellationsNote,
};

/**
 * The business reports (SPEC "Reports with charts", decision 044): one of
 * four chosen by its button, a period and a grouping in the URL, a chart, the
 * table of its figures and its CSV.
 */
export function BusinessReportsView() {
  const { values, apply } = useViewParams(['report', 'from', 'to', 'by']);
  const today = todayInAdminZone();
  const name = names.includes(values.report as BusinessReportName)
    ? (values.report as BusinessReportName)
    : names[0]!;
  const choices = groupings[name];
  const by = choices.includes(values.by as never) ? values.by : (choices[0] ?? '');
  const params = { from: values.from || shiftDay(today, -27), to: values.to || today, ...(by ? { by } : {}) };
  const report = useQuery({
    queryKey: ['admin', 'business-report', name, params],
    queryFn: () => reportsApi.business(name, params),
    // The last answer stays while a new period loads, not while another report does (its rows differ).
    placeholderData: (previous, query) => (query?.queryKey[2] === name ? previous : undefined),
    staleTime: 10_000,
  });
  const shape = report.data ? shapeOf(name, report.data) : null;
  const fields: FilterField[] = [
    { name: 'from', label: adminCopy.filters.from, type: 'date' },
    { name: 'to', label: adminCopy.filters.to, type: 'date' },
    ...(choices.length > 0
      ? [
          {
            name: 'by',
            label: copy.groupBy,
            type: 'select' as const,
            options: choices.map((c) => ({ value: c, label: copy.groupings[c] })),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="business-reports-heading" className="space-y-4">
      <h2 id="business-reports-heading" className="font-bold text-slate-900 text-xl">
        {copy.heading}
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{copy.choose}</legend>
        {names.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={n === name}
            onClick={() => apply({ ...params, report: n, by: '' })}
            className={`min-h-10 rounded-md border px-3 font-semibold text-sm ${
              n === name
                ? 'border-brand-800 bg-brand-800 text-white'
                : 'border-slate-300 bg-white text-brand-800'
            }`}
          >
            {copy.reports[n]}
          </button>
        ))}
      </fieldset>
      <p className="text-slate-600 text-sm">{notes[name]}</p>
      <FilterBar
        fields={fields}
        values={params}
        onApply={(v) => apply({ ...v, report: name })}
        actions={
          <a
            href={reportsApi.businessCsvHref(name, params)}
            download
            className="min-h-10 rounded-md border border-slate-300 px-3 py-2 font-semibold text-brand-800 text-sm"
          >
            {copy.download}
          </a>
        }
      />
      {report.error ? (
        <p role="alert" className="text-red-700">
          {errorSentence(report.error)}
        </p>
      ) : null}
      {shape && shape.rows.length === 0 ? <p>{copy.empty}</p> : null}
      {shape && shape.rows.length > 0 ? (
        <>
          <BarChart
            title={`${copy.reports[name]}${by ? ` by ${copy.groupings[by as keyof typeof copy.groupings].toLowerCase()}` : ''}`}
            bars={shape.bars}
            format={shape.format}
            valueLabel={shape.valueLabel}
            orientation={by === 'week' || name === 'lead-time' ? 'vertical' : 'horizontal'}
          />
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the table is what the keyboard scrolls */}
            <table tabIndex={0} className="w-full text-left text-sm">
              <caption className="sr-only">{copy.reports[name]}</caption>
              <thead>
                <tr className="border-slate-200 border-b text-slate-600">
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {by ? copy.groupings[by as keyof typeof copy.groupings] : 'Booked ahead of pickup'}
                  </th>
                  {shape.columns.map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 text-right font-semibold">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shape.rows.map((row) => (
                  <tr key={row.key} className="border-slate-100 border-b">
                    <th scope="row" className="px-3 py-2 font-normal">
                      {row.label}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={shape.columns[i]} className="px-3 py-2 text-right tabular-nums">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" className="px-3 py-2">
                    Total
                  </th>
                  {shape.total.map((cell, i) => (
                    <td key={shape.columns[i]} className="px-3 py-2 text-right tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
