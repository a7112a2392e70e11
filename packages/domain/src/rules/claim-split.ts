/**
 * # A damage claim and who pays it (docs/decisions/036-damage-claims.md)
 *
 * A claim adds up the repair estimate's lines, loss of use (days × the booked
 * class's daily rate, the days capped by the limits) and an admin fee (capped
 * too). The cover the renter bought decides their share: under the damage
 * waiver, the deductible at most; declined (with or without a certificate of
 * insurance), the whole claim. The limits of the rental's state may cap the
 * renter's share further. What the renter owes comes first from the deposit
 * the card still holds, the rest on a supplementary invoice. Integer cents;
 * nothing is rounded (every amount is a sum or a whole number of days).
 */

/** The cover the rental had: the damage waiver bought, declined with a certificate, or declined without one. */
export type ClaimCover = 'waiver' | 'certificate' | 'none';

/** What the company allows a claim to charge a renter in one state (or everywhere without its own row). */
export interface ClaimLimits {
  /** What the renter pays under the damage waiver; 0: nothing. */
  deductibleCents: number;
  /** Loss of use is charged for at most this many days. */
  lossOfUseMaxDays: number;
  /** The admin fee charged is at most this. */
  adminFeeMaxCents: number;
  /** The renter's share is at most this; null: no cap. */
  renterMaxCents: number | null;
}

export interface ClaimInput {
  estimateCents: readonly number[];
  lossOfUseDays: number;
  dailyRateCents: number;
  adminFeeCents: number;
  cover: ClaimCover;
  limits: ClaimLimits;
  /** What the deposit hold can still give this claim (after what the rental's invoices need of it). */
  depositAvailableCents: number;
}

/** A line of the renter's share, as the supplementary invoice bills it. */
export interface ClaimShareLine {
  code: 'repair' | 'loss-of-use' | 'admin-fee' | 'deductible' | 'state-limit';
  amountCents: number;
}

export interface ClaimSplit {
  repairCents: number;
  /** The days charged: the days asked, capped. */
  lossOfUseDays: number;
  lossOfUseCents: number;
  adminFeeCents: number;
  /** The whole claim: repair, loss of use and admin fee. */
  totalCents: number;
  /** What the renter does not pay: the waiver's cover and the state's limit. */
  coveredCents: number;
  renterCents: number;
  /** Of the renter's share, taken from the deposit hold. */
  depositCents: number;
  /** Of the renter's share, on the supplementary invoice. */
  invoiceCents: number;
  /** The renter's share line by line; they add up to `renterCents`. */
  lines: ClaimShareLine[];
}

/** Thrown for an input no claim can have (a negative amount, a fraction of a cent or a day). */
export class ClaimSplitError extends Error {}

function whole(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ClaimSplitError(`${what} must be a whole number, not negative.`);
  }
  return value;
}

/** The claim's amounts and how they are split between the waiver, the deposit and the invoice. */
export function splitClaim(input: ClaimInput): ClaimSplit {
  const { limits } = input;
  const repairCents = input.estimateCents.reduce((sum, c) => sum + whole(c, 'An estimate line'), 0);
  const lossOfUseDays = Math.min(whole(input.lossOfUseDays, 'Loss of use'), limits.lossOfUseMaxDays);
  const lossOfUseCents = lossOfUseDays * whole(input.dailyRateCents, 'The daily rate');
  const adminFeeCents = Math.min(whole(input.adminFeeCents, 'The admin fee'), limits.adminFeeMaxCents);
  const totalCents = repairCents + lossOfUseCents + adminFeeCents;
  const lines: ClaimShareLine[] =
    input.cover === 'waiver'
      ? [{ code: 'deductible', amountCents: Math.min(limits.deductibleCents, totalCents) }]
      : [
          { code: 'repair', amountCents: repairCents },
          { code: 'loss-of-use', amountCents: lossOfUseCents },
          { code: 'admin-fee', amountCents: adminFeeCents },
        ];
  const share = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const renterCents = limits.renterMaxCents === null ? share : Math.min(share, limits.renterMaxCents);
  if (renterCents < share) lines.push({ code: 'state-limit', amountCents: renterCents - share });
  const depositCents = Math.min(renterCents, whole(input.depositAvailableCents, 'The deposit'));
  return {
    repairCents,
    lossOfUseDays,
    lossOfUseCents,
    adminFeeCents,
    totalCents,
    coveredCents: totalCents - renterCents,
    renterCents,
    depositCents,
    invoiceCents: renterCents - depositCents,
    lines: lines.filter((l) => l.amountCents !== 0),
  };
}

/**
 * A damage mark at check-in that the check-out did not have: none of the
 * check-out's marks is on the same side of the diagram within `near` (a
 * share of its width and height) of it.
 */
export function newDamageMarks<Mark extends { view: string; x: number; y: number }>(
  before: readonly Mark[],
  after: readonly Mark[],
  near = 0.05,
): Mark[] {
  return after.filter(
    (m) =>
      !before.some((b) => b.view === m.view && Math.abs(b.x - m.x) <= near && Math.abs(b.y - m.y) <= near),
  );
}
