/**
 * # What of a payment can still be refunded (SPEC Part B §15, "No money beyond what is owed")
 *
 * What a payment received (captured, or a bank transfer recorded), less the
 * refunds already made and those on their way (an operation the provider has
 * yet to carry out), never below zero. Staff may refund no more; a
 * settlement refunds no more. Integer cents.
 */

/** A payment's money as received and given back. */
export interface RefundablePayment {
  capturedCents: number;
  refundedCents: number;
}

/** A refund, capture or release made or still to make at the provider. */
export interface MoneyOperation {
  kind: 'capture' | 'release' | 'refund';
  status: 'pending' | 'done' | 'failed';
  amountCents: number;
}

/**
 * What of `payment` can still be refunded: received, less refunds made and
 * the pending refunds among `operations` (done ones are counted in
 * `refundedCents` already; failed ones took nothing). 0 when nothing is.
 */
export function stillRefundableCents(
  payment: RefundablePayment,
  operations: readonly MoneyOperation[],
): number {
  let refunding = 0;
  for (const o of operations) if (o.kind === 'refund' && o.status === 'pending') refunding += o.amountCents;
  return Math.max(0, payment.capturedCents - payment.refundedCents - refunding);
}
