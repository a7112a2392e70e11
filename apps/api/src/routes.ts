import type { AuditEntityType } from '@convoy/domain/contracts/audit.schema';
import type { StaffArea } from '@convoy/domain/contracts/staff.schema';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { adminAccountingRoutes } from './accounting/accounting-admin.routes.ts';
import { adminLoginRoutes } from './admin/login.routes.ts';
import { adminLogoutRoutes } from './admin/logout.routes.ts';
import { adminSessionRoutes } from './admin/session.routes.ts';
import { adminStaffRoutes, invitationRoutes } from './admin/staff.routes.ts';
import { collectRoutes } from './analytics/collect.routes.ts';
import { adminReportRoutes } from './analytics/reports-admin.routes.ts';
import { adminAuditRoutes } from './audit/audit-admin.routes.ts';
import { auditBackOffice } from './audit/back-office-audit.ts';
import { requireAccess, requireAdmin } from './back-office/admin-auth.hook.ts';
import { calendarFeedRoutes } from './calendar-feeds/calendar-feeds.routes.ts';
import { adminCalendarFeedRoutes } from './calendar-feeds/calendar-feeds-admin.routes.ts';
import { locationRoutes } from './catalog/locations.routes.ts';
import { vehicleRoutes } from './catalog/vehicles.routes.ts';
import { adminCitationRoutes } from './citations/citations-admin.routes.ts';
import { adminClaimRoutes } from './claims/claims-admin.routes.ts';
import { adminCalendarRoutes, adminCounterRoutes } from './counter/counter-admin.routes.ts';
import { adminInspectionChecklistRoutes } from './counter/inspection-checklists-admin.routes.ts';
import { adminCustomerRoutes } from './customers/customers-admin.routes.ts';
import { adminDashboardRoutes } from './dashboard/dashboard-admin.routes.ts';
import { adminDoNotRentRoutes } from './do-not-rent/do-not-rent-admin.routes.ts';
import { adminDriverRuleRoutes } from './drivers/drivers-admin.routes.ts';
import { adminAssignmentRoutes } from './fleet/assignment-admin.routes.ts';
import { adminDeliveryDriverRoutes } from './fleet/delivery-drivers-admin.routes.ts';
import { adminFleetRoutes } from './fleet/fleet-admin.routes.ts';
import { adminMaintenanceRoutes } from './fleet/maintenance-admin.routes.ts';
import { adminRelocationRoutes } from './fleet/relocations-admin.routes.ts';
import { adminUnitRoutes } from './fleet/units-admin.routes.ts';
import { insuranceRoutes } from './insurance/insurance.routes.ts';
import { adminInsuranceRoutes } from './insurance/insurance-admin.routes.ts';
import { adminInvoiceRoutes } from './invoices/invoices-admin.routes.ts';
import { bookingDraftRoutes } from './leads/booking-drafts.routes.ts';
import { leadRoutes } from './leads/leads.routes.ts';
import { adminLeadRoutes } from './leads/leads-admin.routes.ts';
import { adminMediaRoutes } from './media/media-admin.routes.ts';
import { mediaFileRoutes } from './media/media-files.routes.ts';
import { healthRoutes } from './meta/health.routes.ts';
import { openApiRoutes } from './meta/openapi.routes.ts';
import { pingRoutes } from './meta/ping.routes.ts';
import { publicConfigRoutes } from './meta/public-config.routes.ts';
import { organisationRoutes } from './organisations/organisations.routes.ts';
import { adminOrganisationRoutes } from './organisations/organisations-admin.routes.ts';
import { adminOutboxRoutes } from './outbox/outbox-admin.routes.ts';
import { paymentRoutes } from './payments/payments.routes.ts';
import { adminPaymentRoutes } from './payments/payments-admin.routes.ts';
import { payerRoutes, splitPaymentManageRoutes } from './payments/split-payment.routes.ts';
import { preArrivalRoutes } from './pre-arrival/pre-arrival.routes.ts';
import { adminPreArrivalRoutes } from './pre-arrival/pre-arrival-admin.routes.ts';
import { preArrivalManageRoutes } from './pre-arrival/pre-arrival-manage.routes.ts';
import {
  cancellationPolicyRoutes,
  extrasRoutes,
  protectionRoutes,
  rentalChargesRoutes,
} from './pricing/pricing.routes.ts';
import { adminPricingRoutes } from './pricing/pricing-admin.routes.ts';
import { quoteRoutes } from './quotes/quotes.routes.ts';
import { adminQuoteRoutes } from './quotes/quotes-admin.routes.ts';
import { adminBusinessReportRoutes } from './reports/business-reports-admin.routes.ts';
import { availabilityRoutes } from './reservations/availability.routes.ts';
import { reservationDocumentRoutes } from './reservations/reservation-documents.routes.ts';
import { reservationRoutes } from './reservations/reservations.routes.ts';
import { adminReservationRoutes } from './reservations/reservations-admin.routes.ts';
import { adminReviewRoutes, publishedReviewRoutes, reviewRoutes } from './reviews/reviews.routes.ts';
import { adminSearchRoutes } from './search/search-admin.routes.ts';
import { smsRoutes } from './sms/sms.routes.ts';
import { vehiclesForSaleRoutes } from './vehicles-for-sale/vehicles-for-sale.routes.ts';
import { adminWebhookRoutes } from './webhooks/webhooks-admin.routes.ts';

