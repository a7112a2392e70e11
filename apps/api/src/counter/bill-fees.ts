import type { Location } from '@convoy/domain/content/locations';
import { emailInvoice, moneyRecords, organisationOf } from '../invoices/billing.ts';
import type { StoredInvoice } from '../invoices/invoice.repository.ts';
import { type DocumentContext, issueSupplement, netReceived } from '../invoices/invoicing.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { taxOnFees } from './incidental-fees.ts';
import { isBack } from './legs.ts';
import type { StoredFee } from './reservation-fee.repository.ts';

/**
 * Fees added to a booking after it went out (decision 032), under its row
 * lock: kept for the final invoice while a vehicle is still out; once every
 * vehicle is back and the final invoice issued, billed at once on a
 * supplementary invoice (the next number of the same series) e-mailed to
 * whoever pays. Answers that invoice, or null.
 */
export async function billAddedFees(
  repos: Repositories,
  booking: StoredReservation,
  fees: readonly StoredFee[],
  at: { now: number; location: Location | undefined; documents: DocumentContext },
): Promise<StoredInvoice | null> {
  const [slots, handovers] = await Promise.all([
    repos.assignments.bookedSlots({ reservationId: booking.id, from: 0, to: Number.MAX_SAFE_INTEGER }),
    repos.handovers.forReservation(booking.id),
  ]);
  // A swap's return is not the vehicle's (decision 035): its latest leg is.
  const allBack = slots.every((s) => isBack(handovers, s.classId, s.seq));
  const records = await moneyRecords(repos, booking);
  const final = allBack ? records.invoice : undefined;
  if (!final || !at.location) {
    await repos.reservationFees.insert(fees);
    return null;
  }
  const lines = fees.map((f) => f.line);
  const supplement = await issueSupplement(repos, {
    reservation: booking,
    organisation: await organisationOf(repos, booking),
    location: at.location,
    now: at.now,
    final,
    lines,
    taxes: await taxOnFees(repos, booking, lines),
    creditCents: creditAfter(records.invoices, netReceived(records.payments)),
  });
  await repos.reservationFees.insert(fees.map((f) => ({ ...f, invoiceId: supplement.id })));
  await emailInvoice(repos, booking, at.location, supplement, at.documents, at.now);
  return supplement;
}

/** What was received beyond the main invoice and its supplements: what a new supplement starts with. */
function creditAfter(invoices: readonly StoredInvoice[], receivedCents: number): number {
  return invoices.filter((i) => i.status !== 'void').reduce((left, i) => left - i.totalCents, receivedCents);
}
