import type { AdminLeadRow } from '@convoy/domain/contracts/admin-lists.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCopy } from '../admin-copy';
import { adminApi, exportUrl } from '../api/admin-api';
import { type Column, PagedTable } from '../components/data-table';
import { ExportLink } from '../components/export-link';
import { FilterBar } from '../components/filter-bar';
import { formatInstantShort } from '../components/format';
import { SourceCell } from '../components/source-cell';
import { StatusBadge } from '../components/status-badge';
import { useViewParams } from '../components/use-view-params';

const filterNames = ['from', 'to', 'kind', 'q'] as const;
const pageSize = 25;
const kindLabel: Record<AdminLeadRow['kind'], string> = {
  contact: 'Contact',
  leasing: 'Leasing',
  'fleet-sales': 'Fleet sales',
};

const columns: Column<AdminLeadRow>[] = [
  { header: 'Kind', cell: (r) => <StatusBadge status={r.kind} label={kindLabel[r.kind]} /> },
  {
    header: 'Received',
    cell: (r) => <span className="whitespace-nowrap">{formatInstantShort(r.createdAt)}</span>,
  },
  {
    header: 'Contact',
    cell: (r) => (
      <span>
        {r.name}
        {r.organisation ? <span className="text-slate-600">, {r.organisation}</span> : null}
        <span className="block text-slate-500 text-xs">
          <a className="underline" href={`mailto:${r.email}`}>
            {r.email}
          </a>
          {r.phone ? ` · ${r.phone}` : ''}
        </span>
      </span>
    ),
  },
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
  {
    header: 'Source / medium / campaign',
    cell: (r) => <SourceCell first={r.firstTouch} last={r.lastNonDirect} />,
  },
];

/** Contact, leasing and fleet-sales leads, newest first, with the campaign that brought each. */
export function LeadsView() {
  const { values, page, apply, clear, setPage } = useViewParams(filterNames);
  const params = { ...values, page, pageSize };
  const list = useQuery({
    queryKey: ['admin', 'leads', params],
    queryFn: () => adminApi.leads(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const f = adminCopy.filters;
  return (
    <section aria-labelledby="leads-heading" className="space-y-4">
      <h2 id="leads-heading" className="font-bold text-slate-900 text-xl">
        {adminCopy.views.leads}
      </h2>
      <FilterBar
        fields={[
          { name: 'from', label: f.receivedFrom, type: 'date' },
          { name: 'to', label: f.receivedTo, type: 'date' },
          {
            name: 'kind',
            label: f.kind,
            type: 'select',
            options: [
              { value: '', label: f.anyKind },
              ...Object.entries(kindLabel).map(([value, label]) => ({ value, label })),
            ],
          },
          { name: 'q', label: f.search, type: 'search', hint: 'Name, organisation or e-mail' },
        ]}
        values={values}
        onApply={apply}
        onClear={clear}
        actions={<ExportLink href={exportUrl('leads', values)} />}
      />
      <PagedTable
        caption={adminCopy.views.leads}
        columns={columns}
        rowKey={(r) => r.id}
        list={list}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
    </section>
  );
}