/**
 * The back office under /api/admin (decision 006), each feature's admin routes
 * under its prefix and in the area of the back office staff roles are given
 * (decision 015, rules/staff-access.ts): a new back-office screen's API adds its
 * line here. All of them sit behind the one sign-in hook and the role check
 * (admin/admin-auth.hook.ts), so a route added here is protected without a
 * line of its own; a route of another area than its prefix's says so in its
 * `config.staffArea`.
 */
const backOfficeTable: readonly (readonly [
  prefix: string,
  routes: FastifyPluginAsync,
  area: StaffArea | 'session',
  records: AuditEntityType,
])[] = [
  ['/logout', adminLogoutRoutes, 'session', 'back_office'],
  ['/dashboard', adminDashboardRoutes, 'bookings', 'back_office'],
  ['/reservations', adminReservationRoutes, 'bookings', 'reservation'],
  ['/quotes', adminQuoteRoutes, 'enquiries', 'back_office'],
  ['/leads', adminLeadRoutes, 'enquiries', 'back_office'],
  ['/reports', adminReportRoutes, 'reports', 'back_office'],
  ['/reports', adminBusinessReportRoutes, 'reports', 'back_office'],
  ['/outbox', adminOutboxRoutes, 'reports', 'email'],
  ['/fleet', adminFleetRoutes, 'fleet', 'fleet'],
  ['/units', adminUnitRoutes, 'fleet', 'unit'],
  ['/relocations', adminRelocationRoutes, 'fleet', 'relocation'],
  ['/maintenance', adminMaintenanceRoutes, 'fleet', 'unit'],
  ['/pricing', adminPricingRoutes, 'pricing', 'pricing'],
  ['/media', adminMediaRoutes, 'content', 'media'],
  ['/driver-rules', adminDriverRuleRoutes, 'fleet', 'driver_rule'],
  ['/delivery-drivers', adminDeliveryDriverRoutes, 'fleet', 'back_office'],
  ['/inspection-checklists', adminInspectionChecklistRoutes, 'fleet', 'fleet'],
  ['/pre-arrival', adminPreArrivalRoutes, 'licences', 'reservation'],
  ['/counter', adminCounterRoutes, 'counter', 'reservation'],
  ['/assignments', adminAssignmentRoutes, 'counter', 'reservation'],
  ['/calendar', adminCalendarRoutes, 'counter', 'back_office'],
  ['/claims', adminClaimRoutes, 'counter', 'claim'],
  ['/organisations', adminOrganisationRoutes, 'money', 'organisation'],
  ['/insurance', adminInsuranceRoutes, 'money', 'certificate'],
  ['/invoices', adminInvoiceRoutes, 'money', 'invoice'],
  ['/payments', adminPaymentRoutes, 'money', 'payment'],
  ['/staff', adminStaffRoutes, 'staff', 'staff'],
  ['/audit', adminAuditRoutes, 'audit', 'back_office'],
  ['/do-not-rent', adminDoNotRentRoutes, 'do-not-rent', 'do_not_rent'],
  ['/citations', adminCitationRoutes, 'money', 'citation'],
  ['/accounting', adminAccountingRoutes, 'money', 'back_office'],
  ['/webhooks', adminWebhookRoutes, 'settings', 'settings'],
  ['/calendar-feeds', adminCalendarFeedRoutes, 'money', 'organisation'],
  ['/customers', adminCustomerRoutes, 'customers', 'customer'],
  ['/reviews', adminReviewRoutes, 'content', 'review'],
  // Every role; the answer holds only the kinds of the areas the role may read (decision 042).
  ['/search', adminSearchRoutes, 'session', 'back_office'],
];

