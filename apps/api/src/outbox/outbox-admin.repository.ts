import {
  type AdminOutboxStatus,
  adminOutboxStatuses,
  retryableOutboxStatuses,
} from '@convoy/domain/contracts/admin-outbox.schema';
import type { Executor } from '../db/database.ts';

/**
 * The outbox as the back office sees it (decision 006): counts per status, and a
 * retry that hands a failed or retrying message back to the worker now, with a
 * fresh series of attempts. The engine's OutboxRepository lists; this only adds
 * what the screen needs.
 */
export class OutboxAdminRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async counts(): Promise<Record<AdminOutboxStatus, number>> {
    const rows = await this.#db
      .selectFrom('outbox_messages')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const counts = Object.fromEntries(adminOutboxStatuses.map((s) => [s, 0])) as Record<
      AdminOutboxStatus,
      number
    >;
    for (const r of rows) counts[r.status] = Number(r.n);
    return counts;
  }

  async count(status: AdminOutboxStatus | undefined): Promise<number> {
    let query = this.#db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n'));
    if (status) query = query.where('status', '=', status);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  /** Newest first, a page of them. */
  async page(status: AdminOutboxStatus | undefined, limit: number, offset: number) {
    let query = this.#db
      .selectFrom('outbox_messages')
      .select([
        'id',
        'kind',
        'to_address',
        'subject',
        'reference',
        'status',
        'attempts',
        'last_error',
        'next_attempt_at',
        'sent_at',
        'created_at',
      ]);
    if (status) query = query.where('status', '=', status);
    return query.orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  }

  async status(id: string): Promise<AdminOutboxStatus | undefined> {
    const row = await this.#db
      .selectFrom('outbox_messages')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status;
  }

  /** Failed or retrying → pending, due now, attempts from zero; false when it is in another state. */
  async retry(id: string, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('outbox_messages')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now, locked_by: null, locked_until: null })
      .where('id', '=', id)
      .where('status', 'in', [...retryableOutboxStatuses])
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
