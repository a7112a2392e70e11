/**
 * Row shape of `outbox_messages` (migration 0005). Status moves
 * pending → sending → sent, or sending → retrying → sending … → failed after the
 * last attempt. Instants are epoch milliseconds.
 */
export const outboxStatuses = ['pending', 'sending', 'sent', 'retrying', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export interface OutboxMessageTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  reference: string | null;
  /** JSON of the message's data (see outbox/outbox-message.ts), rendered when sent. */
  payload: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  locked_until: number | null;
  locked_by: string | null;
  sent_at: number | null;
  created_at: number;
}
