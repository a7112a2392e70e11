import type { AdminReservationRow } from '@convoy/domain/contracts/admin-lists.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { adminCopy } from '../admin-copy';
import { adminApi, exportUrl } from '../api/admin-api';
import { type Column, PagedTable } from '../components/data-table';
import { ExportLink } from '../components/export-link';
import { FilterBar } from '../components/filter-bar';
import { formatInstantShort } from '../components/format';
import { SourceCell } from '../components/source-cell';
import { StatusBadge } from '../components/status-badge';
import { useLocationOptions } from '../components/use-location-options';
import { useViewParams } from '../components/use-view-params';
import { BookingDetail } from './booking-detail';

const filterNames = ['from', 'to', 'locationId', 'status', 'q'] as const;
const pageSize = 25;

/** Bookings: filter by pickup dates, location, status or a search; view one; cancel it. */
export function BookingsView() {
  const { values, page, apply, clear, setPage } = useViewParams(filterNames);
  const params = { ...values, page, pageSize };
  const list = useQuery({
    queryKey: ['admin', 'reservations', params],
    queryFn: () => adminApi.reservations(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const locations = useLocationOptions();
  const [open, setOpen] = useState<string | null>(null);
  const f = adminCopy.filters;

  const columns: Column<AdminReservationRow>[] = [
    {
      header: 'Booking',
      cell: (r) => (
        <button
          type="button"
          onClick={() => setOpen(r.code)}
          className="whitespace-nowrap font-mono font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          aria-label={`${adminCopy.booking.view} booking ${r.code}`}
        >
          {r.code}
        </button>
      ),
    },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    {
      header: 'Pickup',
      cell: (r) => (
        <span className="whitespace-nowrap">
          {formatDateTime(r.pickupDate, r.pickupTime)}
          <span className="block text-slate-500 text-xs">{r.locationName}</span>
        </span>
      ),
    },
    { header: 'Vehicle', cell: (r) => `${r.quantity > 1 ? `${r.quantity} × ` : ''}${r.vehicleName}` },
    {
      header: 'Renter',
      cell: (r) => (
        <span>
          {r.renterName}
          <span className="block text-slate-500 text-xs">{r.email}</span>
        </span>
      ),
    },
    { header: 'Total', cell: (r) => formatMoney(r.subtotalCents), className: 'text-right tabular-nums' },
    {
      header: 'Source / medium / campaign',
      cell: (r) => <SourceCell first={r.firstTouch} last={r.lastNonDirect} />,
    },
    {
      header: 'Booked',
      cell: (r) => <span className="whitespace-nowrap">{formatInstantShort(r.createdAt)}</span>,
    },
  ];

  return (
    <section aria-labelledby="bookings-heading" className="space-y-4">
      <h2 id="bookings-heading" className="font-bold text-slate-900 text-xl">
        {adminCopy.views.bookings}
      </h2>
      <FilterBar
        fields={[
          { name: 'from', label: f.pickupFrom, type: 'date' },
          { name: 'to', label: f.pickupTo, type: 'date' },
          { name: 'locationId', label: f.location, type: 'select', options: locations },
          {
            name: 'status',
            label: f.status,
            type: 'select',
            options: [
              { value: '', label: f.anyStatus },
              { value: 'confirmed', label: 'Confirmed' },
              { value: 'cancelled', label: 'Cancelled' },
            ],
          },
          { name: 'q', label: f.search, type: 'search', hint: f.searchHint },
        ]}
        values={values}
        onApply={apply}
        onClear={clear}
        actions={<ExportLink href={exportUrl('reservations', values)} />}
      />
      <PagedTable
        caption={adminCopy.views.bookings}
        columns={columns}
        rowKey={(r) => r.code}
        list={list}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
      {open ? <BookingDetail code={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
