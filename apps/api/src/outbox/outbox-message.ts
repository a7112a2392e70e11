import type { Locale } from '@convoy/domain/content/locale';
import type { Location } from '@convoy/domain/content/locations';
import type { StaffRole } from '@convoy/domain/contracts/admin-auth.schema';
import type { OrganisationKind, TermsStatus } from '@convoy/domain/contracts/organisation.schema';
import type { PaymentMethod } from '@convoy/domain/contracts/payment.schema';
import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation, ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import type { ChangeSummary } from '@convoy/domain/contracts/reservation-change.schema';
import type { PricingBreakdown } from '@convoy/domain/rules/pricing';
import type { LeadFields } from '../db/tables/lead.table.ts';
import type { InvoiceDocument } from '../mail/invoice-document.ts';
import type { SealedSecret } from './outbox-secret.ts';

/**
 * What an outbox message is about: a snapshot of the data taken in the
 * transaction that wrote it, so the e-mail says what was true when the renter
 * booked, and the worker needs no further reads. Rendered to text, HTML and
 * attachments only when sent (mail/render.ts).
 */
export interface ReservationSnapshot {
  reservation: Reservation;
  /** As booked; a message queued before the true total (migration 0013) has the SPEC §9 fields only. */
  pricing: PricingBreakdown | PricedTrip;
  location: Location;
  /**
   * A one-way rental's return location (decision 028); absent: back at
   * `location` (or a message queued before e-mails named it).
   */
  returnLocation?: Location;
  /** How it is paid and what is still due (absent in messages queued before payments). */
  money?: MoneySnapshot;
  /** Invoices and receipts to attach as PDF, drawn when the e-mail is sent. */
  documents?: InvoiceDocument[];
  /**
   * The cancellation policy that applied to it, in words (rules/cancellation-words.ts), as the
   * confirm step showed it (absent in messages queued before the e-mails stated it).
   */
  cancellation?: CancellationWordsSnapshot;
  /**
   * The delivery and collection addresses with the driver's instructions
   * (decision 030), sealed as the reservation stores them: opened only by the
   * worker that sends the e-mail, erased once it is sent (absent: none).
   */
  roadTrips?: { delivery: SealedSecret | null; collection: SealedSecret | null };
}

/** A reservation's cancellation tiers and no-show fee in words, and whether they are its one-way route's own. */
export type CancellationWordsSnapshot = Pick<
  NonNullable<ReservationResponse['cancellation']>,
  'policy' | 'noShow' | 'oneWayTerms'
>;

/** A reservation's money when the e-mail was written. */
export interface MoneySnapshot {
  method: PaymentMethod;
  organisation: string | null;
  poNumber: string | null;
  /** Received, net of refunds. */
  paidCents: number;
  /** Held on the card (a deposit). */
  heldCents: number;
  /** What is still to pay, and by when (an invoice's due date or the pickup day). */
  balanceCents: number;
  dueOn: string | null;
  /** The current invoice's number, when there is one. */
  invoiceNumber: string | null;
}

/** An organisation as an e-mail names it (never its access key hash). */
export interface OrganisationSnapshot {
  code: string;
  name: string;
  kind: OrganisationKind;
  billingContact: { name: string; email: string };
  terms: {
    status: TermsStatus;
    requestedNetDays: number | null;
    netDays: number | null;
    poRequired: boolean;
    /** Absent from e-mails queued before migration 0031. */
    paysByPurchaseOrder?: boolean;
  };
}

export interface CertificateSnapshot {
  state: string;
  number: string;
  expiresOn: string;
}

/** Whose certificate of insurance: a booking's renter, or an organisation for all its bookings. */
export interface InsuranceHolder {
  name: string;
  reservationCode: string | null;
  organisationCode: string | null;
}

/** A certificate of insurance in an e-mail: never its policy number. */
export interface InsuranceSnapshot {
  insurer: string;
  validFrom: string;
  validTo: string;
}

export interface QuoteSnapshot {
  quoteId: string;
  quoteCode: string;
  organisation: string | null;
  /** The organisation account it was asked for, when it was (absent in messages queued before accounts). */
  organisationCode?: string;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  passengers: number;
  location: Location;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  vehicleType: string;
  vehicleName: string | null;
  rentalPurpose: string | null;
  notes: string | null;
  /** The true total for the named vehicle (quote.schema.ts); absent in messages queued before it. */
  estimate?: PricedTrip | null;
}