/**
 * `plugin` with the name Fastify gives it in its errors and plugin tree: without one, Fastify looks for the
 * function among the exports of every module loaded (fastify/lib/plugin-utils.js `getPluginName`), once per
 * registration, a fifth of an app's start with the ~90 registrations below (docs/benchmarks/test-suite.md).
 */
export function named<Plugin extends FastifyPluginAsync>(plugin: Plugin, name = plugin.name): Plugin {
  (plugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] ??= name;
  return plugin;
}

/** /api/admin: signing in and the session probe are open; the back-office table is behind the sign-in hook. */
async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(named(adminSessionRoutes), { prefix: '/session' });
  await app.register(named(adminLoginRoutes), { prefix: '/login' });
  await app.register(named(invitationRoutes), { prefix: '/invitations' });
  await app.register(
    named(async (signedIn) => {
      signedIn.addHook('onRequest', requireAdmin(app));
      for (const [prefix, routes, area, records] of backOfficeTable) {
        await signedIn.register(
          named(async (scope) => {
            scope.addHook('onRequest', requireAccess(area));
            auditBackOffice(scope, records);
            await scope.register(named(routes));
          }, `back office ${prefix}`),
          { prefix },
        );
      }
    }, 'back office'),
  );
}

/**
 * Every URL the API answers, and the feature folder whose routes answer it: a
 * new feature adds its line here (its back-office routes: the table above).
 * Pages and assets are served after these (site/site.plugin.ts).
 */
export const routeTable: readonly (readonly [prefix: string, routes: FastifyPluginAsync])[] = [
  ['/api/health', healthRoutes],
  ['/api/ping', pingRoutes],
  ['/api/public-config', publicConfigRoutes],
  ['/api/openapi.json', openApiRoutes],
  ['/api/locations', locationRoutes],
  ['/api/vehicles', vehicleRoutes],
  ['/api/vehicles-for-sale', vehiclesForSaleRoutes],
  ['/api/extras', extrasRoutes],
  ['/api/protection', protectionRoutes],
  ['/api/rental-charges', rentalChargesRoutes],
  ['/api/cancellation-policy', cancellationPolicyRoutes],
  ['/api/availability', availabilityRoutes],
  ['/api/reservations', reservationRoutes],
  ['/api/reservations', reservationDocumentRoutes],
  ['/api/reservations', insuranceRoutes],
  ['/api/reservations', preArrivalManageRoutes],
  ['/api/reservations', splitPaymentManageRoutes],
  ['/api/driver', preArrivalRoutes],
  ['/api/payer', payerRoutes],
  ['/api/organisations', organisationRoutes],
  ['/api/calendar-feeds', calendarFeedRoutes],
  ['/api/payments', paymentRoutes],
  ['/api/sms', smsRoutes],
  ['/api/quotes', quoteRoutes],
  ['/api/leads', leadRoutes],
  ['/api/booking-drafts', bookingDraftRoutes],
  ['/api/review', reviewRoutes],
  ['/api/reviews', publishedReviewRoutes],
  ['/api/collect', collectRoutes],
  ['/api/admin', adminRoutes],
  ['/media', mediaFileRoutes],
];
