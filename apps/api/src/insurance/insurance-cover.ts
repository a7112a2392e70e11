import {
  defaultMinimumLiabilityCents,
  type ReservationInsurance,
} from '@convoy/domain/contracts/insurance.schema';
import { formatLocalDate, formatMoney } from '../mail/format.ts';
import type {
  InsuranceCertificateRepository,
  StoredInsuranceCertificate,
} from './insurance-certificate.repository.ts';

/** What a certificate must cover: the booking's local pickup and return days. */
export interface InsuredTrip {
  id: string;
  organisationId: string | null;
  pickupDate: string;
  returnDate: string;
  createdAt: number;
  choices: { protectionDeclined: boolean };
}

/** The company's insurance settings, as the rule reads them. */
export interface InsuranceRules {
  minimumLiabilityCents: number;
  /** Bookings made from this instant on that decline protection need a certificate. */
  certificatesRequiredFrom: number;
}

/**
 * Why a certificate does not cover this trip (decision 023), in words for the
 * counter and the renter; null when it does: valid from the pickup day to the
 * return day, covering hired vehicles, with a liability limit of at least the
 * company's minimum. Its status is judged apart.
 */
export function certificateCoversTrip(
  c: Pick<
    StoredInsuranceCertificate,
    'validFrom' | 'validTo' | 'coversHiredVehicles' | 'liabilityLimitCents'
  >,
  trip: Pick<InsuredTrip, 'pickupDate' | 'returnDate'>,
  minimumLiabilityCents: number,
): string | null {
  if (c.validFrom > trip.pickupDate)
    return `The certificate of insurance starts on ${formatLocalDate(c.validFrom)}, after the pickup on ${formatLocalDate(trip.pickupDate)}.`;
  if (c.validTo < trip.returnDate)
    return `The certificate of insurance ends on ${formatLocalDate(c.validTo)}, before the return on ${formatLocalDate(trip.returnDate)}.`;
  if (!c.coversHiredVehicles) return 'The certificate of insurance does not cover hired vehicles.';
  if (c.liabilityLimitCents < minimumLiabilityCents)
    return `The certificate’s liability limit of ${formatMoney(c.liabilityLimitCents)} is under the ${formatMoney(minimumLiabilityCents)} we require.`;
  return null;
}

/**
 * A booking that declined protection once certificates were asked for needs
 * one; one that declined before, with a written statement, keeps it (decision 023).
 */
export const needsCertificate = (trip: InsuredTrip, rules: InsuranceRules) =>
  trip.choices.protectionDeclined && trip.createdAt >= rules.certificatesRequiredFrom;

/** The settings staff keep (migration 0035 writes them); the defaults should their row be gone. */
export async function insuranceRules(repo: InsuranceCertificateRepository): Promise<InsuranceRules> {
  return (
    (await repo.settings()) ?? {
      minimumLiabilityCents: defaultMinimumLiabilityCents,
      certificatesRequiredFrom: 0,
    }
  );
}

/**
 * The booking's insurance as its lookup shows it, and as check-out reads it:
 * null when protection was taken or not chosen. A verified certificate
 * covering the trip wins (the booking's own, or its organisation's while
 * valid); else the newest one tells where things stand.
 */
export async function reservationInsurance(
  repo: InsuranceCertificateRepository,
  trip: InsuredTrip,
): Promise<ReservationInsurance | null> {
  if (!trip.choices.protectionDeclined) return null;
  const [certificates, rules] = await Promise.all([
    repo.forReservation(trip.id, trip.organisationId),
    insuranceRules(repo),
  ]);
  const minimum = rules.minimumLiabilityCents;
  const required = needsCertificate(trip, rules);
  const source = (c: StoredInsuranceCertificate) =>
    c.reservationId === null ? ('organisation' as const) : ('reservation' as const);
  const covering = certificates.find(
    (c) => c.status === 'verified' && certificateCoversTrip(c, trip, minimum) === null,
  );
  if (covering)
    return {
      status: 'verified',
      required,
      validTo: covering.validTo,
      covers: true,
      source: source(covering),
    };
  // An organisation's certificate that does not fit this trip is for its other bookings.
  const newest = certificates.find((c) => c.reservationId !== null) ?? certificates[0];
  if (!newest) return { status: 'missing', required, validTo: null, covers: false };
  const problem =
    newest.status === 'verified' ? (certificateCoversTrip(newest, trip, minimum) ?? undefined) : undefined;
  return {
    status: newest.status,
    required,
    validTo: newest.validTo,
    covers: false,
    source: source(newest),
    ...(newest.status === 'rejected' && newest.rejectionReason ? { reason: newest.rejectionReason } : {}),
    ...(problem ? { problem } : {}),
  };
}
