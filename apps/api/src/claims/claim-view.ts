import type { Claim, ClaimLimitsRow, ClaimSummary } from '@convoy/domain/contracts/claim.schema';
import { toIsoWithOffset } from '@convoy/domain/rules/time';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import { photosOf } from '../counter/handover-photos.ts';
import type { Repositories } from '../repositories.ts';
import type { ListedClaim } from './claim.repository.ts';
import { currentSplit, depositAvailable } from './claim-money.ts';
import { coveringCertificate } from './claim-opening.ts';
import { splitView } from './claim-words.ts';

/** "15 Passenger Van 1". */
/** "15 Passenger Van 1 (BAL-104)": the booked vehicle and the unit the damage came back on. */
export const vehicleOf = (
  catalog: CatalogSnapshot,
  c: { classId: string; seq: number; fleetNumber: string },
) => `${catalog.classById.get(c.classId)?.name ?? c.classId} ${c.seq} (${c.fleetNumber})`;

const zoneOf = (catalog: CatalogSnapshot, c: ListedClaim) =>
  catalog.locationById.get(c.locationId)?.timezone ?? 'UTC';

/** The limits of a state among them all, else those of every other state (`*`). */
export const limitsIn = (all: readonly ClaimLimitsRow[], state: string) =>
  all.find((l) => l.state === state) ?? all.find((l) => l.state === '*')!;

/** A claim in the list: the renter's share as settled, or as estimated (the deposit aside); null until priced. */
export function claimSummary(
  catalog: CatalogSnapshot,
  c: ListedClaim,
  limits: readonly ClaimLimitsRow[],
): ClaimSummary {
  return {
    id: c.id,
    code: c.code,
    vehicle: vehicleOf(catalog, c),
    locationId: c.locationId,
    status: c.status,
    cover: c.cover,
    marks: c.marks.length,
    renterCents: c.status === 'open' ? null : currentSplit(c, limitsIn(limits, c.state), 0).renterCents,
    openedAt: toIsoWithOffset(c.openedAt, zoneOf(catalog, c)),
  };
}

/**
 * A claim as its page shows it: the new damage, the photos as the vehicle
 * went out and came back side by side, what staff priced, the limits that
 * apply, the split (as it settled, or as it would with the deposit held now),
 * the insurer (never the policy number: that is in the letter only) and the
 * trail of the audit log.
 */
export async function claimView(
  repos: Repositories,
  catalog: CatalogSnapshot,
  c: ListedClaim,
): Promise<Claim> {
  const r = (await repos.reservations.findByCode(c.code))!;
  const [photos, limits, history, invoices, certificate] = await Promise.all([
    photosOf(repos, r),
    repos.claims.limitsFor(c.state),
    repos.claims.history(c.id),
    repos.invoices.forReservation(r.id),
    c.cover === 'certificate' ? coveringCertificate(repos, r) : undefined,
  ]);
  const split = currentSplit(c, limits, c.split ? 0 : await depositAvailable(repos, r));
  // The unit it came back on: that leg's check-out and return (decision 035).
  const mine = photos.filter((p) => p.classId === c.classId && p.seq === c.seq && p.leg === c.leg);
  const side = (kind: 'out' | 'in') =>
    mine.filter((p) => p.kind === kind).map(({ id, url }) => ({ id, url }));
  const zone = zoneOf(catalog, c);
  return {
    ...claimSummary(catalog, c, [limits]),
    classId: c.classId,
    seq: c.seq,
    state: c.state,
    newMarks: c.marks,
    photos: { before: side('out'), after: side('in') },
    insurer: certificate?.insurer ?? null,
    lines: c.lines,
    lossOfUseDays: c.lossOfUseDays,
    dailyRateCents: c.dailyRateCents,
    adminFeeCents: c.adminFeeCents,
    limits: {
      deductibleCents: limits.deductibleCents,
      lossOfUseMaxDays: limits.lossOfUseMaxDays,
      adminFeeMaxCents: limits.adminFeeMaxCents,
      renterMaxCents: limits.renterMaxCents,
    },
    split: splitView(split, c.cover, vehicleOf(catalog, c)),
    letterUrl: c.cover === 'certificate' ? `/api/admin/claims/${c.id}/letter.pdf` : null,
    invoiceNumber: invoices.find((i) => i.id === c.invoiceId)?.number ?? null,
    waiveReason: c.waiveReason,
    history: history.map((h) => ({ at: toIsoWithOffset(h.at, zone), action: h.action, by: h.actor })),
  };
}
