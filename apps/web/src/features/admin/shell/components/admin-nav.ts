import { type StaffArea, type StaffRole, staffAreas } from '@convoy/domain/contracts/staff.schema';
import type { AdminView } from '../admin-copy';
import { mayReadView, viewArea } from '../api/use-staff-access';

/** The back office's views in the order each area lists them. */
const navViews: AdminView[] = [
  'bookings',
  'today',
  'calendar',
  'claims',
  'fleet',
  'units',
  'relocations',
  'maintenance',
  'programs',
  'delivery-drivers',
  'inspections',
  'drivers',
  'pricing',
  'organisations',
  'insurance',
  'invoices',
  'payments',
  'citations',
  'accounting',
  'quotes',
  'leads',
  'reports',
  'campaigns',
  'health',
  'emails',
  'images',
  'reviews',
  'webhooks',
  'calendar-feeds',
  'staff',
  'audit',
  'do-not-rent',
];

export interface NavGroup {
  area: StaffArea;
  views: AdminView[];
}

/**
 * The side navigation (decision 041): the views `role` may read, grouped under
 * the staff area the server checks for each (rules/staff-access.ts), areas in
 * the order of `staffAreas`; an area with nothing to read is left out.
 */
export function navGroups(role: StaffRole): NavGroup[] {
  return staffAreas
    .map((area) => ({
      area,
      views: navViews.filter((view) => viewArea[view] === area && mayReadView(role, view)),
    }))
    .filter((group) => group.views.length > 0);
}

export const viewHref = (view: AdminView | 'dashboard') =>
  view === 'dashboard' ? '/admin' : view === 'images' ? '/admin/optimize-images' : `/admin?view=${view}`;
