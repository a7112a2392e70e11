/**
 * # A booking's total split among the group's members (docs/decisions/045-split-payment.md)
 *
 * The organiser may split what a booking costs among the members who pay:
 * named amounts, or equal shares with the odd cents to the organiser. Shares
 * are whole cents, each at least one cent, and always add up to the total.
 * A refund (a cancellation's, by the policy) goes back to each payer in
 * proportion to what they paid: each share's exact part rounded down, and the
 * cents left over, one each, to the largest fractions left (the earliest payer
 * first among equal ones, the organiser being the first), so the parts add up
 * to the refund and none passes what its payer paid. What a payer has not
 * paid by the balance due date falls to the organiser.
 */

/** Why a split cannot be made. */
export class SplitPaymentError extends Error {
  constructor(
    readonly code: 'no_payers' | 'share_not_whole' | 'shares_not_total',
    message: string,
  ) {
    super(message);
    this.name = 'SplitPaymentError';
  }
}

/** `count` equal shares of `totalCents`, the organiser's (the first) with the cents left over. */
export function equalShares(totalCents: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1)
    throw new SplitPaymentError('no_payers', 'Name at least one payer.');
  wholeCents(totalCents, 'The total');
  const share = Math.floor(totalCents / count);
  if (share < 1)
    throw new SplitPaymentError(
      'share_not_whole',
      `A total of ${totalCents} ¢ cannot give ${count} payers a cent each.`,
    );
  return Array.from({ length: count }, (_, i) => (i === 0 ? share + (totalCents - share * count) : share));
}

/** The named shares when they are whole cents, one cent or more each, and add up to `totalCents`; else why not. */
export function checkShares(totalCents: number, shares: readonly number[]): number[] {
  if (shares.length === 0) throw new SplitPaymentError('no_payers', 'Name at least one payer.');
  wholeCents(totalCents, 'The total');
  for (const share of shares) {
    if (!Number.isSafeInteger(share) || share < 1)
      throw new SplitPaymentError(
        'share_not_whole',
        'Each share is a whole number of cents, one cent or more.',
      );
  }
  const sum = shares.reduce((a, b) => a + b, 0);
  if (sum !== totalCents)
    throw new SplitPaymentError(
      'shares_not_total',
      `The shares add up to ${sum} ¢, not the booking's total of ${totalCents} ¢.`,
    );
  return [...shares];
}

/**
 * `refundCents` given back to the payers in proportion to `paidCents` (what each paid, the organiser first):
 * whole cents adding up to the refund, none more than its payer paid. The refund may not pass what was paid.
 */
export function refundShares(paidCents: readonly number[], refundCents: number): number[] {
  for (const paid of paidCents) wholeCents(paid, 'A payment');
  wholeCents(refundCents, 'The refund');
  const paidTotal = paidCents.reduce((a, b) => a + b, 0);
  if (refundCents > paidTotal)
    throw new SplitPaymentError(
      'shares_not_total',
      `A refund of ${refundCents} ¢ passes the ${paidTotal} ¢ paid.`,
    );
  if (refundCents === 0) return paidCents.map(() => 0);
  // Exact: refund × paid in BigInt, as it may pass a double's whole numbers.
  const total = BigInt(paidTotal);
  const parts = paidCents.map((paid, i) => {
    const exact = BigInt(refundCents) * BigInt(paid);
    return { i, cents: Number(exact / total), left: exact % total };
  });
  let over = refundCents - parts.reduce((a, p) => a + p.cents, 0);
  const largestLeftFirst = (a: (typeof parts)[number], b: (typeof parts)[number]) =>
    a.left === b.left ? a.i - b.i : a.left > b.left ? -1 : 1;
  for (const p of [...parts].sort(largestLeftFirst)) {
    if (over === 0) break;
    p.cents += 1;
    over -= 1;
  }
  return parts.map((p) => p.cents);
}

function wholeCents(cents: number, what: string) {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new SplitPaymentError('share_not_whole', `${what} is a whole number of cents, zero or more.`);
}

/** A payment a refund may come from: whose it is (the payer's place, the organiser 0) and what it can still give. */
export interface RefundablePayment {
  paymentId: string;
  payer: number;
  netReceivedCents: number;
}

/**
 * A cancellation's refund among a split booking's card payments: each payer's part by
 * `refundShares` over what each paid in all (payers in their order, the organiser first), and
 * each part from that payer's payments, the newest first. Answers the refunds, none more than
 * its payment can give, adding up to `refundCents`.
 */
export function splitRefunds(
  payments: readonly RefundablePayment[],
  refundCents: number,
): { paymentId: string; amountCents: number }[] {
  const payers = [...new Set(payments.map((p) => p.payer))].sort((a, b) => a - b);
  const paid = payers.map((payer) =>
    payments.filter((p) => p.payer === payer).reduce((sum, p) => sum + p.netReceivedCents, 0),
  );
  const parts = refundShares(paid, refundCents);
  const refunds: { paymentId: string; amountCents: number }[] = [];
  payers.forEach((payer, i) => {
    let left = parts[i] ?? 0;
    for (const p of payments.filter((x) => x.payer === payer).reverse()) {
      if (left === 0) break;
      const amount = Math.min(left, p.netReceivedCents);
      if (amount > 0) refunds.push({ paymentId: p.paymentId, amountCents: amount });
      left -= amount;
    }
  });
  return refunds;
}

/** A member as the organiser names them: the share absent on every member for equal shares. */
export interface NamedPayer {
  name: string;
  email: string;
  amountCents?: number | undefined;
}

/**
 * The shares a split asks for (decision 045), the organiser's first: equal shares among the members
 * and the organiser (the odd cents to the organiser), or the members' named shares with the
 * organiser's what is left. The organiser may be among `payers` (by `organiserEmail`): their entry
 * is then their share. Throws SplitPaymentError when the shares cannot add up to the total.
 */
export function splitAmong(
  totalCents: number,
  organiserEmail: string,
  payers: readonly NamedPayer[],
): { organiserCents: number; members: (NamedPayer & { amountCents: number })[] } {
  const members = payers.filter((p) => p.email !== organiserEmail);
  const organiser = payers.find((p) => p.email === organiserEmail);
  if (payers.length > 0 && payers.every((p) => p.amountCents === undefined)) {
    const shares = equalShares(totalCents, members.length + 1);
    return {
      organiserCents: shares[0] as number,
      members: members.map((p, i) => ({ ...p, amountCents: shares[i + 1] as number })),
    };
  }
  const named = members.map((p) => p.amountCents ?? 0);
  if (named.length > 0)
    checkShares(
      named.reduce((a, b) => a + b, 0),
      named,
    );
  const membersCents = named.reduce((a, b) => a + b, 0);
  const organiserCents = organiser ? (organiser.amountCents ?? 0) : totalCents - membersCents;
  if (organiserCents < 0 || organiserCents + membersCents !== totalCents) {
    throw new SplitPaymentError(
      'shares_not_total',
      `The shares add up to ${membersCents + (organiser?.amountCents ?? 0)} ¢, not the booking’s total of ${totalCents} ¢.`,
    );
  }
  return { organiserCents, members: members.map((p, i) => ({ ...p, amountCents: named[i] as number })) };
}
