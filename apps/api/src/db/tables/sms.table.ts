/**
 * Row shapes of the text messages' tables (migration 0034, decision 022).
 * Instants are epoch milliseconds.
 */
export const smsOptInStatuses = ['opted_in', 'stopped'] as const;
export type SmsOptInStatus = (typeof smsOptInStatuses)[number];

/** Who said yes: the renter at booking, a driver on the driver page, or a START reply. */
export type SmsOptInSource = 'booking' | 'driver' | 'reply';

export interface SmsOptInTable {
  /** Keyed hash of the number in E.164 (sms/phone-number.ts); the number is not stored. */
  number_hash: string;
  status: SmsOptInStatus;
  source: SmsOptInSource;
  /** The consent text's version agreed to (migration 0038); null before it, kept by a START reply. */
  consent_version: string | null;
  updated_at: number;
}

/** pending → sending → sent, or → retrying … → failed; `stopped`: the number said STOP before it went. */
export type SmsStatus = 'pending' | 'sending' | 'sent' | 'retrying' | 'failed' | 'stopped';

export interface SmsMessageTable {
  id: string;
  kind: string;
  /** The number, sealed (outbox/outbox-secret.ts's cipher); `erased` once sent or stopped. */
  to_sealed: string;
  number_hash: string;
  /** "+1 ••• ••• ••41": what the back office shows (migration 0038); null before it. */
  to_masked: string | null;
  /** The text itself: short, no more personal data than it needs; `{link}` where a personal link goes. */
  body: string;
  /** A driver's personal pre-arrival link, sealed (migration 0040); null once sent, stopped or failed, or when none. */
  link_sealed: string | null;
  reference: string | null;
  status: SmsStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  locked_until: number | null;
  locked_by: string | null;
  /** The provider's message id (Twilio's `SM…`). */
  provider_id: string | null;
  sent_at: number | null;
  created_at: number;
}

/** A reminder sent for a reservation, once per kind (its primary key is the guard). */
export interface ReservationReminderTable {
  reservation_id: string;
  kind: string;
  sent_at: number;
}
