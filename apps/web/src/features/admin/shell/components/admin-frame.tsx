import type { RouteEntry } from '@convoy/domain/content/route-entries';
import { type StaffRole, staffRoleLabels } from '@convoy/domain/contracts/staff.schema';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../../components/link';
import { type AdminView, adminCopy } from '../admin-copy';
import { sessionApi } from '../api/session-api';
import { useSetAdminSession } from '../api/use-admin-session';
import { mayReadView } from '../api/use-staff-access';
import { AdminSearch } from '../search/admin-search';
import { loginHref } from './admin-gate';

const dashboardViews: AdminView[] = [
  'today',
  'calendar',
  'claims',
  'bookings',
  'quotes',
  'leads',
  'organisations',
  'insurance',
  'invoices',
  'payments',
  'citations',
  'accounting',
  'reports',
  'campaigns',
  'health',
  'emails',
  'fleet',
  'units',
  'relocations',
  'maintenance',
  'programs',
  'delivery-drivers',
  'inspections',
  'pricing',
  'drivers',
  'staff',
  'audit',
  'do-not-rent',
  'webhooks',
  'calendar-feeds',
];

export const viewHref = (view: AdminView) =>
  view === 'images' ? '/admin/optimize-images' : `/admin?view=${view}`;

/**
 * The back office's page frame: its heading, who is signed in and with which
 * role, sign out, and the tabs between its parts: only those the role may
 * read (rules/staff-access.ts). `current` marks the tab of this page.
 */
export function AdminFrame({
  entry,
  admin,
  current,
  children,
}: {
  entry: RouteEntry;
  admin: { email: string; role: StaffRole };
  current: AdminView;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const setSession = useSetAdminSession();
  const signOut = useMutation({
    mutationFn: sessionApi.logout,
    onSettled: () => {
      setSession(null);
      navigate(loginHref('/admin', 'signed-out'), { replace: true });
    },
  });
  const tabs = [...dashboardViews, 'images' as const].filter((view) => mayReadView(admin.role, view));
  return (
    <div className="bg-slate-50 pb-16">
      <div className="border-slate-200 border-b bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
                {adminCopy.frame.nav}
              </p>
              <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
                {entry.heading}
              </h1>
            </div>
            <div className="flex items-center gap-3 text-sm">
              <AdminSearch />
              <span className="text-slate-600">
                {adminCopy.frame.signedInAs} <strong className="text-slate-900">{admin.email}</strong>
                <span className="ml-2 inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800 text-xs ring-1 ring-slate-300 ring-inset">
                  <span className="sr-only">{adminCopy.frame.role}: </span>
                  {staffRoleLabels[admin.role]}
                </span>
              </span>
              <button
                type="button"
                onClick={() => signOut.mutate()}
                aria-disabled={signOut.isPending || undefined}
                className="min-h-10 rounded-md px-3 font-semibold text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
              >
                {signOut.isPending ? adminCopy.frame.signingOut : adminCopy.frame.signOut}
              </button>
            </div>
          </div>
          <nav aria-label={adminCopy.frame.nav} className="-mb-px mt-5 overflow-x-auto">
            <ul className="flex gap-1">
              {tabs.map((view) => (
                <li key={view}>
                  <Link
                    to={viewHref(view)}
                    aria-current={view === current ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center whitespace-nowrap border-transparent border-b-2 px-3 font-semibold text-slate-600 text-sm hover:border-slate-300 hover:text-slate-900 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
                  >
                    {adminCopy.views[view]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">{children}</div>
    </div>
  );
}
