import type { Executor } from '../db/database.ts';
import type { InvoiceDocument } from '../mail/invoice-document.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { enqueueEmails } from './enqueue.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type {
  ChangeSnapshot,
  MoneySnapshot,
  OutboxPayload,
  ReservationSnapshot,
  StaffEvent,
} from './outbox-message.ts';

/**
 * What a service that writes an event and its e-mails in one transaction is
 * built with (services.ts): bookings, changes, cancellations, quotes, leads and accounts.
 */
export interface EventServiceDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  /** Where staff's notices go. */
  staffEmail: string;
  now: () => number;
  /** After a commit that wrote e-mails: wake the outbox worker. */
  afterCommit: () => void;
}

/** Who an event's two e-mails go to: the person who acted (or their billing contact), and staff. */
export interface EventRecipients {
  to: string;
  staff: string;
}

/**
 * The two e-mails of an event someone made (a booking, a quote request, a
 * lead, an account): theirs, then staff's notice of the same event, under one
 * reference. Call it in the transaction that writes the event (decision 005).
 */
export function enqueueWithStaffNotice(
  outbox: OutboxRepository,
  reference: string,
  recipients: EventRecipients,
  mail: { payload: OutboxPayload; event: StaffEvent },
  at: number,
): Promise<string[]> {
  return enqueueEmails(
    outbox,
    [
      { to: recipients.to, reference, payload: mail.payload },
      { to: recipients.staff, reference, payload: { kind: 'staff_notification', event: mail.event } },
    ],
    at,
  );
}

/** A booking confirmed (at once, or when its payment came), changed or cancelled, as the reservation stood. */
export type BookingEvent =
  | { kind: 'reservation_confirmation' | 'reservation_cancellation'; snapshot: ReservationSnapshot }
  | { kind: 'reservation_change'; snapshot: ChangeSnapshot };

/** The renter's e-mail of a booking event and staff's notice carry the same snapshot. */
function bookingMail(
  e: BookingEvent,
  documents: InvoiceDocument[],
): { payload: OutboxPayload; event: StaffEvent } {
  switch (e.kind) {
    case 'reservation_confirmation':
      return {
        payload: { kind: e.kind, ...e.snapshot, documents },
        event: { type: 'reservation_confirmed', ...e.snapshot },
      };
    case 'reservation_cancellation':
      return {
        payload: { kind: e.kind, ...e.snapshot, documents },
        event: { type: 'reservation_cancelled', ...e.snapshot },
      };
    case 'reservation_change':
      return {
        payload: { kind: e.kind, ...e.snapshot, documents },
        event: { type: 'reservation_changed', ...e.snapshot },
      };
  }
}

/** What the money port says of a booking event: the money its e-mails state, the PDFs the renter's carries. */
export interface BookingEventMoney {
  money: MoneySnapshot;
  documents: InvoiceDocument[];
}

/**
 * The renter's e-mail after a booking event, its invoices and receipts
 * attached, and staff's notice of it, which carries the money but not the
 * PDFs; both under the reservation's code.
 */
export function enqueueBookingEvent(
  outbox: OutboxRepository,
  event: BookingEvent,
  recipients: EventRecipients,
  { money, documents }: BookingEventMoney,
  at: number,
): Promise<string[]> {
  const withMoney = { ...event, snapshot: { ...event.snapshot, money } } as BookingEvent;
  const reference = event.snapshot.reservation.code;
  return enqueueWithStaffNotice(outbox, reference, recipients, bookingMail(withMoney, documents), at);
}
