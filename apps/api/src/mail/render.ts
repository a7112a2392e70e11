import { isLocale, type Locale } from '@convoy/domain/content/locale';
import { oneLine } from '@convoy/domain/contracts/plain-text';
import { inLanguage } from '../i18n/language.ts';
import type { OutboxPayload } from '../outbox/outbox-message.ts';
import {
  keyChangedSubject,
  keyIssuedSubject,
  organisationKeyChanged,
  organisationKeyIssued,
} from './access-key-emails.ts';
import { citationNotice, citationNoticeSubject } from './citation-emails.ts';
import { agreementSubject, rentalAgreement, rentalReturned, returnedSubject } from './counter-emails.ts';
import { leadAcknowledgement, leadSubject, quoteAcknowledgement, quoteSubject } from './enquiry-emails.ts';
import {
  insuranceReminder,
  insuranceReminderSubject,
  insuranceReviewed,
  insuranceReviewedSubject,
} from './insurance-emails.ts';
import {
  certificateReminder,
  certificateReminderSubject,
  certificateReviewed,
  certificateReviewedSubject,
  expiredSubject,
  invoiceIssued,
  invoiceSubject,
  organisationTerms,
  organisationWelcome,
  paymentReceipt,
  pickupReminder,
  receiptSubject,
  reminderSubject,
  reservationExpired,
  termsSubject,
  welcomeSubject,
} from './money-emails.ts';
import { pickupDayReminder, pickupDaySubject } from './pickup-emails.ts';
import {
  preArrivalAcknowledgement,
  preArrivalAcknowledgementSubject,
  preArrivalLink,
  preArrivalLinkSubject,
} from './pre-arrival-emails.ts';
import { bookingRecovery, recoverySubject } from './recovery-emails.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import {
  cancellationSubject,
  changeSubject,
  confirmationSubject,
  reservationCancellation,
  reservationChange,
  reservationConfirmation,
} from './reservation-emails.ts';
import { reviewRequest, reviewRequestSubject } from './review-emails.ts';
import {
  splitPaymentLink,
  splitPaymentLinkSubject,
  splitPaymentReceipt,
  splitPaymentReceiptSubject,
  splitTakenOver,
  splitTakenOverSubject,
} from './split-payment-emails.ts';
import { staffInvitation, staffInvitationSubject, staffNotification, staffSubject } from './staff-emails.ts';

/**
 * The subject alone: stored with the outbox row when it is written, for the
 * back office list. On one line, like every text of the message (document.ts).
 */
export function subjectOf(payload: OutboxPayload): string {
  return inLanguage(languageOf(payload), () => oneLine(subjectFor(payload)));
}

/**
 * The language a message is written in (decision 048): the renter's, stored on the booking it is
 * about (its snapshot's `reservation`, or the booking's `locale` a payload without one carries: a
 * split's member e-mails, a driver's link and signed document, the review request, a citation, a
 * booking's certificate of insurance); English for a message about no booking (an organisation's),
 * or queued before bookings had a language.
 */
export function languageOf(payload: OutboxPayload): Locale {
  const about = payload as { reservation?: { locale?: unknown }; locale?: unknown };
  const locale = about.reservation?.locale ?? about.locale;
  return isLocale(locale) ? locale : 'en';
}

