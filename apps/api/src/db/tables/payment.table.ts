import type { CollectMode, PaymentKind, PaymentStatus } from '@convoy/domain/contracts/payment.schema';

/**
 * Row shape of `payments` (migration 0018): one card payment (a Checkout
 * session and its PaymentIntent) or one bank transfer recorded by staff.
 * Amounts are what the provider reported last: authorised (held), captured
 * (received) and refunded.
 */
export interface PaymentTable {
  id: string;
  reservation_id: string;
  kind: PaymentKind;
  status: PaymentStatus;
  amount_cents: number;
  authorised_cents: number;
  captured_cents: number;
  refunded_cents: number;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  customer_id: string | null;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  /** A bank transfer's reference. */
  reference: string | null;
  received_on: string | null;
  failure_message: string | null;
  created_at: number;
  updated_at: number;
  /** The staff member who recorded or charged it; null for the renter's own. */
  created_by: string | null;
  /** The card holder's dispute of it, as the provider last reported it (migration 0027); null without one. */
  dispute_id: string | null;
  dispute_status: string | null;
  dispute_amount_cents: number | null;
  dispute_reason: string | null;
  dispute_updated_at: number | null;
  /** The member of a split booking the payment came from (migration 0064); null for the organiser's own. */
  payer_id?: string | null;
}

/**
 * Row shape of `payment_operations` (migration 0018): a call to the provider
 * still to make or made (a refund, a capture, a release), written in the
 * transaction that decided it and carried out by the payments worker with the
 * row's id as the provider's idempotency key, so it happens exactly once.
 */
export interface PaymentOperationTable {
  id: string;
  payment_id: string;
  kind: 'capture' | 'release' | 'refund';
  amount_cents: number;
  reason: string;
  status: 'pending' | 'done' | 'failed';
  attempts: number;
  next_attempt_at: number;
  /** The provider's id of what it did (a refund's re_…). */
  provider_ref: string | null;
  last_error: string | null;
  created_at: number;
  done_at: number | null;
  created_by: string | null;
}

/** Row shape of `payment_events` (migration 0018): each provider event handled, once. */
export interface PaymentEventTable {
  event_id: string;
  type: string;
  object_id: string | null;
  received_at: number;
}

/** Row shape of `payment_settings` (migration 0018): one row, id 'company'; none means the defaults. */
export interface PaymentSettingsTable {
  id: string;
  collect_at_booking: CollectMode;
  pending_payment_minutes: number;
  reminder_days_before: number;
}

/**
 * Row shape of `reservation_payers` (migration 0064, decision 045): a member who pays a share of a
 * split booking, the organiser at `position` 0 (no name or e-mail: the booking's contact). The link's
 * token is kept as its SHA-256 hash only; `removed_at` marks a member of a split since replaced.
 */
export interface ReservationPayerTable {
  id: string;
  reservation_id: string;
  position: number;
  name: string | null;
  email: string | null;
  amount_cents: number;
  link_token_hash: string | null;
  link_sent_at: number | null;
  reminded_at: number | null;
  taken_over_at: number | null;
  created_at: number;
  removed_at: number | null;
}
