/**
 * # What is paid when (SPEC Part B §15)
 *
 * The total is fixed at booking (decision 012); how it is paid depends on the
 * method and, for a card, on what the company collects at booking:
 *
 * - **card, deposit**: the security deposit is held on the card at booking (an
 *   authorisation, captured or released after the return); the whole total is
 *   still due at pickup.
 * - **card, full**: the total is charged at booking; nothing is due at pickup.
 * - **invoice** (an organisation approved for terms): nothing at booking or
 *   pickup; the invoice is due on its due date.
 * - **at pickup** (nothing collected online): the whole total at the counter.
 */
import type { CollectMode, PaymentMethod } from '../contracts/payment.schema.ts';

export interface PaymentPlan {
  /** What the card step takes at booking; null when no card step. */
  collect: CollectMode | null;
  /** Charged (full) or held (deposit) when booking. */
  dueNowCents: number;
  dueAtPickupCents: number;
}

export function paymentPlan(
  totalCents: number,
  depositCents: number,
  method: PaymentMethod,
  collect: CollectMode,
): PaymentPlan {
  if (method === 'invoice') return { collect: null, dueNowCents: 0, dueAtPickupCents: 0 };
  if (method === 'card' && collect === 'full')
    return { collect, dueNowCents: totalCents, dueAtPickupCents: 0 };
  if (method === 'card' && collect === 'deposit')
    return { collect, dueNowCents: depositCents, dueAtPickupCents: totalCents };
  return { collect: null, dueNowCents: 0, dueAtPickupCents: totalCents };
}

/** The amount a card payment at booking asks for: the deposit held, or the total charged. */
export function amountAtBooking(plan: PaymentPlan): number {
  return plan.collect === null ? 0 : plan.dueNowCents;
}
