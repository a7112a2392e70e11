import { type ClaimLimitsRow, isUnsettled } from '@convoy/domain/contracts/claim.schema';
import { type ClaimSplit, splitClaim } from '@convoy/domain/rules/claim-split';
import { moneyRecords } from '../invoices/billing.ts';
import { netReceived } from '../invoices/invoicing.ts';
import { heldNow } from '../payments/billing.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { StoredClaim } from './claim.repository.ts';

/** What the booking's live invoices (the final one and its supplements) bill; before them, its total. */
export async function invoicedCents(repos: Repositories, r: StoredReservation): Promise<number> {
  const live = (await repos.invoices.forReservation(r.id)).filter((i) => i.status !== 'void');
  return live.length > 0 ? live.reduce((sum, i) => sum + i.totalCents, 0) : r.pricing.totalCents;
}

/** What a claim can give from the deposit now: what the card holds and was received beyond the invoices. */
export async function depositAvailable(repos: Repositories, r: StoredReservation): Promise<number> {
  const [records, owed, held] = await Promise.all([
    moneyRecords(repos, r),
    invoicedCents(repos, r),
    heldNow(repos, r),
  ]);
  return Math.max(0, netReceived(records.payments) + held - owed);
}

/** The claim's split with the deposit it could take now, or as it settled. */
export function currentSplit(c: StoredClaim, limits: ClaimLimitsRow, depositCents: number): ClaimSplit {
  return (
    c.split ??
    splitClaim({
      estimateCents: c.lines.map((l) => l.amountCents),
      lossOfUseDays: c.lossOfUseDays,
      dailyRateCents: c.dailyRateCents,
      adminFeeCents: c.adminFeeCents,
      cover: c.cover,
      limits,
      depositAvailableCents: depositCents,
    })
  );
}

/**
 * What a booking keeps beyond its invoices for its claims not yet settled
 * (decision 036), so that a deposit captured for them is not refunded as
 * money beyond what the booking owes: everything while one is not priced,
 * else the renter's shares as estimated.
 */
export async function keptForClaims(repos: Repositories, r: StoredReservation): Promise<number> {
  const claims = (await repos.claims.forReservation(r.id)).filter((c) => isUnsettled(c.status));
  if (claims.some((c) => c.status === 'open')) return Number.MAX_SAFE_INTEGER;
  let kept = 0;
  for (const c of claims) kept += currentSplit(c, await repos.claims.limitsFor(c.state), 0).renterCents;
  return kept;
}
