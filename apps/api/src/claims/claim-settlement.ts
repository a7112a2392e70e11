import { type ClaimStatus, isUnsettled, unsettledClaimStatuses } from '@convoy/domain/contracts/claim.schema';
import type { PriceLine } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { emailInvoice, moneyRecords, organisationOf } from '../invoices/billing.ts';
import { type DocumentContext, issueSupplement } from '../invoices/invoicing.ts';
import { settlePayments } from '../payments/billing.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { type KeyedOutcome, type KeyedRequest, runKeyed } from '../reservations/keyed-action.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { ListedClaim } from './claim.repository.ts';
import { currentSplit, depositAvailable, invoicedCents } from './claim-money.ts';
import { vehicleOf } from './claim-view.ts';
import { shareLineLabel } from './claim-words.ts';

interface SettleDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  now: () => number;
  documents: DocumentContext;
}

/**
 * The booking's row held (a money action, decision 014); under it, the claim
 * read again and checked (in the action: a replayed key answers as the first
 * did, not with the status the first left).
 */
function onLockedClaim<T>(
  d: SettleDependencies,
  keyed: KeyedRequest,
  claim: ListedClaim,
  ready: readonly ClaimStatus[],
  act: (repos: Repositories, held: { r: StoredReservation; c: ListedClaim; now: number }) => Promise<T>,
): Promise<KeyedOutcome<T>> {
  let r: StoredReservation | undefined;
  return runKeyed(d, keyed, {
    lock: async (repos) => {
      r = (await repos.reservations.findByCode(claim.code))!;
      if (!(await repos.reservations.lockConfirmed(r.id))) {
        throw new ApiError(409, 'not_confirmed', `${claim.code} is ${r.status.replace('_', ' ')}.`);
      }
    },
    act: async (repos) => {
      const c = await repos.claims.find(claim.id);
      if (!c || !ready.includes(c.status)) {
        throw c?.status === 'open'
          ? new ApiError(409, 'not_estimated', 'Add the repair estimate first.', {
              lines: 'Add the repair estimate first.',
            })
          : fixed(c ?? claim);
      }
      return act(repos, { r: r!, c, now: d.now() });
    },
  });
}

/**
 * Settles a claim (decision 036), once per Idempotency-Key under the booking's
 * row lock: the card's hold settled against what the booking's invoices bill
 * plus the renter's share (captured up to it, the rest released: a capture
 * of a hold is made once), and the share beyond the deposit billed on a
 * supplementary invoice in the invoices' gapless series, e-mailed. A share of
 * nothing charges nothing and releases the hold.
 */
export async function settleClaim(
  d: SettleDependencies,
  keyed: KeyedRequest,
  input: { catalog: CatalogSnapshot; claim: ListedClaim; by: string },
): Promise<KeyedOutcome<{ invoiceNumber: string | null }>> {
  return onLockedClaim(d, keyed, input.claim, ['estimated', 'letter_sent'], async (repos, { r, c, now }) => {
    const location = input.catalog.locationById.get(r.locationId);
    const records = await moneyRecords(repos, r);
    if (!records.invoice || !location) {
      throw new ApiError(
        409,
        'not_returned',
        `${r.code} has vehicles still out: a claim is settled after the final invoice.`,
      );
    }
    const limits = await repos.claims.limitsFor(c.state);
    const split = currentSplit({ ...c, split: null }, limits, await depositAvailable(repos, r));
    const invoiced = await invoicedCents(repos, r);
    const vehicle = vehicleOf(input.catalog, c);
    await settlePayments(
      repos,
      r,
      invoiced + split.renterCents,
      `Damage claim on ${r.code}, ${vehicle}`,
      now,
      input.by,
    );
    let invoice = null;
    if (split.renterCents > 0) {
      const lines: PriceLine[] = split.lines.map((l) => ({
        kind: l.amountCents < 0 ? 'discount' : 'fee',
        code: `claim-${l.code}`,
        label: shareLineLabel(l, split, vehicle),
        quantity: 1,
        unitCents: l.amountCents,
        amountCents: l.amountCents,
        taxable: false,
      }));
      invoice = await issueSupplement(repos, {
        reservation: r,
        organisation: await organisationOf(repos, r),
        location,
        now,
        final: records.invoice,
        lines,
        taxes: [],
        // The deposit (and any credit) pays it first: the capture is on its way.
        creditCents: split.depositCents,
      });
      await emailInvoice(repos, r, location, invoice, d.documents, now);
    }
    await repos.claims.update(c.id, ['estimated', 'letter_sent'], {
      status: 'settled',
      split,
      invoiceId: invoice?.id ?? null,
      updatedAt: now,
    });
    return { invoiceNumber: invoice?.number ?? null };
  });
}

/** Waives a claim: the renter owes nothing of it, the hold settled against the invoices alone. */
export async function waiveClaim(
  d: SettleDependencies,
  keyed: KeyedRequest,
  input: { claim: ListedClaim; reason: string; by: string },
): Promise<KeyedOutcome<{ waived: true }>> {
  return onLockedClaim(d, keyed, input.claim, unsettledClaimStatuses, async (repos, { r, c, now }) => {
    await repos.claims.update(c.id, unsettledClaimStatuses, {
      status: 'waived',
      waiveReason: input.reason,
      updatedAt: now,
    });
    // The last claim settled or waived: the deposit is settled as the return would have (SPEC Part B §16).
    const others = (await repos.claims.forReservation(r.id)).some(
      (o) => o.id !== c.id && isUnsettled(o.status),
    );
    if (!others && (await moneyRecords(repos, r)).invoice) {
      await settlePayments(
        repos,
        r,
        await invoicedCents(repos, r),
        `Damage claim on ${r.code} waived`,
        now,
        input.by,
      );
    }
    return { waived: true as const };
  });
}

const statusWords: Record<ClaimStatus, string> = {
  open: 'open',
  estimated: 'estimated',
  letter_sent: 'with the insurer letter sent',
  settled: 'settled',
  waived: 'waived',
};

/** A claim whose amounts can no longer change. */
export function fixed(c: { status: ClaimStatus }): ApiError {
  return new ApiError(
    409,
    'claim_fixed',
    `This claim is ${statusWords[c.status]}: its amounts can no longer change.`,
  );
}
