import { isUnsettled } from '@convoy/domain/contracts/claim.schema';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Executor } from '../db/database.ts';
import { heldCents, netReceived } from '../invoices/invoicing.ts';
import { heldNow, settlePayments } from '../payments/billing.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { currentSplit, invoicedCents } from './claim-money.ts';

/**
 * A card's hold lapses about 7 days after it is authorised (Stripe's
 * authorisation window, docs/payments.md); a claim's deposit is captured a
 * day before: 6 days after the payment was made.
 */
export const captureHoldAfterMs = 6 * 24 * 3_600_000;

/**
 * Captures the held deposit of each booking with a claim not yet settled
 * whose hold is about to lapse (decision 036): up to what the invoices and
 * the claims' estimates come to, or the whole hold while a claim is not yet
 * priced (what is beyond the renter's share is refunded when the claim is
 * settled or waived). Under the booking's row lock, like every action on
 * money; a hold already being captured or released counts as gone, so a
 * second round does nothing. Answers how many bookings it captured for.
 */
export async function captureBeforeLapse(
  d: { db: Executor; repositories: RepositoryFactory },
  now: number,
): Promise<number> {
  let captured = 0;
  for (const reservationId of await d.repositories(d.db).claims.unsettledReservations()) {
    const done = await d.db.transaction().execute(async (trx) => {
      const repos = d.repositories(trx);
      const r = await repos.reservations.findById(reservationId);
      if (!r || !(await repos.reservations.lockConfirmed(r.id))) return false;
      const payments = await repos.payments.forReservation(r.id);
      const lapsing = payments.some((p) => heldCents(p) > 0 && p.createdAt <= now - captureHoldAfterMs);
      const held = await heldNow(repos, r);
      if (!lapsing || held === 0) return false;
      const claims = (await repos.claims.forReservation(r.id)).filter((c) => isUnsettled(c.status));
      let owed = netReceived(payments) + held;
      if (claims.every((c) => c.status !== 'open')) {
        owed = await invoicedCents(repos, r);
        for (const c of claims) owed += currentSplit(c, await repos.claims.limitsFor(c.state), 0).renterCents;
      }
      const reason = `Damage claim on ${r.code}: the deposit captured before its hold lapses`;
      const calls = await settlePayments(repos, r, owed, reason, now);
      for (const c of claims) {
        await recordAudit(
          trx,
          {
            action: 'deposit captured before its hold lapsed',
            entityType: 'claim',
            entityId: c.id,
            summary: `${reason} (${calls.capturedCents} cents)`,
            after: { id: c.id, code: r.code, capturedCents: calls.capturedCents },
          },
          now,
        );
      }
      return true;
    });
    if (done) captured += 1;
  }
  return captured;
}
