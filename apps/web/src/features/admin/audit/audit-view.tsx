import type { AuditEntry } from '@convoy/domain/contracts/audit.schema';
import { staffRoleLabels } from '@convoy/domain/contracts/staff.schema';
import { useId, useState } from 'react';
import { AdminList, listFilter } from '../shell/components/admin-list';
import type { Column } from '../shell/components/data-table';
import type { FilterField } from '../shell/components/filter-bar';
import { formatInstantShort } from '../shell/components/format';
import { auditCopy as copy } from './audit-copy';
import { changedFields } from './audit-diff';

const filters: FilterField[] = [
  listFilter.search(copy.searchHint),
  listFilter.select('entityType', copy.kind, copy.anyKind, copy.kinds),
  { name: 'entityId', label: copy.recordId, type: 'search' },
  { name: 'actor', label: copy.who, type: 'search', hint: copy.whoHint },
  ...listFilter.period(copy.from, copy.to),
];

const roleName = (role: string | null) =>
  role && role in staffRoleLabels ? staffRoleLabels[role as keyof typeof staffRoleLabels] : role;

/** An entry's before and after, shown on demand as the fields that changed. */
function ChangesCell({ entry }: { entry: AuditEntry }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-slate-500">{copy.noChanges}</span>;
  return (
    <div className="relative min-w-64">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-changes`}
        onClick={() => setOpen(!open)}
        className="min-h-10 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        {open ? copy.hide : copy.show(changes.length)}
        <span className="sr-only"> {copy.of(entry.summary)}</span>
      </button>
      <div id={`${id}-changes`} hidden={!open}>
        {open ? (
          <table className="mt-2 w-full border-collapse text-xs">
            <caption className="sr-only">{copy.diffCaption(entry.summary)}</caption>
            <thead>
              <tr>
                <th scope="col" className="border-slate-200 border-b py-1 pr-3 text-left font-semibold">
                  {copy.field}
                </th>
                <th scope="col" className="border-slate-200 border-b py-1 pr-3 text-left font-semibold">
                  {copy.before}
                </th>
                <th scope="col" className="border-slate-200 border-b py-1 text-left font-semibold">
                  {copy.after}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.field} className="align-top">
                  <th scope="row" className="py-1 pr-3 text-left font-semibold text-slate-700">
                    {c.field}
                  </th>
                  <td className="break-all py-1 pr-3 text-red-900">
                    <span className="sr-only">{copy.before}: </span>
                    {c.before}
                  </td>
                  <td className="break-all py-1 text-green-900">
                    <span className="sr-only">{copy.after}: </span>
                    {c.after}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </div>
  );
}

const columns: Column<AuditEntry>[] = [
  { header: copy.when, cell: (e) => <span className="whitespace-nowrap">{formatInstantShort(e.at)}</span> },
  {
    header: copy.who,
    cell: (e) => (
      <span>
        {e.actor}
        {e.actorRole ? <span className="block text-slate-500 text-xs">{roleName(e.actorRole)}</span> : null}
      </span>
    ),
  },
  {
    header: copy.record,
    cell: (e) => (
      <span>
        {copy.kinds[e.entityType as keyof typeof copy.kinds] ?? e.entityType}
        {e.entityId ? <span className="block break-all text-slate-500 text-xs">{e.entityId}</span> : null}
      </span>
    ),
  },
  {
    header: copy.what,
    cell: (e) => (
      <span>
        <span className="font-semibold">{e.action}</span>
        <span className="block text-slate-600">{e.summary}</span>
      </span>
    ),
  },
  { header: copy.changes, cell: (e) => <ChangesCell entry={e} /> },
];

/**
 * The audit log (decision 015, owners and managers): every back-office change and
 * every booking's change of state, newest first, searched and filtered by the
 * kind of record, its id and who acted; each entry opens to the fields it
 * changed. Nothing here writes: the log is the system's alone.
 */
export function AuditView() {
  return (
    <AdminList
      view="audit"
      list="audit"
      filters={filters}
      columns={columns}
      rowKey={(e) => e.id}
      lead={() => <p className="max-w-3xl text-slate-700">{copy.lead}</p>}
    />
  );
}