export interface LeadSnapshot extends LeadFields {
  submissionId: string;
  /** Plain-words lines of the kind's own fields, e.g. "Vehicles: 15 Passenger Van". */
  details: string[];
}

/** A change of a booked reservation: the reservation as changed, and what changed. */
export interface ChangeSnapshot extends ReservationSnapshot {
  change: ChangeSummary;
}

export type StaffEvent =
  | ({ type: 'reservation_confirmed' | 'reservation_cancelled' } & ReservationSnapshot)
  | ({ type: 'reservation_changed' } & ChangeSnapshot)
  | { type: 'quote_requested'; quote: QuoteSnapshot }
  | { type: 'lead_received'; lead: LeadSnapshot }
  | { type: 'organisation_opened' | 'terms_requested'; organisation: OrganisationSnapshot }
  | { type: 'certificate_uploaded'; organisation: OrganisationSnapshot; certificate: CertificateSnapshot }
  | { type: 'insurance_uploaded'; holder: InsuranceHolder; certificate: InsuranceSnapshot }
  | ({ type: 'payment_problem'; problem: string } & ReservationSnapshot)
  /** Units whose next service is due (by date or odometer), once per due. */
  | { type: 'service_due'; units: ServiceDueSnapshot[] };

/** A unit whose service is due, as the reminder lists it. */
export interface ServiceDueSnapshot {
  fleetNumber: string;
  className: string;
  locationName: string;
  odometerMiles: number;
  serviceDueOn: string | null;
  serviceDueMiles: number | null;
  state: 'overdue' | 'soon';
}

/** A pre-arrival step a named driver has not done yet. */
export type PreArrivalItem =
  | 'identity'
  | 'licence'
  | 'licence_photos'
  | 'safety_acknowledgement'
  | 'acknowledgement_signature';

/** A named driver with the pre-arrival steps still to do, as the pickup reminder lists them. */
export interface DriverStillMissing {
  name: string;
  /** The vehicle the driver drives, as the reminder names it ("15 Passenger Van 2"). */
  vehicle: string;
  missing: PreArrivalItem[];
  /** Their link went to them again with this reminder (they have an e-mail); absent in older messages. */
  linkSent?: boolean;
}

/** What a rental's return added, per line, and what the card's deposit did. */
export interface ReturnedSnapshot {
  lines: { label: string; amountCents: number }[];
  totalCents: number;
  /** Captured from the deposit held on the card, and released of it. */
  depositCapturedCents: number;
  depositReleasedCents: number;
}

/** A named driver's personal pre-arrival link (decision 024), to that driver alone. */
export interface PreArrivalLinkPayload {
  kind: 'pre_arrival_link';
  /** The booking's language, the e-mail's (decision 048; absent in messages queued before it: English). */
  locale?: Locale;
  code: string;
  driverName: string;
  renterName: string;
  vehicleName: string;
  locationName: string;
  /** The pickup in words, in the location's time and the booking's language. */
  pickup: string;
  link: SealedSecret;
}

/**
 * A document signed remotely before pickup, to its signer alone: a driver's
 * acknowledgement, or the renter's rental agreement. Its stored PDF
 * (`signatureId`) is attached when sent.
 */
export interface PreArrivalAcknowledgementPayload {
  kind: 'pre_arrival_acknowledgement' | 'remote_agreement_signed';
  /** The booking's language, the e-mail's (decision 048; absent in messages queued before it: English). */
  locale?: Locale;
  code: string;
  /** The signer: the driver, or the renter. */
  driverName: string;
  signatureId: string;
}

/** A toll or citation charged to a booking (decision 037), to the renter. `at` epoch ms. */
export interface CitationNoticePayload {
  kind: 'citation_notice';
  /** The booking's language, the e-mail's (decision 048; absent in messages queued before it: English). */
  locale?: Locale;
  code: string;
  renterName: string;
  kindLabel: string;
  agency: string;
  reference: string;
  at: number;
  timezone: string;
  place: string;
  amountCents: number;
  adminFeeCents: number;
  /** The supplementary invoice that bills it; null while it waits for the final invoice. */
  invoiceNumber: string | null;
}

/**
 * A member's share of a split booking (decision 045), to that member alone: their personal payment
 * link, or a reminder carrying a new one (the link before stops working).
 */
