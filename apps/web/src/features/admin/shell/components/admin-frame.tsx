import type { RouteEntry } from '@convoy/domain/content/route-entries';
import { type StaffRole, staffRoleLabels } from '@convoy/domain/contracts/staff.schema';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { adminCopy } from '../admin-copy';
import { sessionApi } from '../api/session-api';
import { useSetAdminSession } from '../api/use-admin-session';
import { AdminSearch } from '../search/admin-search';
import { loginHref } from './admin-gate';
import { AdminNavDrawer, AdminSideNav, type CurrentView } from './admin-side-nav';
import { ScopeBar } from './scope-bar';
import { useShellScope } from './use-shell-scope';

/**
 * The staff app's frame (decision 041): the side navigation grouped by staff
 * area, only what the role may read (a Menu drawer up to a landscape tablet, 1279 px); a top bar
 * with the location and day kept across screens, the place of the search box,
 * who is signed in with which role, and sign out. `current` marks this page's
 * item.
 */
export function AdminFrame({
  entry,
  admin,
  current,
  children,
}: {
  entry: RouteEntry;
  admin: { email: string; role: StaffRole };
  current: CurrentView;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const setSession = useSetAdminSession();
  const { location, day } = useShellScope();
  const scope = { location, day };
  const signOut = useMutation({
    mutationFn: sessionApi.logout,
    onSettled: () => {
      setSession(null);
      navigate(loginHref('/admin', 'signed-out'), { replace: true });
    },
  });
  return (
    <div className="min-h-screen bg-slate-50 xl:flex">
      <aside className="hidden w-64 shrink-0 border-slate-200 border-r bg-white xl:block">
        <div className="sticky top-0 max-h-screen overflow-y-auto p-4">
          <p className="px-3 pb-4 font-bold text-brand-800">{adminCopy.frame.nav}</p>
          <AdminSideNav staffRole={admin.role} current={current} scope={scope} />
        </div>
      </aside>
      <div className="min-w-0 flex-1 pb-16">
        <div className="border-slate-200 border-b bg-white px-4 py-3 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-wrap items-end gap-4">
              <AdminNavDrawer staffRole={admin.role} current={current} scope={scope} />
              <ScopeBar />
              <AdminSearch />
            </div>
            <div className="flex items-center gap-3 text-sm">
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
        </div>
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <h1 className="mb-6 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            {entry.heading}
          </h1>
          {children}
        </div>
      </div>
    </div>
  );
}
