import type { AddedFees, AddFeesRequest } from '@convoy/domain/contracts/incidental-fee.schema';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { emailInvoice, moneyRecords, organisationOf } from '../invoices/billing.ts';
import type { StoredInvoice } from '../invoices/invoice.repository.ts';
import {
  type DocumentContext,
  invoiceSummary,
  issueSupplement,
  netReceived,
  receivedToward,
} from '../invoices/invoicing.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { type KeyedRequest, runKeyed } from '../reservations/keyed-action.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { validationError } from '../validation-error.ts';
import { type FeeAsked, priceFees, taxOnFees, toApiFee } from './incidental-fees.ts';
import { isBack } from './legs.ts';

export interface BookingFeesDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  documents: DocumentContext;
  afterCommit: () => void;
}

/** What a keyed request to add fees recorded: the supplementary invoice it issued, if any. */
interface FeesAdded {
  invoiceNumber: string | null;
}

/**
 * Incidental fees added to a booking after its check-in began (decision 032).
 * Before the last vehicle is back they wait for the final invoice; after it,
 * they are billed at once on a supplementary invoice (the next number of the
 * same series, its PDF e-mailed to whoever pays), which stands beside the
 * final one. Under the reservation's row lock and an Idempotency-Key, like
 * every action on money: a retry or a double click adds them once.
 */
export class BookingFeesService {
  readonly #d: BookingFeesDependencies;

  constructor(deps: BookingFeesDependencies) {
    this.#d = deps;
  }

  async add(
    code: string,
    request: AddFeesRequest,
    keyed: KeyedRequest,
    by: string,
  ): Promise<AddedFees & { replayed: boolean }> {
    const catalog = await this.#d.catalog.get();
    let r: StoredReservation | undefined;
    const outcome = await runKeyed<FeesAdded>(this.#d, keyed, {
      lock: async (repos) => {
        r = await repos.reservations.findByCode(code);
        if (!r) throw new ApiError(404, 'not_found', 'No reservation has that code.');
        if (!(await repos.reservations.lockConfirmed(r.id))) {
          throw new ApiError(
            409,
            'not_confirmed',
            `${code} is ${r.status.replace('_', ' ')}: no fee can be added.`,
          );
        }
      },
      act: async (repos) => {
        const booking = r!;
        const now = this.#d.now();
        const [slots, handovers] = await Promise.all([
          repos.assignments.bookedSlots({ reservationId: booking.id, from: 0, to: Number.MAX_SAFE_INTEGER }),
          repos.handovers.forReservation(booking.id),
        ]);
        if (!handovers.some((h) => h.kind === 'out')) {
          throw new ApiError(
            409,
            'not_checked_out',
            `${code} has not gone out yet: fees are added at check-in or after it.`,
          );
        }
        const asked: FeeAsked[] = request.fees.map(({ classId, seq, ...entry }, i) => {
          if (classId === undefined || seq === undefined) return { entry, field: `fees.${i}`, vehicle: null };
          if (!slots.some((s) => s.classId === classId && s.seq === seq)) {
            throw validationError({ [`fees.${i}.seq`]: 'No such vehicle on this booking.' });
          }
          const name = catalog.classById.get(classId)?.name ?? classId;
          return { entry, field: `fees.${i}`, vehicle: { classId, seq, label: `${name} ${seq}` } };
        });
        const fees = await priceFees(repos, booking, asked, now, by);
        // A swap's return is not the vehicle's (decision 035): its latest leg is.
        const allBack = slots.every((s) => isBack(handovers, s.classId, s.seq));
        const records = await moneyRecords(repos, booking);
        const final = allBack ? records.invoice : undefined;
        const location = catalog.locationById.get(booking.locationId);
        if (!final || !location) {
          await repos.reservationFees.insert(fees);
          return { invoiceNumber: null };
        }
        const lines = fees.map((f) => f.line);
        const supplement = await issueSupplement(repos, {
          reservation: booking,
          organisation: await organisationOf(repos, booking),
          location,
          now,
          final,
          lines,
          taxes: await taxOnFees(repos, booking, lines),
          creditCents: creditAfter(records.invoices, netReceived(records.payments)),
        });
        await repos.reservationFees.insert(fees.map((f) => ({ ...f, invoiceId: supplement.id })));
        await emailInvoice(repos, booking, location, supplement, this.#d.documents, now);
        return { invoiceNumber: supplement.number };
      },
    });
    if (!outcome.replayed) this.#d.afterCommit();
    return { ...(await this.#answer(code, outcome.value.invoiceNumber)), replayed: outcome.replayed };
  }

  /** Every fee on the booking, the invoice the request issued and the tax it billed on them. */
  async #answer(code: string, invoiceNumber: string | null): Promise<AddedFees> {
    const repos = this.#d.repositories(this.#d.db);
    const r = (await repos.reservations.findByCode(code))!;
    const [fees, records] = await Promise.all([
      repos.reservationFees.forReservation(r.id),
      moneyRecords(repos, r),
    ]);
    const invoice = records.invoices.find((i) => i.number === invoiceNumber);
    const received = netReceived(records.payments);
    return {
      fees: fees.map((f) => toApiFee(f, records.invoices, r.timezone)),
      invoice: invoice ? invoiceSummary(invoice, receivedToward(invoice, records.invoices, received)) : null,
      taxes: invoice?.content.taxes ?? [],
    };
  }
}

/** What was received beyond the main invoice and its supplements: what a new supplement starts with. */
function creditAfter(invoices: readonly StoredInvoice[], receivedCents: number): number {
  return invoices.filter((i) => i.status !== 'void').reduce((left, i) => left - i.totalCents, receivedCents);
}
