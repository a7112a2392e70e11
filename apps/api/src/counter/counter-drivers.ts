import type { CounterDriver } from '@convoy/domain/contracts/counter.schema';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import type { StoredDriver } from '../drivers/driver.repository.ts';
import { toApiDriver } from '../drivers/drivers.ts';
import { missingSteps } from '../drivers/pre-arrival-state.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { validationError } from '../validation-error.ts';

/** Each named driver of a booking as the counter shows them: the vehicle they drive and their pre-arrival state. */
export function counterDrivers(r: Pick<StoredReservation, 'drivers' | 'lines'>): CounterDriver[] {
  return r.drivers.map((d) => {
    const driver = toApiDriver(
      d,
      r.lines.find((l) => l.classId === d.classId),
    );
    return {
      id: d.id,
      name: d.name,
      classId: d.classId,
      vehicleName: drivenVehicleName(driver),
      preArrival: driver.preArrival!,
    };
  });
}

/** The staff-only address of a driver's licence photo (`licences` area, decision 024). */
const licencePhotoUrl = (driverId: string, side: 'front' | 'back') =>
  `/api/admin/pre-arrival/photos/${driverId}/${side}`;

/** The named drivers as the check-out screen shows them: with their licence photos' addresses once both are taken. */
export function handoverDrivers(r: Pick<StoredReservation, 'drivers' | 'lines'>) {
  return counterDrivers(r).map((d) => ({
    ...d,
    licencePhotos: d.preArrival.licencePhotos
      ? { front: licencePhotoUrl(d.id, 'front'), back: licencePhotoUrl(d.id, 'back') }
      : null,
  }));
}

/** A driver who has done every pre-arrival step (decision 024): their licence is checked against its photos. */
export const isReady = (d: StoredDriver) => missingSteps(d).length === 0;

/**
 * The licences the agent confirmed at check-out (decision 027): every driver
 * ready before pickup one by one (`licencesSeen`: seen in person, matching the
 * photo), and the rest, when there are any, as before (`licencesChecked`).
 * The field errors, by field; empty when all are confirmed.
 */
export function unconfirmedLicences(
  drivers: readonly StoredDriver[],
  request: { licencesSeen: readonly string[]; licencesChecked: boolean },
): Record<string, string> {
  const fields: Record<string, string> = {};
  const ready = drivers.filter(isReady);
  const seen = new Set(request.licencesSeen);
  for (const d of ready) {
    if (!seen.has(d.id))
      fields[`licencesSeen.${d.id}`] = 'Confirm the license is seen and matches the photo.';
  }
  if (request.licencesSeen.some((id) => !ready.some((d) => d.id === id))) {
    fields.licencesSeen = 'Only a driver ready before pickup is confirmed one by one.';
  }
  if (ready.length < drivers.length && !request.licencesChecked) {
    fields.licencesChecked = 'Confirm you have seen each driver’s license.';
  }
  return fields;
}

/** Throws the field errors of `fields`, if any. */
export function refuseFields(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw validationError(fields);
}
