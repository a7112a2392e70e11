import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import type { ReservationChangeResponse } from '@convoy/domain/contracts/reservation-change.schema';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { changeCopy as copy } from '../../../components/reservation-change/change-copy';
import { useLocations, useVehicleClasses } from '../../../lib/catalog-queries';
import { extrasQuery, protectionQuery } from '../api/queries';
import { applyChange, priceChange } from './change-api';

// Loaded when the panel opens: most visits to the manage page change nothing.
const ChangeForm = lazy(() =>
  import('../../../components/reservation-change/change-form').then((m) => ({
    default: m.ChangeForm<ReservationChangeResponse>,
  })),
);

interface ChangeProps {
  reservation: Reservation;
  /** The e-mail address the booking was found with: the API asks for it with every change. */
  email: string;
  onChanged: (changed: ReservationChangeResponse) => void;
}

/**
 * "Change this reservation" on the manage page: dates and times, vehicles,
 * extras and protection, reviewed with the new price before it is confirmed
 * (components/reservation-change). Opening it moves the focus to its heading.
 */
export function ChangePanel({ reservation, email, onChanged }: ChangeProps) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={buttonClass.primary}>
        {copy.open}
      </button>
    );
  }
  return (
    <section
      aria-labelledby="change-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3
        id="change-heading"
        ref={heading}
        tabIndex={-1}
        className="font-bold text-slate-900 text-xl focus:outline-none"
      >
        {copy.heading}
      </h3>
      <p className="text-slate-700">{copy.intro}</p>
      <Suspense fallback={<p className="text-slate-600">{copy.loading}</p>}>
        <RenterChangeForm reservation={reservation} email={email} onChanged={onChanged} />
      </Suspense>
      <button type="button" onClick={() => setOpen(false)} className={buttonClass.link}>
        {copy.close}
      </button>
    </section>
  );
}

function RenterChangeForm({ reservation, email, onChanged }: ChangeProps) {
  const fleet = useVehicleClasses();
  const locations = useLocations();
  const extras = useQuery(extrasQuery(reservation.pickupLocationId));
  const protection = useQuery(protectionQuery);
  const { code } = reservation;
  return (
    <ChangeForm
      label={copy.heading}
      booked={reservation}
      fleet={fleet.data ?? []}
      locations={locations.data}
      choices={{ extras: extras.data?.extras ?? [], protection: protection.data?.protection ?? [] }}
      preview={(change) => priceChange(code, email, change)}
      apply={(change, key) => applyChange(code, email, change, key)}
      onApplied={onChanged}
    />
  );
}
