import type { Location } from '@convoy/domain/content/locations';
import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import { stillRefundableCents } from '@convoy/domain/rules/refundable';
import { settle } from '@convoy/domain/rules/settlement';
import { splitRefunds } from '@convoy/domain/rules/split-payment';
import { moneyRecords, organisationOf, paymentViewOf } from '../invoices/billing.ts';
import { heldCents, netReceived } from '../invoices/invoicing.ts';
import { formatMoney } from '../mail/format.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { Repositories } from '../repositories.ts';
import { type StoredReservation, toApiReservation } from '../reservations/reservation.ts';
import type { PaymentState, StoredOperation, StoredPayment } from './payment.repository.ts';

/**
 * A reservation's card payments inside a transaction (decision 014): the
 * provider calls a cancellation needs, written as operations for the payments
 * worker to carry out once; and the payment part of every answer.
 */

/** Pending operations take their amounts out of what a payment can still give. */
function effective(p: StoredPayment, pending: readonly StoredOperation[]) {
  const mine = pending.filter((o) => o.paymentId === p.id);
  const settlingHold = mine.some((o) => o.kind === 'capture' || o.kind === 'release');
  return {
    id: p.id,
    netReceivedCents: stillRefundableCents(p, mine),
    heldCents: settlingHold ? 0 : heldCents(p),
  };
}

/** The calls written, and what they refund, capture from holds and release of them. */
export interface SettledCalls {
  calls: number;
  refundedCents: number;
  capturedCents: number;
  releasedCents: number;
}

/** A reservation's card payments as settle() sees them, and what no card holds (bank transfers). */
async function settlementOf(
  repos: Repositories,
  r: StoredReservation,
  owedCents: number,
  refundFirst?: string,
) {
  const all = await repos.payments.forReservation(r.id);
  const payments = all.filter((p) => p.paymentIntentId !== null && (p.capturedCents > 0 || heldCents(p) > 0));
  const pending = (await repos.payments.operationsFor(payments.map((p) => p.id))).filter(
    (o) => o.status === 'pending',
  );
  // Bank transfers count as received but are refunded by staff, not by the provider.
  const others = netReceived(all.filter((p) => p.paymentIntentId === null));
  // settle() refunds from the last payment back: the one named comes last.
  const ordered = refundFirst
    ? [...payments.filter((p) => p.id !== refundFirst), ...payments.filter((p) => p.id === refundFirst)]
    : payments;
  const settled = ordered.map((p) => effective(p, pending));
  const plan = settle(settled, Math.max(0, owedCents - others));
  if (!refundFirst && payments.some((p) => p.payerId)) {
    // A split booking's refund goes back to each member's card in proportion to what they paid (decision 045).
    const place = new Map((await repos.payers.forReservation(r.id)).map((p) => [p.id, p.position]));
    // A member of a split since replaced (a payment that landed after it was) comes after the current ones.
    for (const p of payments)
      if (p.payerId && !place.has(p.payerId)) place.set(p.payerId, 1_000 + place.size);
    const refundable = payments.map((p, i) => ({
      paymentId: p.id,
      payer: p.payerId ? (place.get(p.payerId) ?? 0) : 0,
      netReceivedCents: settled[i]?.netReceivedCents ?? 0,
    }));
    const refundCents = plan.refunds.reduce((total, x) => total + x.amountCents, 0);
    return { settled, plan: { ...plan, refunds: splitRefunds(refundable, refundCents) } };
  }
  return { settled, plan };
}

/** What the reservation's card holds can still give, pending captures and releases counted as done. */
export async function heldNow(repos: Repositories, r: StoredReservation): Promise<number> {
  const { settled } = await settlementOf(repos, r, 0);
  return settled.reduce((total, p) => total + p.heldCents, 0);
}

const sum = (items: { amountCents: number }[]) => items.reduce((total, i) => total + i.amountCents, 0);

/** A payment that took no money, with what staff are told of it. */
export function failedState(payment: StoredPayment, message: string): PaymentState {
  return {
    ...payment,
    status: 'failed',
    authorisedCents: 0,
    capturedCents: 0,
    refundedCents: 0,
    failureMessage: message,
  };
}

/**
 * A saved card's charge staff asked for but not yet sent to the provider, on
 * a reservation being cancelled: not made (the card is not charged for a
 * booking that is gone). One already on its way is refunded when it lands,
 * as any payment received after a cancellation is.
 */
