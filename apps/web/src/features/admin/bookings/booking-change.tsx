import type { AdminReservationDetail } from '@convoy/domain/contracts/admin-lists.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { changeCopy } from '../../../components/reservation-change/change-copy';
import { ChangeForm } from '../../../components/reservation-change/change-form';
import { useVehicleClasses } from '../../../lib/catalog-queries';
import { toast } from '../../../lib/toast';
import { adminApi } from '../shell/api/admin-api';
import { bookingsApi } from './api/bookings-api';
import { bookingsCopy } from './bookings-copy';

const copy = bookingsCopy.booking;

/**
 * Staff change a booking as the renter would (dates and times, the return
 * location — one-way, decision 028 — and vehicles), previewed with the new
 * price and applied once; the renter is e-mailed what changed. The detail and the list load again afterwards, and the focus
 * returns to the button that opened the form.
 */
export function BookingChange({ booking }: { booking: AdminReservationDetail }) {
  const client = useQueryClient();
  const fleet = useVehicleClasses();
  const locations = useQuery({ queryKey: ['locations'], queryFn: adminApi.locations });
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(0);
  const toggle = useRef<HTMLButtonElement>(null);
  const { code } = booking;
  return (
    <section aria-labelledby="booking-change-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="booking-change-heading" className="font-semibold text-slate-900">
          {changeCopy.staffHeading}
        </h3>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="min-h-10 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          {open ? copy.closeChange : copy.change}
        </button>
      </div>
      <p role="status" className="font-semibold text-green-800 text-sm">
        {done > 0 ? changeCopy.staffChanged(code) : ''}
      </p>
      {open ? (
        <>
          <p className="text-slate-600 text-sm">{changeCopy.staffIntro}</p>
          <ChangeForm
            label={changeCopy.staffHeading}
            booked={{ ...booking, pickupLocationId: booking.locationId }}
            fleet={fleet.data ?? []}
            locations={locations.data?.locations}
            preview={(change) => bookingsApi.priceChange(code, change)}
            apply={(change, key) => bookingsApi.applyChange(code, change, key)}
            onApplied={async () => {
              await Promise.all([
                client.invalidateQueries({ queryKey: ['admin', 'reservation', code] }),
                client.invalidateQueries({ queryKey: ['admin', 'reservations'] }),
              ]);
              setDone((n) => n + 1);
              setOpen(false);
              toggle.current?.focus();
              toast.success(changeCopy.staffChanged(code));
            }}
          />
        </>
      ) : null}
    </section>
  );
}
