import { licenceClassLabels } from '@convoy/domain/contracts/driver';
import type { Driver } from '@convoy/domain/contracts/driver.schema';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorSentence } from '../../../lib/api-client';
import { adminCopy } from '../shell/admin-copy';
import { bookingsApi } from './api/bookings-api';
import { bookingsCopy } from './bookings-copy';

const copy = bookingsCopy.booking;

/**
 * A booking's drivers for staff: names, vehicles and masked licence numbers
 * from the booking's detail; the numbers in full and the dates of birth are
 * fetched only on "Show licence numbers", for the counter
 * (GET /api/admin/counter/:code/drivers, which the server logs).
 */
export function BookingDrivers({ code, masked }: { code: string; masked: readonly Driver[] }) {
  const [shown, setShown] = useState(false);
  const drivers = useQuery({
    queryKey: ['admin', 'counter-drivers', code],
    queryFn: () => bookingsApi.counterDrivers(code),
    enabled: shown,
    // The numbers are personal data: not kept in the cache once the booking is closed.
    gcTime: 0,
    staleTime: 0,
  });
  const opened = shown ? drivers.data?.drivers : undefined;
  const list: readonly (Driver & { licenceNumber?: string | null; dateOfBirth?: string })[] =
    opened ?? masked;
  return (
    <section aria-labelledby="booking-drivers-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="booking-drivers-heading" className="font-semibold text-slate-900">
          {copy.drivers}
        </h3>
        {list.length > 0 ? (
          <button
            type="button"
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
            className="min-h-10 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            {shown ? copy.hideLicences : copy.showLicences}
          </button>
        ) : null}
      </div>
      {shown && drivers.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(drivers.error)}
        </p>
      ) : shown && drivers.isPending ? (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      ) : list.length === 0 ? (
        <p className="text-slate-600">{copy.noDrivers}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {list.map((d) => (
            <li key={d.id}>
              <span className="font-medium text-slate-900">{d.name}</span>
              <span className="text-slate-600"> · {drivenVehicleName(d)}</span>
              <span className="block text-slate-700 text-xs">
                {d.licenceClass
                  ? `${d.licenceCountry ?? ''}${d.licenceState ? `-${d.licenceState}` : ''} ${licenceClassLabels[d.licenceClass]}${d.passengerEndorsement ? ' + P' : ''}, `
                  : `${copy.licencePending}, `}
                {opened
                  ? `${d.licenceNumber ?? copy.licenceErased}, ${copy.born} ${d.dateOfBirth}`
                  : (d.licenceNumberMasked ?? copy.licenceErased)}
                {`, expires ${d.licenceExpiry}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
