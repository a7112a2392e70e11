import { useSearchParams } from 'react-router';
import type { ScreenProps } from '../../lib/route-handle';
import { AuditView } from './audit/audit-view';
import { BookingDetail } from './bookings/booking-detail';
import { BookingsView } from './bookings/bookings-view';
import { ReviewsView } from './content/reviews-view';
import { CalendarView } from './counter/calendar/calendar-view';
import { ClaimsView } from './counter/claims/claims-view';
import { TodayView } from './counter/today/today-view';
import { CustomerView } from './customers/customer-view';
import { DoNotRentView } from './do-not-rent/do-not-rent-view';
import { LeadsView } from './enquiries/leads-view';
import { QuotesView } from './enquiries/quotes-view';
import { DeliveryDriversView } from './fleet/delivery-drivers-view';
import { DriverRulesView } from './fleet/driver-rules-view';
import { FleetView } from './fleet/fleet-view';
import { InspectionChecklistsView } from './fleet/inspection-checklists-view';
import { MaintenanceView } from './fleet/maintenance-view';
import { ProgramsView } from './fleet/programs-view';
import { RelocationsView } from './fleet/relocations-view';
import { UnitsView } from './fleet/units-view';
import { AccountingView } from './money/accounting-view';
import { CitationsView } from './money/citations-view';
import { InsuranceView } from './money/insurance-view';
import { InvoicesView } from './money/invoices-view';
import { OrganisationsView } from './money/organisations-view';
import { PaymentsView } from './money/payments-view';
import { PricingView } from './pricing/pricing-view';
import { BusinessReportsView } from './reports/business-reports-view';
import { CampaignsView } from './reports/campaigns-view';
import { EmailsView } from './reports/emails-view';
import { SiteHealthView } from './reports/site-health-view';
import { CalendarFeedsView } from './settings/calendar-feeds-view';
import { WebhooksView } from './settings/webhooks-view';
import type { AdminView } from './shell/admin-copy';
import { mayReadView } from './shell/api/use-staff-access';
import { AdminFrame } from './shell/components/admin-frame';
import { AdminGate } from './shell/components/admin-gate';
import { NoAccess } from './shell/components/no-access';
import { DashboardHome } from './shell/dashboard/dashboard-home';
import { StaffView } from './staff/staff-view';

const views = {
  today: () => <TodayView BookingDetail={BookingDetail} />,
  bookings: BookingsView,
  quotes: QuotesView,
  leads: LeadsView,
  organisations: OrganisationsView,
  insurance: InsuranceView,
  invoices: InvoicesView,
  payments: PaymentsView,
  citations: CitationsView,
  accounting: AccountingView,
  reports: BusinessReportsView,
  campaigns: CampaignsView,
  health: SiteHealthView,
  emails: EmailsView,
  fleet: FleetView,
  units: UnitsView,
  relocations: RelocationsView,
  maintenance: MaintenanceView,
  programs: ProgramsView,
  'delivery-drivers': DeliveryDriversView,
  inspections: InspectionChecklistsView,
  pricing: PricingView,
  drivers: DriverRulesView,
  staff: StaffView,
  audit: AuditView,
  calendar: CalendarView,
  claims: ClaimsView,
  'do-not-rent': DoNotRentView,
  webhooks: WebhooksView,
  'calendar-feeds': CalendarFeedsView,
  customer: CustomerView,
  reviews: ReviewsView,
} satisfies Partial<Record<AdminView, () => unknown>>;

type DashboardView = keyof typeof views;

function ViewOf({ view }: { view: DashboardView }) {
  const View = views[view];
  return <View />;
}
const isView = (v: string | null): v is DashboardView => v !== null && v in views;

/**
 * The back office (decision 006, SPEC Part B §10): one route, its home the
 * dashboard (decision 041), its parts chosen by
 * `?view=` so each is a link that can be bookmarked: the counter's day, bookings, quotes, leads,
 * organisations, insurance certificates, invoices, payments, tolls and citations, accounting, reports, campaigns, site health, e-mails, fleet and rates, units, relocations, service due, service programs, delivery drivers, pricing, driver rules,
 * the fleet calendar, damage claims, staff, the audit log, the do-not-rent list, partners' webhooks, the locations' calendar feeds and a customer's record (decision 043, not a tab: opened from a booking). A view the signed-in role may not read says so
 * instead (rules/staff-access.ts), without calling the API.
 */
export default function AdminDashboardScreen({ entry }: ScreenProps) {
  const [search] = useSearchParams();
  const requested = search.get('view');
  // No view: the dashboard, the staff app's home (decision 041).
  const view: DashboardView | 'dashboard' = isView(requested) ? requested : 'dashboard';
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame entry={entry} admin={session.admin} current={view}>
          {view === 'dashboard' ? (
            <DashboardHome role={session.admin.role} />
          ) : mayReadView(session.admin.role, view) ? (
            <ViewOf view={view} />
          ) : (
            <NoAccess view={view} role={session.admin.role} />
          )}
        </AdminFrame>
      )}
    </AdminGate>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { adminTexts as routeTexts } from '@convoy/domain/content/route-texts/admin';
