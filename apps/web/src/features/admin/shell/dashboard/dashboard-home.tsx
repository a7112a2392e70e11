import type { StaffRole } from '@convoy/domain/contracts/staff.schema';
import { useQuery } from '@tanstack/react-query';
import { errorSentence } from '../../../../lib/api-client';
import { formatDate, formatMoney, todayIn } from '../../../../lib/format';
import type { AdminView } from '../admin-copy';
import { adminApi } from '../api/admin-api';
import { mayReadView } from '../api/use-staff-access';
import { viewHref } from '../components/admin-nav';
import { todayInAdminZone } from '../components/format';
import { useShellScope, withScope } from '../components/use-shell-scope';
import { dashboardApi } from './dashboard-api';
import { DashboardCard, Figure } from './dashboard-card';
import { dashboardCopy as copy, monthName } from './dashboard-copy';
import { UtilisationTable } from './utilisation-table';

/**
 * The back office's home (decision 041): for the location and day chosen in
 * the top bar, the cards of the areas the role may read, each linking to the
 * view that lists its items.
 */
export function DashboardHome({ role }: { role: StaffRole }) {
  const scope = useShellScope();
  const locations = useQuery({ queryKey: ['locations'], queryFn: adminApi.locations });
  const location = locations.data?.locations.find((l) => l.id === scope.location);
  const day = scope.day || (location ? todayIn(location.timezone) : todayInAdminZone());
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard', scope.location, day],
    queryFn: () => dashboardApi.read({ location: scope.location, day }),
  });
  const href = (view: AdminView) => withScope(viewHref(view), scope);
  // A card links only to a view the role may open; the server sends no card of an area it may not read.
  const linkOf = (view: AdminView) => (mayReadView(role, view) ? href(view) : null);
  const data = dashboard.data;
  return (
    <div className="space-y-4">
      <p className="font-semibold text-slate-700" aria-live="polite">
        {`${location?.name ?? copy.everywhere} · ${formatDate(day, 'long')}`}
      </p>
      {dashboard.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(dashboard.error)}
        </p>
      ) : !data ? (
        <p className="text-slate-600">{copy.loading}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.counter && linkOf('today') ? (
            <DashboardCard title={copy.counter.title} href={href('today')} linkText={copy.counter.open}>
              <dl>
                <Figure label={copy.counter.pickups} value={data.counter.pickups} />
                <Figure label={copy.counter.returns} value={data.counter.returns} />
                <Figure label={copy.counter.vehiclesOut} value={data.counter.vehiclesOut} />
              </dl>
            </DashboardCard>
          ) : null}
          {data.attention && linkOf('bookings') ? (
            <DashboardCard
              title={copy.attention.title}
              href={href('bookings')}
              linkText={copy.attention.open}
            >
              <p className="text-slate-600 text-sm">{copy.attention.window}</p>
              <dl>
                <Figure label={copy.attention.unassigned} value={data.attention.unassigned} />
                <Figure label={copy.attention.unpaid} value={data.attention.unpaid} />
                <Figure label={copy.attention.driversNotReady} value={data.attention.driversNotReady} />
              </dl>
            </DashboardCard>
          ) : null}
          {data.quotes && linkOf('quotes') ? (
            <DashboardCard title={copy.quotes.title} href={href('quotes')} linkText={copy.quotes.open}>
              <p className="font-bold text-3xl text-slate-900 tabular-nums">{data.quotes.awaiting}</p>
            </DashboardCard>
          ) : null}
          {data.revenue && linkOf('payments') ? (
            <DashboardCard title={copy.revenue.title} href={href('payments')} linkText={copy.revenue.open}>
              <p className="font-bold text-3xl text-slate-900 tabular-nums">
                {formatMoney(data.revenue.cents)}
              </p>
              <p className="text-slate-700 text-sm">{monthName(data.revenue.month)}</p>
              <p className="text-slate-700 text-sm">
                {copy.revenue.lastYear(monthName(data.revenue.lastYearMonth), data.revenue.lastYearCents)}
              </p>
              <p className="text-slate-600 text-xs">{copy.revenue.note}</p>
            </DashboardCard>
          ) : null}
          {data.receivables && linkOf('invoices') ? (
            <DashboardCard
              title={copy.receivables.title}
              href={href('invoices')}
              linkText={copy.receivables.link}
            >
              <p className="font-bold text-3xl text-slate-900 tabular-nums">
                {formatMoney(data.receivables.openCents)}
              </p>
              <p className="text-slate-700 text-sm">{copy.receivables.open(data.receivables.openCount)}</p>
              <p className="text-slate-700 text-sm">
                {copy.receivables.overdue(data.receivables.overdueCount, data.receivables.overdueCents)}
              </p>
            </DashboardCard>
          ) : null}
          {data.utilisation && linkOf('calendar') ? (
            <DashboardCard
              title={copy.utilisation.title}
              href={href('calendar')}
              linkText={copy.utilisation.open}
              wide
            >
              <UtilisationTable utilisation={data.utilisation} />
            </DashboardCard>
          ) : null}
        </div>
      )}
    </div>
  );
}
