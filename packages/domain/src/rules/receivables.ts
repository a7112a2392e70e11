/**
 * # Invoices: due dates, what is paid and how late (SPEC Part B §15)
 *
 * An invoice of an organisation with net terms is due that many days after it
 * was issued; any other is due on the pickup day. What a reservation received
 * (captured less refunded, bank transfers included) pays its current invoice;
 * the balance is never below zero (an overpayment is a refund due, not a
 * negative invoice). Aged receivables sort open invoices by days past due:
 * current (not yet due), 1–30, 31–60, 61–90 and over 90.
 */
import { type AgingBucket, agingBuckets } from '../contracts/payment.schema.ts';

const DAY_MS = 86_400_000;

/** "2026-07-06" + 30 → "2026-08-05" (calendar days, no time zone involved). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` ("YYYY-MM-DD"), negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** When an invoice issued on `issuedOn` is due: net terms, else the pickup day (never before the issue day). */
export function invoiceDueOn(issuedOn: string, netDays: number | null, pickupDate: string): string {
  if (netDays !== null) return addCalendarDays(issuedOn, netDays);
  return pickupDate > issuedOn ? pickupDate : issuedOn;
}

export interface InvoiceBalance {
  paidCents: number;
  balanceDueCents: number;
}

/** An invoice of `totalCents` against what its reservation received, net of refunds. */
export function invoiceBalance(totalCents: number, receivedCents: number): InvoiceBalance {
  const paid = Math.min(totalCents, Math.max(0, receivedCents));
  return { paidCents: paid, balanceDueCents: totalCents - paid };
}

/** The bucket of an open invoice due on `dueOn`, seen on `today`. */
export function agingBucket(dueOn: string, today: string): AgingBucket {
  const late = daysBetween(dueOn, today);
  if (late <= 0) return 'current';
  if (late <= 30) return 'overdue1to30';
  if (late <= 60) return 'overdue31to60';
  if (late <= 90) return 'overdue61to90';
  return 'overdue90plus';
}

/** The balance due of open invoices summed per bucket. */
export function agedReceivables(
  invoices: readonly { dueOn: string; balanceDueCents: number }[],
  today: string,
): Record<AgingBucket, number> {
  const totals = Object.fromEntries(agingBuckets.map((b) => [b, 0])) as Record<AgingBucket, number>;
  for (const i of invoices) totals[agingBucket(i.dueOn, today)] += i.balanceDueCents;
  return totals;
}
