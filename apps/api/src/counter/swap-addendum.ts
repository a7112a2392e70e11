import { swapAddendum } from '@convoy/domain/content/check-out-addendum';
import type { SwapRequest } from '@convoy/domain/contracts/vehicle-swap.schema';
import type { Inspected } from '@convoy/domain/rules/inspection';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import { documentSha256 } from '../drivers/pre-arrival-token.ts';
import { ApiError } from '../errors.ts';
import type { BookedSlot } from '../fleet/assignment.repository.ts';
import type { StoredUnit } from '../fleet/fleet-unit.repository.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import type { Repositories } from '../repositories.ts';
import { roadTripAddresses } from '../reservations/delivery-address.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { remoteAgreementOf } from './addendum.ts';
import { renderAddendumPdf } from './addendum-pdf.ts';
import { checkOutParts, mailAgreement } from './agreement.ts';
import { inspectionLines } from './inspections.ts';
import type { Leg } from './legs.ts';

/** "15 Passenger Van 1": a booked vehicle in words. */
export const vehicleLabel = (catalog: CatalogSnapshot, s: { classId: string; seq: number }) =>
  `${catalog.classById.get(s.classId)?.name ?? s.classId} ${s.seq}`;

/**
 * Draws the addendum the renter acknowledged for a swap (decision 035: the
 * two units' readings and inspections, why, the agreement it adds to), keeps
 * it with the swap in `vehicle_swaps` and queues the renter's copy, in the
 * swap's transaction (`repos` is the set over it).
 */
export async function keepSwapAddendum(
  repos: Repositories,
  catalog: CatalogSnapshot,
  cipher: LicenceCipher,
  s: {
    r: StoredReservation;
    request: SwapRequest;
    slot: BookedSlot;
    leg: Leg;
    oldUnit: StoredUnit;
    unit: StoredUnit;
    returned: Inspected;
    out: Inspected;
    now: number;
    by: string;
  },
): Promise<void> {
  const { r, request, slot, now, by } = s;
  const agreement = await repos.agreements.find(r.id);
  const signedPdf = await repos.agreements.pdf(r.code);
  if (!agreement || !signedPdf) {
    throw new ApiError(409, 'not_checked_out', `${r.code} has no rental agreement to add the swap to.`);
  }
  const label = vehicleLabel(catalog, slot);
  const organisation = r.organisationId ? await repos.organisations.findById(r.organisationId) : undefined;
  const unitReading = (unit: StoredUnit, reading: SwapRequest['returned'], done: Inspected) => ({
    classId: request.classId,
    seq: request.seq,
    unit,
    odometerMiles: reading.odometerMiles,
    fuelEighths: reading.fuelEighths,
    damage: reading.damage,
    inspection: inspectionLines(done.items),
  });
  const { location, document: parts } = checkOutParts(
    {
      reservation: r,
      catalog,
      vehicles: [
        unitReading(s.oldUnit, request.returned, s.returned),
        unitReading(s.unit, request.out, s.out),
      ],
      witnessedBy: by,
      now,
      addresses: roadTripAddresses(r, cipher),
    },
    organisation?.name ?? null,
  );
  const at = (instant: number) => formatLocalDateTime(instant, r.timezone);
  const [back, going] = parts.vehicles;
  const pdf = await renderAddendumPdf({
    code: r.code,
    ...parts,
    vehicles: [
      { ...back!, label: `${label}, returned` },
      { ...going!, label: `${label}, replacement` },
    ],
    agreement: await citedAgreement(repos, r, agreement.signed_at, signedPdf),
    swap: [
      ['Vehicle', label],
      ['Returned', `${s.oldUnit.fleet_number} at ${at(now)}`],
      ['Replacement', `${s.unit.fleet_number}${request.upgrade ? ' (an upgrade at no charge)' : ''}`],
      ['Reason', request.reason],
      ['Booking price', 'Unchanged'],
    ],
    text: swapAddendum,
    acknowledgement: { by: agreement.signer_name, at: at(now), recordedBy: by },
  });
  await repos.handovers.insertSwap({
    reservation_id: r.id,
    class_id: request.classId,
    seq: request.seq,
    leg: s.leg.leg + 1,
    from_unit_id: s.oldUnit.id,
    to_unit_id: s.unit.id,
    at: now,
    reason: request.reason,
    upgrade: request.upgrade ? 1 : 0,
    broke_down: request.brokeDown ? 1 : 0,
    text_version: swapAddendum.version,
    pdf,
    document_sha256: documentSha256(pdf),
    recorded_by: by,
  });
  // The renter's copy, the stored PDF attached when it is sent (decision 027's e-mail).
  await mailAgreement(repos, r, location, {
    signerName: agreement.signer_name,
    signedAt: now,
    kind: 'swap',
    swap: {
      classId: slot.classId,
      seq: slot.seq,
      leg: s.leg.leg + 1,
      vehicle: label,
      from: s.oldUnit.fleet_number,
      to: s.unit.fleet_number,
    },
  });
}

/**
 * The agreement a swap's addendum adds to: the one signed before pickup (its
 * PDF's hash, decision 027), else the one signed on the tablet at pickup.
 */
async function citedAgreement(
  repos: Repositories,
  r: StoredReservation,
  signedAt: number,
  signedPdf: Buffer,
) {
  const remote = await remoteAgreementOf(repos, r);
  const at = (instant: number) => formatLocalDateTime(instant, r.timezone);
  return remote
    ? { label: 'Signed before pickup', signedAt: at(remote.signedAt), documentSha256: remote.documentSha256 }
    : { label: 'Signed at pickup', signedAt: at(signedAt), documentSha256: documentSha256(signedPdf) };
}