function subjectFor(payload: OutboxPayload): string {
  switch (payload.kind) {
    case 'reservation_confirmation':
      return confirmationSubject(payload);
    case 'reservation_cancellation':
      return cancellationSubject(payload);
    case 'reservation_change':
      return changeSubject(payload);
    case 'quote_acknowledgement':
      return quoteSubject(payload.quote);
    case 'lead_acknowledgement':
      return leadSubject(payload.lead);
    case 'staff_notification':
      return staffSubject(payload.event);
    case 'reservation_expired':
      return expiredSubject(payload);
    case 'pickup_reminder':
      return reminderSubject(payload);
    case 'pickup_day_reminder':
      return pickupDaySubject(payload);
    case 'payment_receipt':
      return receiptSubject(payload);
    case 'invoice_issued':
      return invoiceSubject(payload);
    case 'rental_agreement':
      return agreementSubject(payload);
    case 'rental_returned':
      return returnedSubject(payload);
    case 'organisation_welcome':
      return welcomeSubject(payload.organisation);
    case 'organisation_key_issued':
      return keyIssuedSubject(payload.organisation);
    case 'organisation_key_changed':
      return keyChangedSubject(payload.organisation);
    case 'organisation_terms':
      return termsSubject(payload.organisation);
    case 'certificate_reviewed':
      return certificateReviewedSubject(payload.organisation, payload.certificate);
    case 'certificate_reminder':
      return certificateReminderSubject(payload.organisation, payload.certificate);
    case 'insurance_reviewed':
      return insuranceReviewedSubject(payload.holder, payload.certificate);
    case 'insurance_reminder':
      return insuranceReminderSubject(payload.holder, payload.certificate);
    case 'staff_invitation':
      return staffInvitationSubject(payload.role);
    case 'pre_arrival_link':
      return preArrivalLinkSubject(payload);
    case 'pre_arrival_acknowledgement':
    case 'remote_agreement_signed':
      return preArrivalAcknowledgementSubject(payload);
    case 'citation_notice':
      return citationNoticeSubject(payload);
    case 'split_payment_link':
    case 'split_payment_reminder':
      return splitPaymentLinkSubject(payload);
    case 'split_payment_receipt':
      return splitPaymentReceiptSubject(payload);
    case 'split_taken_over':
      return splitTakenOverSubject(payload);
    case 'booking_recovery':
      return recoverySubject(payload);
    case 'review_request':
      return reviewRequestSubject(payload);
  }
}

/** The whole message, rendered when the worker sends it. */
export function renderEmail(payload: OutboxPayload, ctx: MailContext): RenderedEmail {
  return inLanguage(languageOf(payload), () => {
    const email = renderFor(payload, ctx);
    return { ...email, subject: oneLine(email.subject) };
  });
}

function renderFor(payload: OutboxPayload, ctx: MailContext): RenderedEmail {
  switch (payload.kind) {
    case 'reservation_confirmation':
      return reservationConfirmation(payload, ctx);
    case 'reservation_cancellation':
      return reservationCancellation(payload, ctx);
    case 'reservation_change':
      return reservationChange(payload, ctx);
    case 'quote_acknowledgement':
      return quoteAcknowledgement(payload.quote);
    case 'lead_acknowledgement':
      return leadAcknowledgement(payload.lead);
    case 'staff_notification':
      return staffNotification(payload.event, ctx);
    case 'reservation_expired':
      return reservationExpired(payload, ctx);
    case 'pickup_reminder':
      return pickupReminder(payload, ctx);
    case 'pickup_day_reminder':
      return pickupDayReminder(payload, ctx);
    case 'payment_receipt':
      return paymentReceipt(payload, ctx);
    case 'invoice_issued':
      return invoiceIssued(payload, ctx);
    case 'rental_agreement':
      return rentalAgreement(payload, ctx);
    case 'rental_returned':
      return rentalReturned(payload, ctx);
    case 'organisation_welcome':
      return organisationWelcome(payload.organisation, ctx.open(payload.accessKey), ctx);
    case 'organisation_key_issued':
      return organisationKeyIssued(
        payload.organisation,
        ctx.open(payload.accessKey),
        payload.keyExpiresAt,
        ctx,
      );
    case 'organisation_key_changed':
      return organisationKeyChanged(payload.organisation, payload.changedAt, ctx);
    case 'organisation_terms':
      return organisationTerms(payload.organisation, ctx);
    case 'certificate_reviewed':
      return certificateReviewed(payload.organisation, payload.certificate, ctx);
    case 'certificate_reminder':
      return certificateReminder(payload.organisation, payload.certificate, ctx);
    case 'insurance_reviewed':
      return insuranceReviewed(payload.holder, payload.certificate, ctx);
    case 'insurance_reminder':
      return insuranceReminder(payload.holder, payload.certificate, ctx);
    case 'staff_invitation':
      return staffInvitation(payload, ctx);
    case 'pre_arrival_link':
      return preArrivalLink(payload, ctx);
    case 'pre_arrival_acknowledgement':
    case 'remote_agreement_signed':
      return preArrivalAcknowledgement(payload);
    case 'citation_notice':
      return citationNotice(payload);
    case 'split_payment_link':
    case 'split_payment_reminder':
      return splitPaymentLink(payload, ctx);
    case 'split_payment_receipt':
      return splitPaymentReceipt(payload);
    case 'split_taken_over':
      return splitTakenOver(payload, ctx);
    case 'booking_recovery':
      return bookingRecovery(payload, ctx);
    case 'review_request':
      return reviewRequest(payload, ctx);
  }
}
