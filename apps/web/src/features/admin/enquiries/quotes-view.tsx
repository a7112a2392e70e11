import type { AdminQuoteRow } from '@convoy/domain/contracts/admin-lists.schema';
import { formatDateTime } from '../../../lib/format';
import { adminCopy } from '../shell/admin-copy';
import { AdminList, listColumn, listFilter } from '../shell/components/admin-list';
import type { Column } from '../shell/components/data-table';
import { useLocationOptions } from '../shell/components/use-location-options';

const f = adminCopy.filters;

const columns: Column<AdminQuoteRow>[] = [
  { header: 'Code', cell: (r) => <span className="font-mono font-semibold">{r.code}</span> },
  listColumn.instant('Received'),
  listColumn.contact(),
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
  listColumn.source(),
];

/** Quote requests, newest first, with the campaign that brought each. */
export function QuotesView() {
  const locations = useLocationOptions();
  return (
    <AdminList
      view="quotes"
      list="quotes"
      filters={[
        ...listFilter.period(f.receivedFrom, f.receivedTo),
        listFilter.location(locations),
        listFilter.search(f.searchHint),
      ]}
      columns={columns}
      rowKey={(r) => r.code}
    />
  );
}
