import { randomUUID } from 'node:crypto';
import type { Location } from '@convoy/domain/content/locations';
import type { OrganisationCredentials } from '@convoy/domain/contracts/organisation.schema';
import type {
  PaymentMethod,
  PaymentSettings,
  PublicPaymentConfig,
  ReservationPayment,
} from '@convoy/domain/contracts/payment.schema';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import type { TaxExemption } from '@convoy/domain/rules/total-price';
import { bookInvoiceVoided } from '../accounting/ledger.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { invoiceEffects, moneyOf, organisationOf } from '../invoices/billing.ts';
import type { DocumentContext } from '../invoices/invoicing.ts';
import type { OrganisationService } from '../organisations/organisation.service.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { BookingMoney, MoneyEffects, ReservationMoney } from '../reservations/reservation-money.ts';
import { validationError } from '../validation-error.ts';
import { bankExcess, dropUnsentCharges, paymentView, refundExcess, settlePayments } from './billing.ts';
import type { StoredPayer } from './payer.repository.ts';
import type { PayerLinks } from './payer-links.ts';
import { newPayment, type StoredPayment } from './payment.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { splitStanding } from './split-standing.ts';

export interface PaymentsDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  organisations: OrganisationService;
  /** null: no STRIPE_SECRET_KEY, nothing is collected online. */
  provider: PaymentProvider | null;
  /** The members' links of a booking split when it was made, sent once it is confirmed (decision 045). */
  payerLinks?: PayerLinks;
  publicUrl: string;
  documents: DocumentContext;
  /** Told of money only they can give back (bank transfers beyond what is owed). */
  staffEmail: string;
  now: () => number;
  log: { warn(o: object, m: string): void; error(o: object, m: string): void };
}

export const defaultPaymentSettings: PaymentSettings = {
  collectAtBooking: 'deposit',
  pendingPaymentMinutes: 30,
  reminderDaysBefore: 3,
};

const unpaid: readonly string[] = ['pending', 'failed', 'requires_action'];
/** A payment nothing has come for yet (a declined card may be tried again on the same page). */
const isUnpaid = (p: StoredPayment) => unpaid.includes(p.status);
const isOpenPage = (p: StoredPayment) => p.checkoutSessionId !== null && isUnpaid(p);

/**
 * The unpaid payments of the kind due: the newest for the amount due (its page
 * open or being opened), and the pages of the others, no longer due.
 */
function openFor(
  payments: readonly StoredPayment[],
  due: { kind: string; amountCents: number; payerId: string | null },
): { same: StoredPayment | undefined; superseded: StoredPayment[] } {
  const open = payments.filter((p) => p.kind === due.kind && p.payerId === due.payerId && isUnpaid(p));
  const same = open.findLast((p) => p.amountCents === due.amountCents);
  return { same, superseded: open.filter((p) => p !== same && p.checkoutSessionId) };
}

/**
 * What a payment page asks for now: the payment a booking waits for, or the balance; of a split
 * booking (decision 045), the organiser's balance is what the members are not still asked for, and
 * a member's (`payerId`) is their share less what they paid.
 */
async function dueNow(
  repos: Repositories,
  r: StoredReservation,
  payerId: string | null = null,
): Promise<{ kind: 'deposit' | 'full' | 'balance'; amountCents: number; payerId: string | null }> {
  if (r.status === 'pending_payment' && payerId === null) {
    return { kind: r.collectAtBooking ?? 'full', amountCents: r.pricing.dueNowCents, payerId };
  }
  if (r.status === 'confirmed') {
    const split = await splitStanding(repos, r);
    if (payerId !== null) {
      const member = split?.members.find((m) => m.payer.id === payerId);
      if (member?.status === 'taken_over') {
        throw new ApiError(
          409,
          'share_taken_over',
          'The due date has passed: the organizer now pays what was left of your share.',
        );
      }
      if (member && member.dueCents > 0) return { kind: 'balance', amountCents: member.dueCents, payerId };
      throw new ApiError(409, 'nothing_due', 'Your share is paid: nothing is due from you.');
    }
    const balance = split ? split.organiser.dueCents : (await moneyOf(repos, r)).snapshot.balanceCents;
    if (balance > 0 && r.paymentMethod !== 'invoice') {
      return { kind: 'balance', amountCents: balance, payerId };
    }
    throw new ApiError(
      409,
      'nothing_due',
      split && split.balanceCents > 0
        ? 'Your share is paid: the members still pay theirs through their own links.'
        : 'Nothing is due on this reservation online now.',
    );
  }
  throw new ApiError(
    409,
    'not_payable',
    `This reservation is ${r.status.replace('_', ' ')}: there is nothing to pay.`,
  );
}

