import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Database, Executor } from '../db/database.ts';

/**
 * The tables delivered by a worker claiming with a lease: e-mails and texts (decision 022), partners' webhooks
 * (decision 038) and the accounting entries pushed to QuickBooks (decision 040).
 */
export type QueueTable = 'outbox_messages' | 'sms_messages' | 'webhook_deliveries' | 'accounting_entries';

/** The columns every such table has for its delivery. */
interface QueueColumns {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  locked_by: string | null;
  last_error: string | null;
}
type QueueDatabase = { queue: QueueColumns };

function isDue(now: number) {
  return (w: ExpressionBuilder<QueueDatabase, 'queue'>) =>
    w.or([
      w.and([w('status', 'in', ['pending', 'retrying']), w('next_attempt_at', '<=', now)]),
      w.and([w('status', '=', 'sending'), w('locked_until', '<=', now)]),
    ]);
}

/**
 * Takes up to `limit` due messages of `table` for `worker` until `leaseUntil`:
 * pending or retrying ones whose time has come, and sending ones whose lease
 * ran out (their worker died). Counts the attempt now, so a message that
 * crashes its worker every time still reaches the last attempt. One statement
 * on both dialects, so two workers never take the same message: on PostgreSQL
 * the candidate rows are locked with FOR UPDATE SKIP LOCKED (decision 005:
 * several processes), on SQLite the UPDATE holds the database's write lock.
 */
export async function claimDue<T extends QueueTable>(
  db: Executor,
  dialect: DialectName,
  table: T,
  claim: { worker: string; now: number; leaseUntil: number; limit: number },
): Promise<Selectable<Database[T]>[]> {
  // Both tables share these columns; the query is written once over them.
  const queue = db as unknown as Kysely<QueueDatabase>;
  const name = table as unknown as 'queue';
  const rows = await queue
    .updateTable(name)
    .set((eb) => ({
      status: 'sending',
      locked_by: claim.worker,
      locked_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) => {
      const candidates = eb
        .selectFrom(name)
        .select('id')
        .where(isDue(claim.now))
        .orderBy('next_attempt_at')
        .limit(claim.limit);
      return dialect === 'postgres' ? candidates.forUpdate().skipLocked() : candidates;
    })
    // Checked again on the row itself: should a row be claimed by another worker
    // between the two (PostgreSQL re-reads a row it waited for), it is no longer due.
    .where(isDue(claim.now))
    .returningAll()
    .execute();
  return (rows as unknown as Selectable<Database[T]>[]).sort(
    (a, b) => (a as QueueColumns).next_attempt_at - (b as QueueColumns).next_attempt_at,
  );
}

/** A failed attempt, only while `worker` still holds the lease: retried at `nextAttemptAt`, or failed for good. */
export async function markFailed(
  db: Executor,
  table: QueueTable,
  claim: { id: string; worker: string },
  outcome: { status: 'retrying' | 'failed'; nextAttemptAt: number; error: string },
): Promise<void> {
  const queue = db as unknown as Kysely<QueueDatabase>;
  await queue
    .updateTable(table as unknown as 'queue')
    .set({
      status: outcome.status,
      next_attempt_at: outcome.nextAttemptAt,
      last_error: outcome.error.slice(0, 2000),
      locked_by: null,
      locked_until: null,
    })
    .where('id', '=', claim.id)
    .where('locked_by', '=', claim.worker)
    .execute();
}