export async function dropUnsentCharges(
  repos: Repositories,
  r: StoredReservation,
  now: number,
): Promise<void> {
  for (const p of await repos.payments.forReservation(r.id)) {
    if (p.kind !== 'charge' || p.status !== 'pending' || p.paymentIntentId) continue;
    await repos.payments.applyState(p.id, failedState(p, `Not charged: ${r.code} was cancelled first.`), now);
  }
}

/**
 * The provider calls that settle a cancelled (or expired) reservation's card
 * payments against what it owes (rules/settlement.ts): refunds of money
 * received above it, captures from holds below it, releases of the rest.
 * Pending operations count as done, so settling twice adds nothing.
 */
export async function settlePayments(
  repos: Repositories,
  r: StoredReservation,
  owedCents: number,
  reason: string,
  now: number,
  by: string | null = null,
): Promise<SettledCalls> {
  const { settled, plan } = await settlementOf(repos, r, owedCents);
  const operation = (paymentId: string, kind: StoredOperation['kind'], amountCents: number) =>
    repos.payments.queueOperation({ paymentId, kind, amountCents, reason, createdBy: by }, now);
  for (const refund of plan.refunds) await operation(refund.paymentId, 'refund', refund.amountCents);
  for (const capture of plan.captures) await operation(capture.paymentId, 'capture', capture.amountCents);
  for (const id of plan.releases) await operation(id, 'release', 0);
  const held = settled.reduce((total, p) => total + p.heldCents, 0);
  return {
    calls: plan.refunds.length + plan.captures.length + plan.releases.length,
    refundedCents: sum(plan.refunds),
    capturedCents: sum(plan.captures),
    // A partial capture releases the rest of its hold.
    releasedCents: held - sum(plan.captures),
  };
}

/**
 * Card money received beyond what a going reservation owes, refunded at once
 * (two payment pages both paid, the balance paid by the renter while staff
 * charged the saved card, a change that made the booking cheaper): from the
 * payment `refundFirst` names (the one that just came), then the newest;
 * holds are left alone, they are settled at the return. Answers what is
 * refunded (0: nothing beyond).
 */
export async function refundExcess(
  repos: Repositories,
  r: StoredReservation,
  owedCents: number,
  reason: string,
  now: number,
  refundFirst?: string,
): Promise<number> {
  const { plan } = await settlementOf(repos, r, owedCents, refundFirst);
  for (const refund of plan.refunds) {
    await repos.payments.queueOperation(
      {
        paymentId: refund.paymentId,
        kind: 'refund',
        amountCents: refund.amountCents,
        reason,
        createdBy: null,
      },
      now,
    );
  }
  return sum(plan.refunds);
}

/** Tells staff of a reservation's money that needs them (a dispute, money to give back by hand). */
export async function tellStaff(
  repos: Repositories,
  staffEmail: string,
  r: StoredReservation,
  location: Location,
  problem: string,
  now: number,
): Promise<void> {
  await enqueueEmails(
    repos.outbox,
    [
      {
        to: staffEmail,
        reference: r.code,
        payload: {
          kind: 'staff_notification',
          event: {
            type: 'payment_problem',
            problem,
            reservation: toApiReservation(r),
            pricing: r.pricing,
            location,
          },
        },
      },
    ],
    now,
  );
}

/**
 * Bank transfers received beyond what a reservation owes now: the provider
 * cannot give them back, so staff are told to, by bank transfer, and record
 * it as a refund of the transfer. Answers the amount (0: nothing beyond).
 */
export async function bankExcess(
  repos: Repositories,
  staffEmail: string,
  r: StoredReservation,
  location: Location,
  owedCents: number,
  now: number,
): Promise<number> {
  const transfers = (await repos.payments.forReservation(r.id)).filter((p) => p.paymentIntentId === null);
  const excess = netReceived(transfers) - owedCents;
  if (excess <= 0) return 0;
  const problem = `Bank transfers for ${r.code} came to ${formatMoney(excess)} more than it owes now: send it back by bank transfer, then record the refund on the transfer in Payments.`;
  await tellStaff(repos, staffEmail, r, location, problem, now);
  return excess;
}

/** The payment part of an answer, read now (see paymentViewOf). */
export async function paymentView(
  repos: Repositories,
  r: StoredReservation,
  checkoutUrl: string | null,
  collect: ReservationPayment['collect'],
): Promise<ReservationPayment> {
  const [records, organisation] = await Promise.all([moneyRecords(repos, r), organisationOf(repos, r)]);
  return paymentViewOf(r, records, organisation?.name ?? null, checkoutUrl, collect);
}
