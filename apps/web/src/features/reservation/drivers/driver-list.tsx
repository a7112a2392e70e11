import { licenceClassLabels } from '@convoy/domain/contracts/driver';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { driversCopy } from '../copy/drivers-copy';

const copy = driversCopy.list;

/**
 * The drivers of a booking as the API answers them: each with the vehicle
 * they drive and their licence, its number masked ("•••• 8901"), and how many
 * vehicles still need a driver before pickup.
 */
export function DriverList({ reservation }: { reservation: Pick<Reservation, 'drivers' | 'driversNeeded'> }) {
  return (
    <div className="space-y-2">
      {reservation.drivers.length === 0 ? (
        <p className="text-slate-700">{copy.none}</p>
      ) : (
        <ul className="space-y-2">
          {reservation.drivers.map((d) => (
            <li key={d.id} className="text-slate-800">
              <span className="font-semibold text-slate-900">{d.name}</span>, {drivenVehicleName(d)}
              <span className="block text-slate-700 text-sm">
                {d.licenceClass
                  ? copy.licence(
                      licenceClassLabels[d.licenceClass],
                      d.licenceNumberMasked,
                      d.passengerEndorsement === true,
                    )
                  : copy.licencePending}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={reservation.driversNeeded > 0 ? 'font-semibold text-slate-900' : 'text-slate-700'}>
        {copy.needed(reservation.driversNeeded)}
      </p>
    </div>
  );
}
