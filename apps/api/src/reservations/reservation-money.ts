import type { Location } from '@convoy/domain/content/locations';
import type { OrganisationCredentials } from '@convoy/domain/contracts/organisation.schema';
import type { CollectMode, PaymentMethod, ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import type { TaxExemption } from '@convoy/domain/rules/total-price';
import type { Executor } from '../db/database.ts';
import type { InvoiceDocument } from '../mail/invoice-document.ts';
import type { MoneySnapshot } from '../outbox/outbox-message.ts';
import type { StoredReservation } from './reservation.ts';

/**
 * What the reservation and quote services ask of money (decision 014): the
 * one payments port, implemented by payments/ (PaymentsService) and handed in
 * by the composition root as `money`, so reservations/ and quotes/ never
 * imports the features built on top of it: how a booking is paid and for
 * whom, the invoice when a reservation is confirmed, changed or cancelled
 * (inside that transaction), refunds by the cancellation policy, and the
 * payment part of every answer.
 */
export interface BookingMoney {
  organisationId: string | null;
  paymentMethod: PaymentMethod;
  /** What the company collects online at booking (none without a payment provider). */
  collect: CollectMode;
  poNumber: string | null;
  /** The organisation's verified certificate for the location's state, valid on the pickup day. */
  taxExemption: TaxExemption | null;
  /** A booking paid by card online waits this long for its payment before its vehicles are released. */
  pendingPaymentMinutes: number;
}

/** What an e-mail about the reservation says of its money, and the PDFs it carries. */
export interface MoneyEffects {
  money: MoneySnapshot;
  documents: InvoiceDocument[];
  /** The payment part of an answer as it stands after this, when the effects know it whole. */
  view?: ReservationPayment;
}

export interface ReservationMoney {
  /**
   * Before a booking's transaction: the organisation's credentials checked, the method allowed, the
   * exemption found. For a `price`, a purchase order number the organisation requires is not asked yet.
   */
  forBooking(
    request: { paymentMethod?: PaymentMethod; poNumber?: string; organisation?: OrganisationCredentials },
    window: RentalWindow,
    purpose?: 'booking' | 'price',
  ): Promise<BookingMoney>;
  /** The organisation account a quote is asked for (401 when its code and key do not match), and its exemption. */
  forQuote(
    credentials: OrganisationCredentials,
    location: Location,
    pickupDate: string,
  ): Promise<{ id: string; code: string; name: string; taxExemption: TaxExemption | null }>;
  /** The exemption a change of this reservation keeps, for its new dates. */
  exemptionFor(reservation: StoredReservation, window: RentalWindow): Promise<TaxExemption | null>;
  /**
   * In the transaction that confirms a reservation: its invoice, and the money its confirmation
   * e-mail shows; the links of the members a split booking names (decision 045). `isNew`: booked in
   * this transaction, so nothing was paid or invoiced yet; `split`: its request named payers.
   */
  confirmed(
    trx: Executor,
    reservation: StoredReservation,
    location: Location,
    options?: { isNew?: boolean; split?: boolean },
  ): Promise<MoneyEffects>;
  /** In a change's transaction: the invoice of the changed booking, voiding the one before. */
  changed(trx: Executor, reservation: StoredReservation, location: Location): Promise<MoneyEffects>;
  /** In a cancellation's transaction: refunds, captures and releases by the fee; the fee invoiced. */
  cancelled(trx: Executor, reservation: StoredReservation, location: Location): Promise<MoneyEffects>;
  /** After a booking that waits for its card payment committed: opens the provider's payment page. */
  startCheckout(reservation: StoredReservation): Promise<void>;
  /** After a cancellation committed: closes the provider's pages still open, so nobody pays for nothing. */
  closeCheckouts(reservation: StoredReservation): Promise<void>;
  /** The payment part of an answer about this reservation. */
  view(reservation: StoredReservation): Promise<ReservationPayment>;
}
