import { type StaffRole, staffAreaLabels } from '@convoy/domain/contracts/staff.schema';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { MenuIcon } from '../../../../components/icons';
import { Link } from '../../../../components/link';
import { CloseIcon } from '../../../../components/nav/menu-icons';
import { type AdminView, adminCopy } from '../admin-copy';
import { navGroups, viewHref } from './admin-nav';
import { type ShellScope, withScope } from './use-shell-scope';

export type CurrentView = AdminView | 'dashboard';

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 font-semibold text-slate-700 text-sm hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/**
 * The back office's navigation (decision 041): the dashboard, then each staff
 * area the role may read with its views under the area's name. Every item is
 * a link that keeps the chosen location and day.
 */
export function AdminSideNav({
  staffRole,
  current,
  scope,
  onNavigate,
}: {
  staffRole: StaffRole;
  current: CurrentView;
  scope: ShellScope;
  onNavigate?: () => void;
}) {
  const id = useId();
  const link = (view: CurrentView, label: string) => (
    <Link
      to={withScope(viewHref(view), scope)}
      aria-current={view === current ? 'page' : undefined}
      onClick={onNavigate}
      className={linkClass}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={adminCopy.frame.nav}>
      <ul className="space-y-4">
        <li>{link('dashboard', adminCopy.frame.dashboard)}</li>
        {navGroups(staffRole).map((group) => (
          <li key={group.area}>
            {/* A label, not a heading: the views' own headings ("Bookings", "Pricing") stay the page's. */}
            <p
              id={`${id}-${group.area}`}
              className="px-3 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wide"
            >
              {staffAreaLabels[group.area]}
            </p>
            <ul aria-labelledby={`${id}-${group.area}`}>
              {group.views.map((view) => (
                <li key={view}>{link(view, adminCopy.views[view])}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Up to a landscape tablet (below 1280 px) the navigation is behind a Menu button (decision 041): a modal
 * drawer that traps the focus, closes on Escape or when a link is chosen, and
 * gives the focus back to the button.
 */
export function AdminNavDrawer(props: { staffRole: StaffRole; current: CurrentView; scope: ShellScope }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-expanded={open}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 xl:hidden"
      >
        <MenuIcon />
        {adminCopy.frame.menu}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-40 w-80 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-2xl focus:outline-none">
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="font-bold text-lg text-slate-900">
              {adminCopy.frame.menuTitle}
            </Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold text-brand-800 hover:bg-slate-50">
              <CloseIcon />
              {adminCopy.frame.close}
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{adminCopy.frame.menuTitle}</Dialog.Description>
          <AdminSideNav {...props} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
