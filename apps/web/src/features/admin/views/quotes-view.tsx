import type { AdminQuoteRow } from '@convoy/domain/contracts/admin-lists.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';
import { adminCopy } from '../admin-copy';
import { adminApi, exportUrl } from '../api/admin-api';
import { type Column, PagedTable } from '../components/data-table';
import { ExportLink } from '../components/export-link';
import { FilterBar } from '../components/filter-bar';
import { formatInstantShort } from '../components/format';
import { SourceCell } from '../components/source-cell';
import { useLocationOptions } from '../components/use-location-options';
import { useViewParams } from '../components/use-view-params';

const filterNames = ['from', 'to', 'locationId', 'q'] as const;
const pageSize = 25;

const columns: Column<AdminQuoteRow>[] = [
  { header: 'Code', cell: (r) => <span className="font-mono font-semibold">{r.code}</span> },
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
          </a>{' '}
          · {r.phone}
        </span>
      </span>
    ),
  },
  {
    header: 'Trip',
    cell: (r) => (
      <span>
        {r.passengers} passengers, {r.vehicleId ?? r.vehicleType}
        <span className="block whitespace-nowrap text-slate-500 text-xs">
          {formatDateTime(r.pickupDate, r.pickupTime)} → {formatDateTime(r.returnDate, r.returnTime)}
        </span>
        <span className="block text-slate-500 text-xs">{r.locationName}</span>
      </span>
    ),
  },
  { header: 'Notes', cell: (r) => <span className="line-clamp-3 max-w-xs">{r.notes}</span> },
  {
    header: 'Source / medium / campaign',
    cell: (r) => <SourceCell first={r.firstTouch} last={r.lastNonDirect} />,
  },
];

/** Quote requests, newest first, with the campaign that brought each. */
export function QuotesView() {
  const { values, page, apply, clear, setPage } = useViewParams(filterNames);
  const params = { ...values, page, pageSize };
  const list = useQuery({
    queryKey: ['admin', 'quotes', params],
    queryFn: () => adminApi.quotes(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const locations = useLocationOptions();
  const f = adminCopy.filters;
  return (
    <section aria-labelledby="quotes-heading" className="space-y-4">
      <h2 id="quotes-heading" className="font-bold text-slate-900 text-xl">
        {adminCopy.views.quotes}
      </h2>
      <FilterBar
        fields={[
          { name: 'from', label: f.receivedFrom, type: 'date' },
          { name: 'to', label: f.receivedTo, type: 'date' },
          { name: 'locationId', label: f.location, type: 'select', options: locations },
          { name: 'q', label: f.search, type: 'search', hint: f.searchHint },
        ]}
        values={values}
        onApply={apply}
        onClear={clear}
        actions={<ExportLink href={exportUrl('quotes', values)} />}
      />
      <PagedTable
        caption={adminCopy.views.quotes}
        columns={columns}
        rowKey={(r) => r.code}
        list={list}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
    </section>
  );
}
