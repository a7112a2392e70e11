import { netReceived } from '../../src/invoices/invoicing.ts';
import type { StoredPayment } from '../../src/payments/payment.repository.ts';
import type { MoneyWorld } from './world.ts';

/**
 * What must hold of a reservation's money after every step (SPEC Part B §15),
 * read from the database, and at a quiet moment (every webhook delivered,
 * every provider call made) from the provider too. A breach throws with the
 * reservation's figures.
 */
export class MoneyBreach extends Error {
  override readonly name = 'MoneyBreach';
}

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** What the checks read: the app's tables, the provider's stand-in, the database itself. */
export type MoneyView = Pick<MoneyWorld, 't' | 'standIn' | 'database'>;

export interface TrackedBooking {
  code: string;
  /** The model's own floor: what cancelling cost before each change it saw (SPEC Part B §14). */
  floorCents: number;
  /** False once commands running at once touched it: the exact fee is then not the model's to say. */
  certain: boolean;
  /** Staff refunded some of it by hand: the provider may keep less than the fee. */
  staffRefunded: boolean;
  /** The saved card's charges staff were answered with: no more may succeed. */
  charges: Set<string>;
  /**
   * Clicks on "charge the balance" still waiting for their answer (commands run at once): a charge
   * may have succeeded before staff are answered with it, and at most one is made for them.
   */
  charging: number;
}

/** Checked after every command for each reservation it touched. */
export async function checkBooking(w: MoneyView, b: TrackedBooking): Promise<void> {
  const repos = w.t.repositories;
  const r = await repos.reservations.findByCode(b.code);
  if (!r) throw new MoneyBreach(`${b.code} is gone`);
  const payments = await repos.payments.forReservation(r.id);
  const operations = await repos.payments.operationsFor(payments.map((p) => p.id));
  const pending = operations.filter((o) => o.status === 'pending');
  const refunding = sum(pending.filter((o) => o.kind === 'refund').map((o) => o.amountCents));
  // Card money is the provider's to give back; bank transfers beyond what is owed are staff's, who are told.
  const received = netReceived(payments.filter((p) => p.paymentIntentId !== null));
  const transfers = netReceived(payments.filter((p) => p.paymentIntentId === null));
  const invoice = await repos.invoices.current(r.id);
  const owed =
    r.status === 'cancelled'
      ? (r.cancellationFeeCents ?? 0)
      : r.status === 'expired'
        ? 0
        : Math.max(invoice?.totalCents ?? r.pricing.totalCents, r.cancellationFeeFloorCents);
  const figures = () =>
    JSON.stringify({
      status: r.status,
      owed,
      received,
      transfers,
      refunding,
      floor: r.cancellationFeeFloorCents,
      fee: r.cancellationFeeCents,
      payments: payments.map((p) => [p.kind, p.status, p.amountCents, p.capturedCents, p.refundedCents]),
      pending: pending.map((o) => [o.kind, o.amountCents, o.reason]),
    });
  for (const p of payments) {
    if (p.refundedCents > p.capturedCents)
      throw new MoneyBreach(`${b.code}: refunded beyond received ${figures()}`);
  }
  if (received - refunding > Math.max(0, owed - transfers)) {
    throw new MoneyBreach(`${b.code}: money kept beyond what is owed ${figures()}`);
  }
  if (r.status === 'cancelled' || r.status === 'expired') {
    // A booking that holds no vehicles holds nothing on a card either, or is about to release it.
    for (const p of payments.filter((x) => x.status === 'authorised' && x.authorisedCents > 0)) {
      const settling = pending.some(
        (o) => o.paymentId === p.id && (o.kind === 'capture' || o.kind === 'release'),
      );
      if (!settling) throw new MoneyBreach(`${b.code}: a hold left on a card ${figures()}`);
    }
  }
  const charged = payments.filter((p) => p.kind === 'charge' && p.status === 'succeeded');
  const unanswered = charged.filter((p) => !b.charges.has(p.id));
  if (unanswered.length > (b.charging > 0 ? 1 : 0))
    throw new MoneyBreach(`${b.code}: a charge staff were not answered with ${figures()}`);
  if (charged.length > b.charges.size + (b.charging > 0 ? 1 : 0))
    throw new MoneyBreach(`${b.code}: charged twice ${figures()}`);
}