/** The provider's hosted page lives at least 30 minutes (Stripe's minimum) and at most a day. */
const checkoutLifetimeMs = (minutes: number) => Math.min(24 * 60, Math.max(31, minutes + 1)) * 60_000;

/**
 * How reservations are paid (SPEC Part B §15, decision 014): the company's
 * setting (nothing online, the deposit held, or the total charged at booking;
 * always nothing without a payment provider), an organisation's invoice terms
 * and tax exemption, the invoice issued in the transaction that confirms,
 * changes or cancels a reservation, and the provider's hosted payment page.
 * Implements the reservations' ReservationMoney port.
 */
export class PaymentsService implements ReservationMoney {
  readonly #d: PaymentsDependencies;

  constructor(deps: PaymentsDependencies) {
    this.#d = deps;
  }

  get provider(): PaymentProvider | null {
    return this.#d.provider;
  }

  /** Bank transfer details for invoices. */
  get documents(): DocumentContext {
    return this.#d.documents;
  }

  /** The settings as stored, or the defaults (the back office's choice, whether a provider is there or not). */
  async storedSettings(): Promise<PaymentSettings> {
    return (await this.#d.repositories(this.#d.db).payments.settings()) ?? defaultPaymentSettings;
  }

  /** The settings in force: what is collected is `none` without a provider. */
  async settings(): Promise<PaymentSettings> {
    const stored = await this.storedSettings();
    return this.#d.provider ? stored : { ...stored, collectAtBooking: 'none' };
  }

  async publicConfig(): Promise<PublicPaymentConfig> {
    const { collectAtBooking } = await this.settings();
    return { collectAtBooking, cardPaymentsAvailable: this.#d.provider !== null };
  }

  async saveSettings(settings: PaymentSettings): Promise<void> {
    await this.#d.repositories(this.#d.db).payments.saveSettings(settings);
  }

  async forBooking(
    request: { paymentMethod?: PaymentMethod; poNumber?: string; organisation?: OrganisationCredentials },
    window: RentalWindow,
    purpose: 'booking' | 'price' = 'booking',
  ): Promise<BookingMoney> {
    const settings = await this.settings();
    const collect = settings.collectAtBooking;
    const organisation = request.organisation
      ? await this.#d.organisations.authenticate(request.organisation)
      : null;
    const method: PaymentMethod = request.paymentMethod ?? (collect === 'none' ? 'at_pickup' : 'card');
    if (method === 'card' && collect === 'none') {
      throw validationError({
        paymentMethod: 'Card payment online is not offered: you pay at the counter when you pick up.',
      });
    }
    if (method === 'at_pickup' && collect !== 'none') {
      throw validationError({
        paymentMethod:
          collect === 'deposit'
            ? 'A card is needed to hold the security deposit when booking online (approved organizations may pay by invoice).'
            : 'Bookings online are paid by card when booking (approved organizations may pay by invoice).',
      });
    }
    if (method === 'invoice') {
      if (!organisation) {
        throw validationError({
          paymentMethod:
            'Pay by invoice is for organization accounts approved for invoice terms. Pay by card, or book with your organization’s account.',
        });
      }
      if (organisation.terms.status !== 'approved') {
        throw validationError({
          paymentMethod: `${organisation.name} is not approved for invoice terms${organisation.terms.status === 'requested' ? ' yet: our accounts team is reviewing the request' : ''}. Pay by card for now.`,
        });
      }
      // The live price is asked before the PO number is typed: only the booking needs it.
      if (purpose === 'booking' && organisation.terms.poRequired && !request.poNumber) {
        throw validationError({
          poNumber: `${organisation.name} pays by purchase order: enter the PO number.`,
        });
      }
    }
    return {
      organisationId: organisation?.id ?? null,
      paymentMethod: method,
      collect,
      poNumber: request.poNumber ?? null,
      taxExemption: organisation ? await this.#exemption(organisation.id, window) : null,
      pendingPaymentMinutes: settings.pendingPaymentMinutes,
    };
  }

  /** A quote asked for an organisation account (quotes/quote.service.ts): who it is, and its exemption there. */
  async forQuote(credentials: OrganisationCredentials, location: Location, pickupDate: string) {
    const organisation = await this.#d.organisations.authenticate(credentials);
    return {
      id: organisation.id,
      code: organisation.code,
      name: organisation.name,
      taxExemption: await this.#exemption(organisation.id, { location, pickupDate }),
    };
  }

  async exemptionFor(reservation: StoredReservation, window: RentalWindow): Promise<TaxExemption | null> {
    return reservation.organisationId ? this.#exemption(reservation.organisationId, window) : null;
  }

  /** A verified certificate of the location's state, valid on the pickup day. */
  async #exemption(
    organisationId: string,
    { location, pickupDate }: { location: Location; pickupDate: string },
  ): Promise<TaxExemption | null> {
    const certificate = await this.#d
      .repositories(this.#d.db)
      .organisations.validCertificate(organisationId, location.address.region, pickupDate);
    return certificate ? { state: certificate.state, certificateNumber: certificate.number } : null;
  }

  async confirmed(
    trx: Executor,
    reservation: StoredReservation,
    location: Location,
    options: { isNew?: boolean; split?: boolean } = {},
  ): Promise<MoneyEffects> {
    // A booking made in this transaction has no payment and no invoice to read.
    const known = options.isNew ? { payments: [], invoices: [] } : undefined;
    const now = this.#d.now();
    const repos = this.#repos(trx);
    const effects = await invoiceEffects(
      repos,
      reservation,
      location,
      'booking',
      now,
      this.#d.documents,
      known,
    );
    // A new booking is split only when its request named payers; one paid for later may have been.
    if (this.#d.payerLinks && (!options.isNew || options.split)) {
      await this.#d.payerLinks.sendOnConfirmation(repos, reservation, location.name, now);
    }
    return effects;
  }

  /**
   * A changed booking's money: its invoice issued again, and card money
   * received beyond what it now costs refunded at once, except what
   * cancelling it would cost (its floor, SPEC Part B §14), kept until the
   * return or a cancellation settles it.
   */
  async changed(trx: Executor, reservation: StoredReservation, location: Location): Promise<MoneyEffects> {
    const repos = this.#repos(trx);
    const keep = Math.max(reservation.pricing.totalCents, reservation.cancellationFeeFloorCents);
    const reason = `Changed ${reservation.code}: what the booking no longer costs`;
    await refundExcess(repos, reservation, keep, reason, this.#d.now());
    await bankExcess(repos, this.#d.staffEmail, reservation, location, keep, this.#d.now());
    if (reservation.status !== 'confirmed' || !(await repos.invoices.current(reservation.id))) {
      const { snapshot } = await moneyOf(repos, reservation);
      const organisation = await organisationOf(repos, reservation);
      return { money: { ...snapshot, organisation: organisation?.name ?? null }, documents: [] };
    }
    return invoiceEffects(repos, reservation, location, 'booking', this.#d.now(), this.#d.documents);
  }

  async cancelled(trx: Executor, reservation: StoredReservation, location: Location): Promise<MoneyEffects> {
    const repos = this.#repos(trx);
    const now = this.#d.now();
    const fee = reservation.cancellationFeeCents ?? 0;
    await dropUnsentCharges(repos, reservation, now);
    await settlePayments(repos, reservation, fee, `Cancelled ${reservation.code}: cancellation policy`, now);
    await bankExcess(repos, this.#d.staffEmail, reservation, location, fee, now);
    const current = await repos.invoices.current(reservation.id);
    if (fee > 0) return invoiceEffects(repos, reservation, location, 'cancellation', now, this.#d.documents);
    if (current) {
      await repos.invoices.void(current.id, now, `Reservation ${reservation.code} cancelled`);
      await bookInvoiceVoided(repos, current, now);
    }
    const { snapshot } = await moneyOf(repos, reservation);
    const organisation = await organisationOf(repos, reservation);
    return { money: { ...snapshot, organisation: organisation?.name ?? null }, documents: [] };
  }

  /**
   * Opens the provider's payment page for a booking waiting for its payment
   * (paymentPage). A provider that does not answer leaves the booking waiting
   * with no page; the renter asks again (POST /api/reservations/:code/payment).
   */
  async startCheckout(reservation: StoredReservation): Promise<void> {
    if (reservation.status !== 'pending_payment' || !this.#d.provider) return;
    try {
      await this.paymentPage(reservation);
    } catch (error) {
      this.#d.log.warn({ err: error, reservation: reservation.code }, 'payment page not opened');
    }
  }

  /**
   * Pages of a cancelled reservation still open at the provider are closed.
   * One paid in the meantime is refunded by the sync (the reservation holds no
   * vehicles); a provider that does not answer is logged, and a page it still
   * lets someone pay is refunded the same way when its webhook comes.
   */
  async closeCheckouts(reservation: StoredReservation): Promise<void> {
    const payments = await this.#d.repositories(this.#d.db).payments.forReservation(reservation.id);
    await this.#closePages(reservation, payments.filter(isOpenPage));
  }

  async #closePages(r: StoredReservation, pages: readonly StoredPayment[]): Promise<void> {
    const provider = this.#d.provider;
    if (!provider) return;
    for (const p of pages) {
      try {
        const checkout = await provider.expireCheckout(p.checkoutSessionId as string);
        if (checkout.status === 'expired') {
          await this.#d.repositories(this.#d.db).payments.markExpired(p.id, this.#d.now());
        }
      } catch (error) {
        this.#d.log.warn({ err: error, reservation: r.code }, 'payment page not closed');
      }
    }
  }

  /**
   * The renter's payment page for what is due now: the payment a booking
   * waits for, or the balance of a confirmed one. One page per amount due:
   * under the reservation's lock a request finds the payment already made for
   * it (its page open, or still being opened by a request just before) or
   * writes one; the page is made with the payment's id as the provider's
   * idempotency key and from the payment's own figures, so two requests get
   * the same page. A page for an amount no longer due is closed.
   */
  async paymentPage(r: StoredReservation, payer: StoredPayer | null = null): Promise<string> {
    if (!this.#d.provider) {
      throw new ApiError(409, 'payments_unavailable', 'Card payments are not offered online.');
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const { payment, superseded } = await this.#duePayment(r, payer?.id ?? null);
      await this.#closePages(r, superseded);
      const url = await this.#pageOf(r, payment, payer);
      if (url) return url;
    }
    throw new ApiError(503, 'payment_page_unavailable', 'The payment page could not be opened. Try again.');
  }

  /** Under the reservation's lock: the payment for the amount due now, made once. */
  async #duePayment(
    r: StoredReservation,
    payerId: string | null,
  ): Promise<{ payment: StoredPayment; superseded: StoredPayment[] }> {
    return this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#repos(trx);
      await repos.reservations.lock(r.id);
      const now = this.#d.now();
      const fresh = (await repos.reservations.findById(r.id)) ?? r;
      const due = await dueNow(repos, fresh, payerId);
      const payments = await repos.payments.forReservation(r.id);
      const { same, superseded } = openFor(payments, due);
      if (same) return { payment: same, superseded };
      const payment = newPayment({
        id: randomUUID(),
        reservationId: r.id,
        kind: due.kind,
        amountCents: due.amountCents,
        createdAt: now,
        createdBy: null,
        payerId,
      });
      await repos.payments.insert(payment);
      return { payment, superseded };
    });
  }

  /**
   * The page of a payment: opened (idempotently) when it has none yet, else
   * the provider's page while it is open; null when it can no longer be
   * paid (expired: marked so, and the caller makes another).
   */
  async #pageOf(
    r: StoredReservation,
    payment: StoredPayment,
    payer: StoredPayer | null,
  ): Promise<string | null> {
    const provider = this.#d.provider as PaymentProvider;
    const repos = this.#d.repositories(this.#d.db);
    if (payment.checkoutSessionId) {
      const checkout = await provider.retrieveCheckout(payment.checkoutSessionId);
      if (checkout.status === 'open' && checkout.url) return checkout.url;
      if (checkout.status === 'expired') {
        await repos.payments.markExpired(payment.id, this.#d.now());
        return null;
      }
      throw new ApiError(
        409,
        'payment_in_progress',
        'This has just been paid: the payment shows on your booking in a moment.',
      );
    }
    const back = (outcome: string) =>
      payer
        ? `${this.#d.publicUrl}/pay?payment=${outcome}`
        : `${this.#d.publicUrl}/success?code=${encodeURIComponent(r.code)}&payment=${outcome}`;
    const kind = payment.kind;
    const what = payer
      ? `Your share of reservation ${r.code}`
      : kind === 'deposit'
        ? `Security deposit (held, not charged) for reservation ${r.code}`
        : kind === 'full'
          ? `Reservation ${r.code}: ${r.vehicleName}`
          : `Balance of reservation ${r.code}`;
    // From the payment's own figures, never the clock now: a second request for this page sends the
    // provider the same request under the same key, and gets the same page.
    const holdMinutes = Math.max(0, ((r.payBy ?? payment.createdAt) - payment.createdAt) / 60_000);
    const checkout = await provider.createCheckout({
      paymentId: payment.id,
      reservationCode: r.code,
      amountCents: payment.amountCents,
      description: what,
      capture: kind === 'deposit' ? 'manual' : 'automatic',
      customerEmail: payer?.email ?? r.contact.email,
      successUrl: back('done'),
      cancelUrl: back('cancelled'),
      expiresAt: payment.createdAt + checkoutLifetimeMs(kind === 'balance' ? 24 * 60 : holdMinutes),
    });
    await repos.payments.setSession(payment.id, checkout.id, this.#d.now());
    if (!(await this.#stillDue(r, payment))) {
      // The amount due changed while the page was being made, and a request that came meanwhile
      // did not see it to close it: closed here, the caller opens the page of what is due now.
      await this.#closePages(r, [{ ...payment, checkoutSessionId: checkout.id }]);
      return null;
    }
    return checkout.status === 'open' ? checkout.url : null;
  }

  /** Under the reservation's lock: the payment is still the newest open one for the amount due now. */
  async #stillDue(r: StoredReservation, payment: StoredPayment): Promise<boolean> {
    return this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#repos(trx);
      await repos.reservations.lock(r.id);
      const fresh = (await repos.reservations.findById(r.id)) ?? r;
      const due = await dueNow(repos, fresh, payment.payerId).catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      });
      if (!due) return false;
      const payments = await repos.payments.forReservation(r.id);
      return openFor(payments, due).same?.id === payment.id;
    });
  }

  /** The hosted page of the booking's payment while it is still open. */
  async #openPage(r: StoredReservation): Promise<string | null> {
    const provider = this.#d.provider;
    if (!provider) return null;
    const payments = await this.#d.repositories(this.#d.db).payments.forReservation(r.id);
    const last = payments.filter((p) => p.kind !== 'balance' && p.checkoutSessionId).at(-1);
    if (!last?.checkoutSessionId || !['pending', 'failed', 'requires_action'].includes(last.status))
      return null;
    const checkout = await provider.retrieveCheckout(last.checkoutSessionId);
    return checkout.status === 'open' ? checkout.url : null;
  }

  async view(reservation: StoredReservation): Promise<ReservationPayment> {
    const repos = this.#d.repositories(this.#d.db);
    let url: string | null = null;
    if (reservation.status === 'pending_payment') {
      url = await this.#openPage(reservation).catch(() => null);
    }
    return paymentView(repos, reservation, url, reservation.collectAtBooking);
  }

  #repos(trx: Executor): Repositories {
    return this.#d.repositories(trx);
  }
}
