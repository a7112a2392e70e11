import { brand } from '@convoy/domain/content/brand';
import type { DamageMark } from '@convoy/domain/contracts/counter.schema';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import { ApiError } from '../errors.ts';
import { formatLocalDate, formatLocalDateTime } from '../mail/format.ts';
import type { Repositories } from '../repositories.ts';
import type { ListedClaim } from './claim.repository.ts';
import { renderClaimLetterPdf } from './claim-letter-pdf.ts';
import { currentSplit } from './claim-money.ts';
import { coveringCertificate } from './claim-opening.ts';
import { vehicleOf } from './claim-view.ts';
import { shareLineLabel } from './claim-words.ts';

const sideWords: Record<DamageMark['view'], string> = {
  front: 'Front',
  back: 'Back',
  left: 'Left side',
  right: 'Right side',
  top: 'Top',
};

/**
 * The insurer letter of a claim on a renter who declined cover with their own
 * certificate (decision 036): the certificate's insurer, policy and dates, the
 * rental, the new damage and the claim's whole amount, drawn now.
 */
export async function claimLetter(
  repos: Repositories,
  catalog: CatalogSnapshot,
  c: ListedClaim,
  now: number,
): Promise<Buffer> {
  if (c.cover !== 'certificate') {
    throw new ApiError(
      404,
      'not_found',
      'Only a renter covered by their own certificate has an insurer letter.',
    );
  }
  if (c.status === 'open') throw new ApiError(409, 'not_estimated', 'Add the repair estimate first.');
  const r = (await repos.reservations.findByCode(c.code))!;
  const [certificate, limits, unit, handovers] = await Promise.all([
    coveringCertificate(repos, r),
    repos.claims.limitsFor(c.state),
    repos.fleetUnits.find(c.unitId),
    repos.handovers.forReservation(r.id),
  ]);
  if (!certificate)
    throw new ApiError(
      409,
      'no_certificate',
      'The booking has no verified certificate covering it any more.',
    );
  // The whole claim, as the insurer is asked to pay it (the deposit is between us and the renter).
  const split = currentSplit(c, limits, 0);
  const vehicle = vehicleOf(catalog, c);
  const location = catalog.locationById.get(r.locationId);
  const back = handovers.find((h) => h.class_id === c.classId && h.seq === c.seq && h.kind === 'in');
  const zone = r.returnTimezone ?? r.timezone;
  return renderClaimLetterPdf({
    code: r.code,
    seller: {
      name: brand.ownerCompany,
      lines: [
        `${brand.address.street}, ${brand.address.city}, ${brand.address.region} ${brand.address.postalCode}`,
        brand.phone,
        brand.email,
      ],
    },
    date: formatLocalDate(new Date(now).toISOString().slice(0, 10)),
    insurer: certificate.insurer,
    policyNumber: certificate.policyNumber,
    validFrom: certificate.validFrom,
    validTo: certificate.validTo,
    insured: `${r.contact.firstName} ${r.contact.lastName}`,
    trip: {
      location: location?.name ?? r.locationId,
      pickup: formatLocalDateTime(r.pickupAt, r.timezone),
      returned: back ? formatLocalDateTime(Number(back.at), zone) : '',
    },
    vehicle: {
      label: vehicle,
      unit: unit ? `fleet number ${unit.fleet_number}, plate ${unit.plate}` : c.unitId,
    },
    damage: c.marks.map((m) => `${sideWords[m.view]}: ${m.note}`),
    lines: [
      ...c.lines.map((l): [string, number] => [l.description, l.amountCents]),
      [shareLineLabel({ code: 'loss-of-use', amountCents: 0 }, split, vehicle), split.lossOfUseCents],
      [shareLineLabel({ code: 'admin-fee', amountCents: 0 }, split, vehicle), split.adminFeeCents],
    ],
    totalCents: split.totalCents,
    renterCents: split.renterCents,
  });
}