export interface SplitPaymentLinkPayload {
  kind: 'split_payment_link' | 'split_payment_reminder';
  /** The booking's language, the e-mail's (decision 048; absent in messages queued before it: English). */
  locale?: Locale;
  code: string;
  payerName: string;
  organiserName: string;
  vehicleName: string;
  locationName: string;
  /** The pickup date in words, in the booking's language. */
  pickup: string;
  shareCents: number;
  /** What is still asked of them (the reminder's). */
  dueCents: number;
  /** The date their share falls to the organiser if unpaid (YYYY-MM-DD), null when unknown. */
  dueOn: string | null;
  link: SealedSecret;
}

/** A member's payment of their share received (decision 045): its receipt attached, to them alone. */
export interface SplitPaymentReceiptPayload {
  kind: 'split_payment_receipt';
  /** The booking's language, the e-mail's (decision 048; absent in messages queued before it: English). */
  locale?: Locale;
  code: string;
  payerName: string;
  organiserName: string;
  amountCents: number;
  documents: InvoiceDocument[];
}

/** The balance due date came (decision 045): the members' unpaid shares now fall to the organiser. */
export interface SplitTakenOverPayload {
  kind: 'split_taken_over';
  /** The booking's language, the e-mail's (decision 048; absent in messages queued before it: English). */
  locale?: Locale;
  code: string;
  organiserName: string;
  members: { name: string; cents: number }[];
  /** What the organiser now owes in all. */
  dueCents: number;
}

/**
 * A booking the visitor priced and did not make (decision 046): one e-mail, to the address they gave
 * with the box ticked, with the way back to the same search and a way to unsubscribe for good.
 */
export interface BookingRecoveryPayload {
  kind: 'booking_recovery';
  /** The draft's language, the e-mail's (decision 048; absent in messages queued before it: English). */
  locale?: Locale;
  locationName: string | null;
  /** The trip's dates in words, when the search had them. */
  pickup: string | null;
  return: string | null;
  /** The availability step with the search (no personal data). */
  resume: string;
  unsubscribe: SealedSecret;
}

/** After the final return (decision 047): how was the trip? The link to our review page, to the renter. */
export interface ReviewRequestPayload {
  kind: 'review_request';
  /** The booking's language, the e-mail's (decision 048; absent in messages queued before it: English). */
  locale?: Locale;
  code: string;
  firstName: string;
  vehicleName: string;
  locationName: string;
  link: SealedSecret;
}

