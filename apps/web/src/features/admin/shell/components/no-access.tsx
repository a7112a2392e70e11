import { type StaffRole, staffRoleLabels } from '@convoy/domain/contracts/staff.schema';
import { type AdminView, adminCopy } from '../admin-copy';

/**
 * What a view says to a role that may not read it (opened by its URL): in
 * words, without asking the API what it would refuse.
 */
export function NoAccess({ view, role }: { view: AdminView; role: StaffRole }) {
  return (
    <section aria-labelledby="no-access-heading" className="max-w-2xl space-y-2">
      <h2 id="no-access-heading" className="font-bold text-slate-900 text-xl">
        {adminCopy.frame.noAccessTitle}
      </h2>
      <p className="text-slate-700">
        {adminCopy.frame.noAccess(adminCopy.views[view], staffRoleLabels[role].toLowerCase())}
      </p>
    </section>
  );
}
