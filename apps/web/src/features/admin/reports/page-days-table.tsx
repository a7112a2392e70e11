import type { SiteHealth } from '@convoy/domain/contracts/admin-reports.schema';
import { BarChart } from './bar-chart';
import { reportsCopy } from './reports-copy';

/**
 * Page views per page per day for the busiest pages: a chart of each page's
 * total, then the day-by-day numbers as a table that scrolls sideways.
 */
export function PageDaysTable({ health }: { health: SiteHealth }) {
  const paths = [...new Set(health.pageDays.map((p) => p.path))];
  const days = health.days.map((d) => d.day);
  const views = new Map(health.pageDays.map((p) => [`${p.path} ${p.day}`, p.views]));
  const totals = paths.map((path) => ({
    label: path,
    value: days.reduce((sum, day) => sum + (views.get(`${path} ${day}`) ?? 0), 0),
  }));
  return (
    <div className="grid gap-4">
      <BarChart title="Views per page" valueLabel="Views" bars={totals} />
      <details className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">
          {reportsCopy.health.pageChart}
        </summary>
        <div className="relative mt-3 overflow-x-auto">
          <table className="text-right text-xs">
            <caption className="sr-only">{reportsCopy.health.pageChart}</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="sticky left-0 bg-white px-2 py-1 text-left">
                  Page
                </th>
                {days.map((day) => (
                  <th key={day} scope="col" className="px-2 py-1 font-semibold">
                    {day.slice(5)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {paths.map((path) => (
                <tr key={path} className="border-slate-100 border-t">
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-2 py-1 text-left font-mono font-normal"
                  >
                    {path}
                  </th>
                  {days.map((day) => (
                    <td key={day} className="px-2 py-1 tabular-nums">
                      {views.get(`${path} ${day}`) ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
