import type { StoredDriver } from '../drivers/driver.repository.ts';

/**
 * Which named driver takes a unit as it goes out (decision 035). Staff choose
 * one of the booking's drivers of that class; left out, it is the driver named
 * for that very vehicle (`vehicleNumber`), else the class's only driver, else
 * nobody said. A driver of another booking or class is a field error.
 */
export function unitDriver(
  drivers: readonly StoredDriver[],
  vehicle: { classId: string; seq: number; driverId?: string | undefined },
  field: string,
): { driverId: string | null; fields: Record<string, string> } {
  const ofClass = drivers.filter((d) => d.classId === vehicle.classId);
  if (vehicle.driverId !== undefined) {
    return ofClass.some((d) => d.id === vehicle.driverId)
      ? { driverId: vehicle.driverId, fields: {} }
      : {
          driverId: null,
          fields: { [field]: 'Choose one of the drivers named on the booking for this vehicle.' },
        };
  }
  const named = ofClass.filter((d) => d.vehicleNumber === vehicle.seq);
  if (named.length === 1) return { driverId: named[0]!.id, fields: {} };
  return { driverId: ofClass.length === 1 ? ofClass[0]!.id : null, fields: {} };
}
