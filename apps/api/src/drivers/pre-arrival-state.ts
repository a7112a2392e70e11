import { needsSafetyBriefing } from '@convoy/domain/content/pre-arrival';
import type { DriverPreArrival } from '@convoy/domain/contracts/driver.schema';
import { vehiclesWithoutDriver } from '@convoy/domain/rules/driver-coverage';
import type { StoredDriver } from './driver.repository.ts';

/**
 * Where a driver and a booking stand before pickup (decision 024): which
 * pre-arrival steps each driver has done, and whether the convoy is ready.
 */

export type PreArrivalStep = 'identity' | 'licence' | 'licencePhotos' | 'safetyAcknowledgement' | 'signature';

/** The licence is complete: every field given (the number may since have been erased by retention). */
export function hasLicence(d: StoredDriver): boolean {
  return (
    d.dateOfBirth !== null &&
    d.licenceCountry !== null &&
    d.licenceExpiry !== null &&
    d.licenceClass !== null &&
    d.yearsLicensed !== null &&
    (d.licenceNumberSealed !== null || d.erasedAt !== null)
  );
}

/** The steps a driver has still to do, in the page's order; the signature comes last. */
export function missingSteps(d: StoredDriver): PreArrivalStep[] {
  const missing: PreArrivalStep[] = [];
  if (d.steps.identityConfirmedAt === null) missing.push('identity');
  if (!hasLicence(d)) missing.push('licence');
  if (d.steps.licencePhotoSides < 2) missing.push('licencePhotos');
  if (needsSafetyBriefing(d.classId) && d.steps.safetyAcknowledgedAt === null) {
    missing.push('safetyAcknowledgement');
  }
  if (d.steps.acknowledgementSignedAt === null) missing.push('signature');
  return missing;
}

/** A driver's pre-arrival answer: `ready` once every step is done, `started` after the first. */
export function driverPreArrival(d: StoredDriver): DriverPreArrival {
  const licence = hasLicence(d);
  const licencePhotos = d.steps.licencePhotoSides >= 2;
  const safetyAcknowledged = needsSafetyBriefing(d.classId) ? d.steps.safetyAcknowledgedAt !== null : null;
  const acknowledgementSigned = d.steps.acknowledgementSignedAt !== null;
  const anyDone =
    d.steps.identityConfirmedAt !== null ||
    d.steps.licenceEnteredAt !== null ||
    d.steps.licencePhotoSides > 0 ||
    safetyAcknowledged === true ||
    acknowledgementSigned;
  const status = missingSteps(d).length === 0 ? 'ready' : anyDone ? 'started' : 'invited';
  return { status, licence, licencePhotos, safetyAcknowledged, acknowledgementSigned };
}

/**
 * What a booking needs before pickup, each a condition of `readyForPickup`:
 * every booked vehicle has a ready driver, and the renter signed the rental
 * agreement. The third, a declined protection's certificate that covers the
 * trip, needs the certificates' read: the answer adds it
 * (reservations/with-payment.ts `answerNow`).
 */
export function pickupConditions(r: {
  status: string;
  lines: readonly { classId: string; quantity: number }[];
  drivers: readonly StoredDriver[];
  renterSignedAt?: number | null | undefined;
}): { everyVehicleHasReadyDriver: boolean; agreementSigned: boolean } {
  const ready = r.drivers.filter((d) => missingSteps(d).length === 0);
  return {
    everyVehicleHasReadyDriver: vehiclesWithoutDriver(ready, r.lines) === 0,
    agreementSigned: r.renterSignedAt != null,
  };
}

/** True when a confirmed booking meets every condition of `pickupConditions`. */
export function readyForPickup(r: Parameters<typeof pickupConditions>[0]): boolean {
  if (r.status !== 'confirmed') return false;
  return Object.values(pickupConditions(r)).every(Boolean);
}
