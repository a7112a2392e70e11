import type { AdminLeadRow } from '@convoy/domain/contracts/admin-lists.schema';
import { adminCopy } from '../shell/admin-copy';
import { AdminList, listColumn, listFilter } from '../shell/components/admin-list';
import type { Column } from '../shell/components/data-table';
import { StatusBadge } from '../shell/components/status-badge';

const f = adminCopy.filters;
const kindLabel: Record<AdminLeadRow['kind'], string> = {
  contact: 'Contact',
  leasing: 'Leasing',
  'fleet-sales': 'Fleet sales',
};

const columns: Column<AdminLeadRow>[] = [
  { header: 'Kind', cell: (r) => <StatusBadge status={r.kind} label={kindLabel[r.kind]} /> },
  listColumn.instant('Received'),
  listColumn.contact(),
  {
    header: 'Message',
    cell: (r) => (
      <span className="block max-w-md">
        {r.subject ? <strong className="block">{r.subject}</strong> : null}
        {r.details ? <span className="block text-slate-700">{r.details}</span> : null}
        {r.message ? <span className="line-clamp-3 block text-slate-600">{r.message}</span> : null}
      </span>
    ),
  },
  listColumn.source(),
];

/** Contact, leasing and fleet-sales leads, newest first, with the campaign that brought each. */
export function LeadsView() {
  return (
    <AdminList
      view="leads"
      list="leads"
      filters={[
        ...listFilter.period(f.receivedFrom, f.receivedTo),
        {
          name: 'kind',
          label: f.kind,
          type: 'select',
          options: [
            { value: '', label: f.anyKind },
            ...Object.entries(kindLabel).map(([value, label]) => ({ value, label })),
          ],
        },
        listFilter.search('Name, organisation or e-mail'),
      ]}
      columns={columns}
      rowKey={(r) => r.id}
    />
  );
}
