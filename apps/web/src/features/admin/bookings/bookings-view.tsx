import type { AdminReservationRow } from '@convoy/domain/contracts/admin-lists.schema';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { adminCopy } from '../shell/admin-copy';
import { AdminList, listColumn, listFilter } from '../shell/components/admin-list';
import type { Column } from '../shell/components/data-table';
import { StatusBadge } from '../shell/components/status-badge';
import { useLocationOptions } from '../shell/components/use-location-options';
import { BookingDetail } from './booking-detail';
import { bookingsCopy } from './bookings-copy';

const f = adminCopy.filters;

/** The booking open in the dialog, in the URL (`&booking=CNV-…`) so other views can link to it. */
function useOpenBooking() {
  const [search, setSearch] = useSearchParams();
  const setOpen = (code: string | null) => {
    const next = new URLSearchParams(search);
    if (code) next.set('booking', code);
    else next.delete('booking');
    setSearch(next);
  };
  return [search.get('booking'), setOpen] as const;
}

/** Bookings: filter by pickup dates, location, status, campaign or a search; view one; cancel it. */
export function BookingsView() {
  const locations = useLocationOptions();
  const [open, setOpen] = useOpenBooking();

  const columns: Column<AdminReservationRow>[] = [
    {
      header: 'Booking',
      cell: (r) => (
        <button
          type="button"
          onClick={() => setOpen(r.code)}
          className="whitespace-nowrap font-mono font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          aria-label={`${bookingsCopy.booking.view} booking ${r.code}`}
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
    {
      header: 'Vehicle',
      // A convoy's name already counts each class ("2 × 15 Passenger Van + 1 × Cargo Van").
      cell: (r) =>
        r.quantity > 1 && !r.vehicleName.includes(' + ') ? `${r.quantity} × ${r.vehicleName}` : r.vehicleName,
    },
    {
      header: 'Renter',
      cell: (r) => (
        <span>
          {r.renterName}
          <span className="block text-slate-500 text-xs">{r.email}</span>
        </span>
      ),
    },
    { header: 'Total', cell: (r) => formatMoney(r.totalCents), className: 'text-right tabular-nums' },
    listColumn.source(),
    listColumn.instant('Booked'),
  ];

  return (
    <AdminList
      view="bookings"
      list="reservations"
      filters={[
        ...listFilter.period(f.pickupFrom, f.pickupTo),
        listFilter.location(locations),
        {
          name: 'status',
          label: f.status,
          type: 'select',
          options: [
            { value: '', label: f.anyStatus },
            { value: 'confirmed', label: 'Confirmed' },
            { value: 'pending_payment', label: 'Waiting for payment' },
            { value: 'cancelled', label: 'Cancelled' },
            { value: 'expired', label: 'Not paid in time' },
          ],
        },
        { name: 'campaign', label: f.campaign, type: 'search', hint: f.campaignHint },
        listFilter.search(f.searchHint),
      ]}
      columns={columns}
      rowKey={(r) => r.code}
    >
      {open ? <BookingDetail code={open} onClose={() => setOpen(null)} /> : null}
    </AdminList>
  );
}
