import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import type { OutboxMessageTable, OutboxStatus } from '../db/tables/outbox.table.ts';
import type { NewOutboxMessage, OutboxPayload } from './outbox-message.ts';
import { claimDue, markFailed } from './queue.repository.ts';

export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  reference: string | null;
  payload: OutboxPayload;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number;
  sentAt: number | null;
  createdAt: number;
}

/**
 * Reads and writes the e-mail outbox; takes the database or a transaction.
 * Claiming is one statement on both dialects, so two workers never take the
 * same message (queue.repository.ts).
 */
export class OutboxRepository {
  readonly #db: Executor;
  readonly #dialect: DialectName;

  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** Deletes the e-mails sent before `before` (retention); how many. */
  async deleteSentBefore(before: number): Promise<number> {
    // The partial index of sent e-mails by sending time (migration 0028) finds them.
    const result = await this.#db
      .deleteFrom('outbox_messages')
      .where('status', '=', 'sent')
      .where('sent_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async enqueue(messages: (NewOutboxMessage & { subject: string })[], at: number): Promise<string[]> {
    const rows: OutboxMessageTable[] = messages.map((m) => ({
      id: randomUUID(),
      kind: m.payload.kind,
      to_address: m.to,
      subject: m.subject.slice(0, 300),
      reference: m.reference,
      payload: JSON.stringify(m.payload),
      status: 'pending',
      attempts: 0,
      last_error: null,
      next_attempt_at: at,
      locked_until: null,
      locked_by: null,
      sent_at: null,
      created_at: at,
    }));
    if (rows.length > 0) await this.#db.insertInto('outbox_messages').values(rows).execute();
    return rows.map((r) => r.id);
  }

  /** Takes up to `limit` due messages for `worker` until `leaseUntil` (queue.repository.ts). */
  async claimDue(worker: string, now: number, leaseUntil: number, limit: number): Promise<OutboxMessage[]> {
    const rows = await claimDue(this.#db, this.#dialect, 'outbox_messages', {
      worker,
      now,
      leaseUntil,
      limit,
    });
    return rows.map(fromRow);
  }

  /**
   * Only while `worker` still holds the lease; false if it lost it. `payload`,
   * when given, replaces the stored one in the same statement: the payload
   * without its secrets (outbox-secret.ts).
   */
  async markSent(id: string, worker: string, at: number, payload?: OutboxPayload): Promise<boolean> {
    const result = await this.#db
      .updateTable('outbox_messages')
      .set({
        status: 'sent',
        sent_at: at,
        locked_by: null,
        locked_until: null,
        last_error: null,
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  markFailed(
    id: string,
    worker: string,
    outcome: { status: 'retrying' | 'failed'; nextAttemptAt: number; error: string },
  ): Promise<void> {
    return markFailed(this.#db, 'outbox_messages', { id, worker }, outcome);
  }

  /** Hands back a claimed message not yet tried (a stopping worker), uncounting its attempt. */
  async release(id: string, worker: string): Promise<void> {
    await this.#db
      .updateTable('outbox_messages')
      .set((eb) => ({
        status: eb
          .case()
          .when('attempts', '>', 1)
          .then('retrying' as OutboxStatus)
          .else('pending' as OutboxStatus)
          .end(),
        attempts: eb('attempts', '-', 1),
        locked_by: null,
        locked_until: null,
      }))
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .execute();
  }

  /** Newest first; for the back office and tests. */
  async list(
    filter: { reference?: string; status?: OutboxStatus } = {},
    limit = 100,
  ): Promise<OutboxMessage[]> {
    let query = this.#db.selectFrom('outbox_messages').selectAll();
    if (filter.reference !== undefined) query = query.where('reference', '=', filter.reference);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
    return rows.map(fromRow);
  }
}

function fromRow(row: Selectable<OutboxMessageTable>): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    reference: row.reference,
    payload: JSON.parse(row.payload) as OutboxPayload,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  };
}
