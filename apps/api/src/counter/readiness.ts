import { driverProblems } from '@convoy/domain/rules/driver-rules';
import { instantToLocal } from '@convoy/domain/rules/time';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import type { DriverRepository } from '../drivers/driver.repository.ts';
import { ruleFor } from '../drivers/drivers.ts';
import type { BookedSlot } from '../fleet/assignment.repository.ts';
import type { InsuranceCertificateRepository } from '../insurance/insurance-certificate.repository.ts';
import { type InsuredTrip, reservationInsurance } from '../insurance/insurance-cover.ts';

/**
 * Whether a vehicle of the reservation lacks a qualified driver: each vehicle
 * needs its own, so per class there must be as many drivers named for it,
 * qualified by its rule for the trip's dates, as vehicles booked.
 */
export async function driversShort(
  repo: DriverRepository,
  catalog: CatalogSnapshot,
  reservation: { id: string; timezone: string; pickupAt: number; returnAt: number },
  slots: readonly BookedSlot[],
): Promise<boolean> {
  const [drivers, rules] = await Promise.all([repo.listFor(reservation.id), repo.rules()]);
  const trip = {
    pickupDate: instantToLocal(reservation.pickupAt, reservation.timezone).date,
    returnDate: instantToLocal(reservation.returnAt, reservation.timezone).date,
  };
  return [...new Set(slots.map((s) => s.classId))].some((classId) => {
    const vehicle = catalog.classById.get(classId);
    if (!vehicle) return true;
    const rule = ruleFor(rules, vehicle);
    const qualified = drivers.filter(
      (d) => d.classId === classId && driverProblems(d, rule, vehicle.name, trip).length === 0,
    );
    return qualified.length < slots.filter((s) => s.classId === classId).length;
  });
}

/**
 * Why a booking that declined protection cannot go out on its certificate of
 * insurance (decision 023): none verified, or the verified one does not cover
 * the trip's dates, hired vehicles or the minimum limit; null when it may.
 */
export async function insuranceShort(
  repo: InsuranceCertificateRepository,
  reservation: InsuredTrip & { code: string },
): Promise<{ code: string; message: string } | null> {
  const insurance = await reservationInsurance(repo, reservation);
  if (!insurance?.required || insurance.covers) return null;
  if (insurance.problem) return { code: 'insurance_not_covered', message: insurance.problem };
  const why = {
    missing: 'has no certificate of insurance yet',
    pending: 'has a certificate of insurance waiting for staff to verify it',
    rejected: `has a rejected certificate of insurance (${insurance.reason ?? 'not accepted'})`,
    verified: 'has no certificate of insurance covering this trip',
  }[insurance.status];
  return {
    code: 'insurance_certificate_required',
    message: `${reservation.code} declined our protection and ${why}: the vehicles go out once a verified certificate covers the trip.`,
  };
}
