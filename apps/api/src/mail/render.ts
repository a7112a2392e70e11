import type { OutboxPayload } from '../outbox/outbox-message.ts';
import { leadAcknowledgement, leadSubject, quoteAcknowledgement, quoteSubject } from './enquiry-emails.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import {
  cancellationSubject,
  changeSubject,
  confirmationSubject,
  reservationCancellation,
  reservationChange,
  reservationConfirmation,
} from './reservation-emails.ts';
import { staffNotification, staffSubject } from './staff-emails.ts';

/** The subject alone: stored with the outbox row when it is written, for the back office list. */
export function subjectOf(payload: OutboxPayload): string {
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
  }
}

/** The whole message, rendered when the worker sends it. */
export function renderEmail(payload: OutboxPayload, ctx: MailContext): RenderedEmail {
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
      return staffNotification(payload.event);
  }
}
