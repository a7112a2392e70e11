import { randomUUID } from 'node:crypto';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import { policyDriverRule } from '@convoy/domain/content/rental-policy';
import type { Driver, DriverInput } from '@convoy/domain/contracts/driver.schema';
import {
  numberWithin,
  vehicleNumberProblems,
  vehiclesWithoutDriver,
} from '@convoy/domain/rules/driver-coverage';
import {
  type DriverRule,
  type DriverToCheck,
  driverProblems,
  maskLicenceNumber,
} from '@convoy/domain/rules/driver-rules';
import { ApiError } from '../errors.ts';
import { validationError } from '../validation-error.ts';
import { noSteps, type StoredDriver } from './driver.repository.ts';
import type { LicenceCipher } from './licence-cipher.ts';
import { driverPreArrival, hasLicence } from './pre-arrival-state.ts';

/** A class booked and how many: what drivers are assigned to. */
export interface BookedClass {
  vehicle: Pick<VehicleClass, 'id' | 'name' | 'minAge' | 'requiresCdl'>;
  quantity: number;
}

/** The class's rule as the back office set it, else the company policy's (content). */
export function ruleFor(rules: ReadonlyMap<string, DriverRule>, vehicle: BookedClass['vehicle']): DriverRule {
  return rules.get(vehicle.id) ?? { classId: vehicle.id, ...policyDriverRule(vehicle) };
}

/**
 * Each driver assigned to a class the reservation books (400 naming
 * `drivers.N.vehicleId` otherwise), to a vehicle of it the reservation holds
 * if they name one (400 naming `drivers.N.vehicleNumber`), and qualified for it: a 422
 * `driver_not_qualified` names every field of every driver that is not, in
 * plain words. `first` numbers the drivers after those already named.
 */
export function checkDrivers(
  drivers: readonly (DriverToCheck & { vehicleId: string; vehicleNumber?: number | null | undefined })[],
  classes: readonly BookedClass[],
  rules: ReadonlyMap<string, DriverRule>,
  trip: { pickupDate: string; returnDate: string },
  first = 0,
): void {
  const unassigned: Record<string, string> = {};
  const unqualified: Record<string, string> = {};
  for (const [i, driver] of drivers.entries()) {
    const at = `drivers.${first + i}`;
    const booked = classes.find((c) => c.vehicle.id === driver.vehicleId);
    if (!booked) {
      unassigned[`${at}.vehicleId`] = 'Assign each driver to one of the vehicles in this reservation.';
      continue;
    }
    for (const p of driverProblems(driver, ruleFor(rules, booked.vehicle), booked.vehicle.name, trip)) {
      unqualified[`${at}.${p.field}`] ??= p.message;
    }
  }
  const numbers = vehicleNumberProblems(
    drivers.map((d) => ({ classId: d.vehicleId, vehicleNumber: d.vehicleNumber })),
    classes.map((c) => ({ classId: c.vehicle.id, quantity: c.quantity, vehicleName: c.vehicle.name })),
    first,
  );
  const refused = { ...unassigned, ...numbers };
  if (Object.keys(refused).length > 0) throw validationError(refused);
  const messages = Object.values(unqualified);
  if (messages.length > 0) {
    throw new ApiError(
      422,
      'driver_not_qualified',
      messages.length === 1
        ? (messages[0] as string)
        : `${messages.length} problems with the drivers: ${messages.join(' ')}`,
      unqualified,
    );
  }
}

/** Drivers beyond one per vehicle of their class: the additional drivers the fee counts. */
export function additionalNamedDrivers(
  drivers: readonly { classId: string }[],
  classes: readonly { vehicle: { id: string }; quantity: number }[],
): number {
  return classes.reduce((sum, c) => {
    const named = drivers.filter((d) => d.classId === c.vehicle.id).length;
    return sum + Math.max(0, named - c.quantity);
  }, 0);
}

/** Vehicles of the reservation still without a named driver (rules/driver-coverage.ts). */
export function driversNeeded(
  drivers: readonly { classId: string; vehicleNumber: number | null }[],
  lines: readonly { classId: string; quantity: number }[],
): number {
  return vehiclesWithoutDriver(drivers, lines);
}

/** The drivers to store: each licence number sealed, and the few characters its mask shows. */
export function sealDrivers(
  drivers: readonly DriverInput[],
  cipher: LicenceCipher,
  now: number,
): StoredDriver[] {
  return drivers.map((d, i) => {
    const number = d.licenceNumber?.toUpperCase();
    const licenceGiven = number !== undefined || d.licenceClass !== undefined;
    const driver: StoredDriver = {
      id: randomUUID(),
      classId: d.vehicleId,
      vehicleNumber: d.vehicleNumber ?? null,
      name: d.name,
      email: d.email ?? null,
      phone: d.phone ?? null,
      dateOfBirth: d.dateOfBirth ?? null,
      licenceCountry: d.licenceCountry ?? (licenceGiven ? 'US' : null),
      licenceState: d.licenceState ?? null,
      licenceNumberSealed: number === undefined ? null : cipher.seal(number),
      licenceMask: number === undefined ? null : maskLicenceNumber(number),
      homeAddressSealed: null,
      licenceExpiry: d.licenceExpiry ?? null,
      licenceClass: d.licenceClass ?? null,
      passengerEndorsement: d.passengerEndorsement ?? (licenceGiven ? false : null),
      yearsLicensed: d.yearsLicensed ?? null,
      // In the order named, even within one millisecond.
      createdAt: now + i,
      erasedAt: null,
      linkSentAt: null,
      steps: noSteps,
    };
    return {
      ...driver,
      steps: { ...noSteps, licenceEnteredAt: hasLicence(driver) ? driver.createdAt : null },
    };
  });
}

/**
 * A driver as the renter and the e-mails see them: masked, no date of birth.
 * `line` is their class on the booking as it stands: a vehicle number is
 * answered only while it holds two or more of it, and that one (a number
 * past a quantity a change lowered counts as any vehicle, rules/driver-coverage.ts).
 */
export function toApiDriver(
  d: StoredDriver,
  line: { vehicleName: string; quantity: number } | undefined,
): Driver {
  return {
    id: d.id,
    vehicleId: d.classId,
    vehicleNumber: line && line.quantity > 1 ? numberWithin(d.vehicleNumber, line.quantity) : null,
    vehicleName: line?.vehicleName ?? d.classId,
    name: d.name,
    licenceCountry: d.licenceCountry,
    licenceState: d.licenceState,
    licenceNumberMasked: d.licenceMask,
    licenceExpiry: d.licenceExpiry,
    licenceClass: d.licenceClass,
    passengerEndorsement: d.passengerEndorsement,
    yearsLicensed: d.yearsLicensed,
    preArrival: driverPreArrival(d),
  };
}
