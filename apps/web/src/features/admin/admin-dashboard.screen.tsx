import { useSearchParams } from 'react-router';
import type { ScreenProps } from '../../lib/route-handle';
import type { AdminView } from './admin-copy';
import { mayReadView } from './api/use-staff-access';
import { AdminFrame } from './components/admin-frame';
import { AdminGate } from './components/admin-gate';
import { NoAccess } from './components/no-access';
import { AuditView } from './views/audit-view';
import { BookingsView } from './views/bookings-view';
import { CalendarView } from './views/calendar/calendar-view';
import { CampaignsView } from './views/campaigns-view';
import { DriverRulesView } from './views/driver-rules-view';
import { EmailsView } from './views/emails-view';
import { FleetView } from './views/fleet-view';
import { InvoicesView } from './views/invoices-view';
import { LeadsView } from './views/leads-view';
import { OrganisationsView } from './views/organisations-view';
import { PaymentsView } from './views/payments-view';
import { PricingView } from './views/pricing-view';
import { QuotesView } from './views/quotes-view';
import { SiteHealthView } from './views/site-health-view';
import { StaffView } from './views/staff-view';
import { TodayView } from './views/today/today-view';
import { UnitsView } from './views/units-view';

const views = {
  today: TodayView,
  bookings: BookingsView,
  quotes: QuotesView,
  leads: LeadsView,
  organisations: OrganisationsView,
  invoices: InvoicesView,
  payments: PaymentsView,
  campaigns: CampaignsView,
  health: SiteHealthView,
  emails: EmailsView,
  fleet: FleetView,
  units: UnitsView,
  pricing: PricingView,
  drivers: DriverRulesView,
  staff: StaffView,
  audit: AuditView,
  calendar: CalendarView,
} satisfies Partial<Record<AdminView, () => unknown>>;

type DashboardView = keyof typeof views;
const isView = (v: string | null): v is DashboardView => v !== null && v in views;

/**
 * The back office (decision 006, SPEC Part B §10): one route, its parts chosen by
 * `?view=` so each is a link that can be bookmarked: the counter's day, bookings, quotes, leads,
 * organisations, invoices, payments, campaigns, site health, e-mails, fleet and rates, units, pricing, driver rules,
 * the fleet calendar, staff and the audit log. A view the signed-in role may not read says so
 * instead (rules/staff-access.ts), without calling the API.
 */
export default function AdminDashboardScreen({ entry }: ScreenProps) {
  const [search] = useSearchParams();
  const requested = search.get('view');
  const view: DashboardView = isView(requested) ? requested : 'bookings';
  const View = views[view];
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame entry={entry} admin={session.admin} current={view}>
          {mayReadView(session.admin.role, view) ? (
            <View />
          ) : (
            <NoAccess view={view} role={session.admin.role} />
          )}
        </AdminFrame>
      )}
    </AdminGate>
  );
}
