import { randomUUID } from 'node:crypto';
import { isUnsettled } from '@convoy/domain/contracts/claim.schema';
import type { DamageMark } from '@convoy/domain/contracts/counter.schema';
import { type ClaimCover, newDamageMarks } from '@convoy/domain/rules/claim-split';
import { recordAudit } from '../audit/audit-trail.ts';
import type { DamageClaims, ReturnedForClaim } from '../counter/handover.service.ts';
import type { StoredInsuranceCertificate } from '../insurance/insurance-certificate.repository.ts';
import { certificateCoversTrip, insuranceRules } from '../insurance/insurance-cover.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';

/** The protection products that are the damage waiver (the demo price book's collision damage waiver). */
export const waiverProtectionIds: ReadonlySet<string> = new Set(['cdw']);

/**
 * The verified certificate of insurance that covers the trip of a booking
 * that declined cover (decision 023), if any: the one the insurer letter names.
 */
export async function coveringCertificate(
  repos: Repositories,
  r: StoredReservation,
): Promise<StoredInsuranceCertificate | undefined> {
  if (!r.choices.protectionDeclined) return undefined;
  const repo = repos.insuranceCertificates;
  const [certificates, rules] = await Promise.all([
    repo.forReservation(r.id, r.organisationId),
    insuranceRules(repo),
  ]);
  return certificates.find(
    (c) => c.status === 'verified' && certificateCoversTrip(c, r, rules.minimumLiabilityCents) === null,
  );
}

/** The cover the rental had: the waiver bought, declined with a certificate covering it, or neither. */
async function coverOf(repos: Repositories, r: StoredReservation): Promise<ClaimCover> {
  if (r.choices.protection.some((id) => waiverProtectionIds.has(id))) return 'waiver';
  return (await coveringCertificate(repos, r)) ? 'certificate' : 'none';
}

/**
 * Damage claims as the check-in sees them (decision 036): a vehicle back with
 * damage its check-out did not have opens a claim (one per vehicle, the
 * unique constraint keeping it so), in the check-in's transaction; a booking
 * with a claim not yet settled or waived keeps its deposit held.
 */
export function damageClaims(repositories: RepositoryFactory): DamageClaims {
  return {
    async open(trx, catalog, r, returned, at, by) {
      const repos = repositories(trx);
      const location = catalog.locationById.get(r.locationId);
      let cover: ClaimCover | undefined;
      for (const v of returned) {
        const marks = newDamageMarks<DamageMark>(v.before, v.after);
        if (marks.length === 0) continue;
        cover ??= await coverOf(repos, r);
        const id = randomUUID();
        const opened = await repos.claims.insert({
          id,
          reservationId: r.id,
          classId: v.classId,
          seq: v.seq,
          leg: v.leg,
          unitId: v.unitId,
          locationId: r.returnLocationId ?? r.locationId,
          state: location?.address.region ?? '*',
          status: 'open',
          cover,
          marks,
          dailyRateCents: dailyRateOf(r, v),
          lines: [],
          lossOfUseDays: 0,
          adminFeeCents: 0,
          split: null,
          letterSentAt: null,
          invoiceId: null,
          waiveReason: null,
          openedAt: at,
          openedBy: by,
          updatedAt: at,
        });
        if (!opened) continue;
        await recordAudit(
          trx,
          {
            action: 'claim opened',
            entityType: 'claim',
            entityId: id,
            summary: `Damage claim opened on ${r.code}: ${v.classId} ${v.seq}, ${marks.length} new damage mark(s)`,
            after: { id, code: r.code, classId: v.classId, seq: v.seq, status: 'open', cover },
          },
          at,
        );
      }
    },
    async holdsDeposit(trx, r) {
      return (await repositories(trx).claims.forReservation(r.id)).some((c) => isUnsettled(c.status));
    },
  };
}

/** The booked class's daily rate, as the booking stored it (a stored booking never changes price). */
function dailyRateOf(r: StoredReservation, v: ReturnedForClaim): number {
  const group = r.pricing.vehicles?.find((g) => g.vehicleId === v.classId);
  return group?.dailyRateCents ?? r.pricing.dailyRateCents;
}
