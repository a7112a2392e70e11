import type { WebhookDeliveryStatus, WebhookEventType } from '@convoy/domain/contracts/webhook.schema';

/**
 * Row shapes of the partners' webhooks (migration 0054, decision 038).
 * Instants are epoch milliseconds.
 */
export interface WebhookEndpointTable {
  id: string;
  url: string;
  /** JSON array of the event types it wants. */
  events: string;
  /** The `whsec_…` signing secret, sealed (decision 018). */
  secret: string;
  /** 1 or 0: a disabled endpoint is sent nothing new. */
  enabled: number;
  secret_set_at: number;
  created_at: number;
  created_by: string;
}

/** One event for one endpoint; `id` is its `webhook-id`. Claimed like the outbox's messages. */
export interface WebhookDeliveryTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookEventType;
  /** The JSON body sent, exactly as signed: `{ type, timestamp, data }`. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  /** No retry after this instant: a day after the event (or after a replay). */
  retry_until: number;
  locked_until: number | null;
  locked_by: string | null;
  last_error: string | null;
  delivered_at: number | null;
  created_at: number;
}

/** One try of a delivery: the delivery log. */
export interface WebhookAttemptTable {
  id: string;
  delivery_id: string;
  at: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}
