/**
 * # Settling a reservation's card payments against what it owes
 *
 * When a reservation is cancelled, what it owes is the cancellation fee
 * (SPEC Part B §14); a rental's final charges work the same way. Money
 * received (captured, less refunds) above what is owed is refunded, newest
 * payment first; money owed beyond what was received is captured from card
 * holds (a deposit's authorisation), oldest first, and the rest of every hold
 * is released. Whatever no hold covers is still owed (collected by staff).
 * Integer cents; nothing is refunded beyond what a payment received, nothing
 * captured beyond what a hold holds.
 */
export interface SettledPayment {
  id: string;
  /** Received and not refunded. */
  netReceivedCents: number;
  /** Held and not yet captured (an authorisation). */
  heldCents: number;
}

export interface Settlement {
  refunds: { paymentId: string; amountCents: number }[];
  captures: { paymentId: string; amountCents: number }[];
  /** Holds released in whole (a partial capture releases its rest itself). */
  releases: string[];
  /** Owed beyond what was received and held. */
  stillOwedCents: number;
}

/** `payments` in the order they were made; `owedCents` what the reservation owes in all. */
export function settle(payments: readonly SettledPayment[], owedCents: number): Settlement {
  const received = payments.reduce((sum, p) => sum + p.netReceivedCents, 0);
  const refunds: Settlement['refunds'] = [];
  const captures: Settlement['captures'] = [];
  const releases: string[] = [];
  let toRefund = Math.max(0, received - owedCents);
  for (const p of [...payments].reverse()) {
    if (toRefund === 0) break;
    const amount = Math.min(toRefund, p.netReceivedCents);
    if (amount > 0) refunds.unshift({ paymentId: p.id, amountCents: amount });
    toRefund -= amount;
  }
  let toCapture = Math.max(0, owedCents - received);
  for (const p of payments) {
    if (p.heldCents === 0) continue;
    const amount = Math.min(toCapture, p.heldCents);
    if (amount > 0) captures.push({ paymentId: p.id, amountCents: amount });
    else releases.push(p.id);
    toCapture -= amount;
  }
  return { refunds, captures, releases, stillOwedCents: toCapture };
}