export type OutboxPayload =
  | ReviewRequestPayload
  | BookingRecoveryPayload
  | SplitPaymentLinkPayload
  | SplitPaymentReceiptPayload
  | SplitTakenOverPayload
  | PreArrivalLinkPayload
  | CitationNoticePayload
  | PreArrivalAcknowledgementPayload
  | ({ kind: 'reservation_confirmation' } & ReservationSnapshot)
  | ({ kind: 'reservation_cancellation' } & ReservationSnapshot)
  | ({ kind: 'reservation_change' } & ChangeSnapshot)
  | { kind: 'quote_acknowledgement'; quote: QuoteSnapshot }
  | { kind: 'lead_acknowledgement'; lead: LeadSnapshot }
  | { kind: 'staff_notification'; event: StaffEvent }
  /** The card payment never came: the vehicles were released. */
  | ({ kind: 'reservation_expired' } & ReservationSnapshot)
  /**
   * Days before pickup: what to bring, drivers still to name and what each named driver has still to do
   * (absent in messages queued before it), the balance with its payment link.
   */
  | ({ kind: 'pickup_reminder'; drivers?: DriverStillMissing[] } & ReservationSnapshot)
  /** The day before pickup: when, where, the opening hours and what to bring. */
  | ({ kind: 'pickup_day_reminder' } & ReservationSnapshot)
  /** A payment or refund received after booking, its receipt attached. */
  | ({ kind: 'payment_receipt'; note: string } & ReservationSnapshot)
  /** An invoice sent again by staff, or a new one after a change or a cancellation fee. */
  | ({ kind: 'invoice_issued' } & ReservationSnapshot)
  /**
   * The rental agreement signed at check-out, or (`kind: 'addendum'`) the readings the renter acknowledged as an
   * addendum to the agreement signed before pickup, or (`kind: 'swap'`) the addendum of a vehicle swapped
   * mid-rental (decision 035); its stored PDF is attached when sent.
   */
  | ({ kind: 'rental_agreement'; agreement: AgreementMessage } & ReservationSnapshot)
  /** Every vehicle is back: what the return added, the final invoice attached, the deposit settled. */
  | ({ kind: 'rental_returned'; returned: ReturnedSnapshot } & ReservationSnapshot)
  /** The access key of a new organisation account, to its billing contact. */
  | { kind: 'organisation_welcome'; organisation: OrganisationSnapshot; accessKey: SealedSecret }
  /** Staff issued a new access key (the last one lost, expired or exposed), to the billing contact. */
  | {
      kind: 'organisation_key_issued';
      organisation: OrganisationSnapshot;
      accessKey: SealedSecret;
      keyExpiresAt: number;
    }
  /** The organisation changed its own key: the billing contact is told, without the key. */
  | { kind: 'organisation_key_changed'; organisation: OrganisationSnapshot; changedAt: number }
  /** Staff approved or declined invoice terms. */
  | { kind: 'organisation_terms'; organisation: OrganisationSnapshot }
  /** A certificate verified or refused by staff. */
  | {
      kind: 'certificate_reviewed';
      organisation: OrganisationSnapshot;
      certificate: CertificateSnapshot & { status: 'verified' | 'rejected'; rejectionReason: string | null };
    }
  /** 30 days before a verified certificate expires. */
  | { kind: 'certificate_reminder'; organisation: OrganisationSnapshot; certificate: CertificateSnapshot }
  /** A certificate of insurance verified or refused by staff, to the renter or the organisation. */
  | {
      kind: 'insurance_reviewed';
      /** A booking's certificate: the booking's language (decision 048); absent for an organisation's: English. */
      locale?: Locale;
      holder: InsuranceHolder;
      certificate: InsuranceSnapshot & { status: 'verified' | 'rejected'; rejectionReason: string | null };
    }
  /** 30 days before a verified certificate of insurance ends. */
  | {
      kind: 'insurance_reminder';
      /** A booking's certificate: the booking's language (decision 048); absent for an organisation's: English. */
      locale?: Locale;
      holder: InsuranceHolder;
      certificate: InsuranceSnapshot;
    }
  /** An owner invited someone to the back office with a role; the link carries the one-time token. */
  | { kind: 'staff_invitation'; role: StaffRole; invitedBy: string; link: SealedSecret; expiresAt: number };

export type OutboxKind = OutboxPayload['kind'];

/**
 * Field names that hold a credential, wherever they sit in a payload: a
 * token, a key, a password or secret, a link or URL (a link that signs someone
 * in carries one).
 */
type CredentialName =
  `${string}${'token' | 'Token' | 'key' | 'Key' | 'password' | 'Password' | 'secret' | 'Secret' | 'link' | 'Link' | 'url' | 'Url'}`;

/** Paths of the fields of `T` named like a credential but not sealed; never when there are none. */
export type ClearCredentials<T, Path extends string = ''> = T extends SealedSecret
  ? never
  : T extends readonly (infer Item)[]
    ? ClearCredentials<Item, Path>
    : T extends object
      ? {
          [K in keyof T & string]-?: K extends CredentialName
            ? NonNullable<T[K]> extends SealedSecret
              ? never
              : `${Path}${K}`
            : ClearCredentials<T[K], `${Path}${K}.`>;
        }[keyof T & string]
      : never;

/**
 * Decision 018: a payload kind that carries a credential in clear does not
 * compile; the error names the field. Seal it (OutboxSecrets.seal) and open it
 * in the template (MailContext.open).
 */
export const noClearCredentials: [ClearCredentials<OutboxPayload>] extends [never]
  ? true
  : ClearCredentials<OutboxPayload> = true;

export interface NewOutboxMessage {
  to: string;
  payload: OutboxPayload;
  /** The reservation code, quote code or submission id, for the back office. */
  reference: string | null;
}

/** What the renter signed or acknowledged at the counter, as its e-mail says it (decisions 015, 027, 035). */
export interface AgreementMessage {
  signerName: string;
  signedAt: number;
  kind?: 'addendum' | 'swap';
  /** A swap's addendum: the booked vehicle and leg it began (its stored PDF's key), the units in words. */
  swap?: { classId: string; seq: number; leg: number; vehicle: string; from: string; to: string };
}
