import type { StaffArea, StaffRole } from '@convoy/domain/contracts/staff.schema';
import { staffAccess } from '@convoy/domain/rules/staff-access';
import type { AdminView } from '../admin-copy';
import { useAdminSession } from './use-admin-session';

/**
 * The area of the back office (rules/staff-access.ts) each view reads from:
 * the same areas the API checks on its routes (apps/api/src/routes.ts), so a
 * view shown to a role never meets a 403.
 */
export const viewArea: Record<AdminView, StaffArea> = {
  today: 'counter',
  calendar: 'counter',
  claims: 'counter',
  bookings: 'bookings',
  quotes: 'enquiries',
  leads: 'enquiries',
  organisations: 'money',
  insurance: 'money',
  invoices: 'money',
  payments: 'money',
  citations: 'money',
  accounting: 'money',
  reports: 'reports',
  campaigns: 'reports',
  health: 'reports',
  emails: 'reports',
  fleet: 'fleet',
  units: 'fleet',
  relocations: 'fleet',
  maintenance: 'fleet',
  programs: 'fleet',
  'delivery-drivers': 'fleet',
  inspections: 'fleet',
  pricing: 'pricing',
  drivers: 'fleet',
  images: 'content',
  reviews: 'content',
  staff: 'staff',
  audit: 'audit',
  'do-not-rent': 'do-not-rent',
  webhooks: 'settings',
  'calendar-feeds': 'settings',
  customer: 'customers',
};

/** Whether `role` may open `view` at all. */
export function mayReadView(role: StaffRole, view: AdminView): boolean {
  return staffAccess(role, viewArea[view]) !== 'none';
}

/**
 * What the signed-in role may do in `area`: `read` to show it, `change` to
 * offer its buttons. The server refuses what the role may not do either way;
 * this only keeps the screens from offering it. Nothing is allowed before the
 * session is known.
 */
export function useStaffAccess(area: StaffArea): { read: boolean; change: boolean } {
  const role = useAdminSession().data?.admin?.role;
  const access = role ? staffAccess(role, area) : 'none';
  return { read: access !== 'none', change: access === 'write' };
}
