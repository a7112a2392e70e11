import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../components/link';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { formatInstantShort } from '../shell/components/format';
import { bookingsApi } from './api/bookings-api';
import { bookingsCopy } from './bookings-copy';

const copy = bookingsCopy.customer;

/**
 * A booking's customer (decision 043): the notes staff pinned on the renter or their organisation, shown as a
 * callout where the booking is opened, and the link to the renter's record. Nothing for a role that may not read
 * customer records.
 */
export function BookingCustomer({ code }: { code: string }) {
  const may = useStaffAccess('customers').read;
  const customer = useQuery({
    queryKey: ['admin', 'booking-customer', code],
    queryFn: () => bookingsApi.customer(code),
    enabled: may,
  });
  if (!may || !customer.data) return null;
  const { key, pinned } = customer.data;
  return (
    <div className="space-y-3">
      {pinned.map((note) => (
        <aside
          key={note.id}
          aria-label={copy.pinnedNote}
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          <p className="font-semibold text-amber-900">{copy.pinnedNote}</p>
          <p className="whitespace-pre-line text-slate-900">{note.text}</p>
          <p className="mt-1 text-slate-600 text-xs">{`${note.author}, ${formatInstantShort(note.createdAt)}`}</p>
        </aside>
      ))}
      {key ? (
        <Link
          className="font-semibold text-brand-800 text-sm underline"
          to={`/admin?view=customer&key=${encodeURIComponent(key)}`}
        >
          {copy.record}
        </Link>
      ) : null}
    </div>
  );
}