/**
 * When no request is under way on it: a reservation has at most one payment page open per amount due (SPEC
 * Part B §15) — the organizer's, and with a split each member's share of their own.
 */
export async function checkPages(w: MoneyView, b: TrackedBooking): Promise<void> {
  const repos = w.t.repositories;
  const r = await repos.reservations.findByCode(b.code);
  if (!r) return;
  w.standIn.expireDueSessions();
  const openBy = new Map<string, number>();
  for (const p of await repos.payments.forReservation(r.id)) {
    if (!p.checkoutSessionId || w.standIn.retrieveSession(p.checkoutSessionId).status !== 'open') continue;
    const payer = p.payerId ?? 'the organizer';
    openBy.set(payer, (openBy.get(payer) ?? 0) + 1);
  }
  for (const [payer, open] of openBy) {
    if (open > 1) throw new MoneyBreach(`${b.code}: ${open} payment pages open at once for ${payer}`);
  }
}

/** At a quiet moment: what the provider keeps is what the database says, and the policy was followed. */
export async function checkSettled(w: MoneyView, b: TrackedBooking): Promise<void> {
  await checkBooking(w, b);
  await checkPages(w, b);
  const repos = w.t.repositories;
  const r = await repos.reservations.findByCode(b.code);
  if (!r) return;
  const payments = await repos.payments.forReservation(r.id);
  const card = (p: StoredPayment) => p.paymentIntentId !== null;
  const recorded = netReceived(payments.filter(card));
  const provider = w.standIn.moneyOf(b.code);
  const figures = JSON.stringify({ status: r.status, recorded, provider, fee: r.cancellationFeeCents });
  if (provider.keptCents !== recorded) {
    throw new MoneyBreach(`${b.code}: the provider keeps what the database does not say ${figures}`);
  }
  if ((r.status === 'cancelled' || r.status === 'expired') && provider.heldCents > 0) {
    throw new MoneyBreach(`${b.code}: a card still held for a booking that holds no vehicles ${figures}`);
  }
  if (r.status === 'cancelled' && !b.staffRefunded) {
    // The policy's fee is kept when enough came; never more. Bank transfers are refunded by hand.
    const everReceived = sum(payments.filter(card).map((p) => p.capturedCents));
    const fee = r.cancellationFeeCents ?? 0;
    const others = netReceived(payments.filter((p) => !card(p)));
    const expected = Math.max(0, Math.min(fee - others, everReceived));
    if (recorded !== expected)
      throw new MoneyBreach(`${b.code}: a refund does not follow the policy ${figures}`);
  }
}

/** Invoice numbers run without gaps, year by year (SPEC Part B §15). */
export async function checkInvoiceNumbers(w: MoneyView): Promise<void> {
  const rows = await w.database.db.selectFrom('invoices').select('number').execute();
  const byYear = new Map<string, number[]>();
  for (const { number } of rows) {
    const [, year, seq] = /^INV-(\d{4})-(\d{6})$/.exec(number) ?? [];
    if (!year || !seq) throw new MoneyBreach(`an invoice numbered ${number}`);
    byYear.set(year, [...(byYear.get(year) ?? []), Number(seq)]);
  }
  for (const [year, seqs] of byYear) {
    const sorted = [...seqs].sort((a, b) => a - b);
    sorted.forEach((n, i) => {
      if (n !== i + 1) throw new MoneyBreach(`invoice numbers of ${year} skip or repeat at ${i + 1}: ${n}`);
    });
  }
}
