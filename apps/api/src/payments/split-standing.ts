import type { PayerStatus } from '@convoy/domain/contracts/split-payment.schema';
import { moneyOf, supplementsCents } from '../invoices/billing.ts';
import { netReceived } from '../invoices/invoicing.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { StoredPayer } from './payer.repository.ts';

/** A member of a split booking and where their share stands. */
export interface MemberStanding {
  payer: StoredPayer;
  paidCents: number;
  dueCents: number;
  status: PayerStatus;
}

/** A split booking's money by payer (decision 045). */
export interface SplitStanding {
  /** What the booking costs now (its invoice and supplements, or its total). */
  owedCents: number;
  /** Everything received for it, net of refunds. */
  receivedCents: number;
  /** What it still owes in all. */
  balanceCents: number;
  dueOn: string | null;
  organiser: {
    payer: StoredPayer | undefined;
    /** The organiser's share now: the total less the members' shares, and what fell to them. */
    amountCents: number;
    paidCents: number;
    dueCents: number;
    takenOverCents: number;
    status: 'due' | 'paid' | 'cancelled';
  };
  members: MemberStanding[];
}

const going = (r: StoredReservation) => r.status === 'confirmed' || r.status === 'pending_payment';

/**
 * Who has paid what of a split booking, and who is still asked for what: a member owes their share
 * less what they paid until it is paid, the booking ends, or the due date passed it to the
 * organiser; the organiser owes what the booking still owes less what the members are still asked
 * for. A change of price after the split falls to the organiser's share. Null when it is not split.
 */
export async function splitStanding(
  repos: Repositories,
  r: StoredReservation,
): Promise<SplitStanding | null> {
  const payers = await repos.payers.forReservation(r.id);
  if (payers.length === 0) return null;
  const { payments, invoice, invoices, snapshot } = await moneyOf(repos, r);
  const owedCents = invoice ? invoice.totalCents + supplementsCents(invoices) : r.pricing.totalCents;
  const receivedCents = netReceived(payments);
  const members = payers
    .filter((p) => p.position > 0)
    .map((payer): MemberStanding => {
      const paidCents = Math.max(0, netReceived(payments.filter((p) => p.payerId === payer.id)));
      const owes = Math.max(0, payer.amountCents - paidCents);
      const status: PayerStatus = !going(r)
        ? 'cancelled'
        : owes === 0
          ? 'paid'
          : payer.takenOverAt !== null
            ? 'taken_over'
            : 'due';
      return { payer, paidCents, dueCents: status === 'due' ? owes : 0, status };
    });
  const membersDue = members.reduce((sum, m) => sum + m.dueCents, 0);
  const balanceCents = going(r) ? snapshot.balanceCents : 0;
  const membersPaid = members.reduce((sum, m) => sum + m.paidCents, 0);
  const takenOverCents = members
    .filter((m) => m.status === 'taken_over')
    .reduce((sum, m) => sum + m.payer.amountCents - m.paidCents, 0);
  const memberShares = members.reduce((sum, m) => sum + m.payer.amountCents, 0);
  const organiserDue = Math.max(0, balanceCents - membersDue);
  return {
    owedCents,
    receivedCents,
    balanceCents,
    dueOn: going(r) ? snapshot.dueOn : null,
    organiser: {
      payer: payers.find((p) => p.position === 0),
      amountCents: Math.max(0, owedCents - memberShares) + takenOverCents,
      paidCents: Math.max(0, receivedCents - membersPaid),
      dueCents: organiserDue,
      takenOverCents,
      status: !going(r) ? 'cancelled' : organiserDue === 0 ? 'paid' : 'due',
    },
    members,
  };
}
