import type { Location } from '@convoy/domain/content/locations';
import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import type { ChangeSummary } from '@convoy/domain/contracts/reservation-change.schema';
import type { PricingBreakdown } from '@convoy/domain/rules/pricing';

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
}

export interface QuoteSnapshot {
  quoteId: string;
  quoteCode: string;
  organisation: string | null;
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

export interface LeadSnapshot {
  submissionId: string;
  kind: 'contact' | 'leasing' | 'fleet-sales';
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  subject: string | null;
  message: string | null;
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
  | { type: 'lead_received'; lead: LeadSnapshot };

export type OutboxPayload =
  | ({ kind: 'reservation_confirmation' } & ReservationSnapshot)
  | ({ kind: 'reservation_cancellation' } & ReservationSnapshot)
  | ({ kind: 'reservation_change' } & ChangeSnapshot)
  | { kind: 'quote_acknowledgement'; quote: QuoteSnapshot }
  | { kind: 'lead_acknowledgement'; lead: LeadSnapshot }
  | { kind: 'staff_notification'; event: StaffEvent };

export type OutboxKind = OutboxPayload['kind'];

export interface NewOutboxMessage {
  to: string;
  payload: OutboxPayload;
  /** The reservation code, quote code or submission id, for the back office. */
  reference: string | null;
}
