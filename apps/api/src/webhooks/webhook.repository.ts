import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryStatus, WebhookEventType } from '@convoy/domain/contracts/webhook.schema';
import type { Selectable } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import type {
  WebhookAttemptTable,
  WebhookDeliveryTable,
  WebhookEndpointTable,
} from '../db/tables/webhook.table.ts';
import { claimDue, markFailed } from '../outbox/queue.repository.ts';

export interface StoredEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  /** Sealed (decision 018): opened only to sign. */
  secretSealed: string;
  enabled: boolean;
  secretSetAt: number;
  createdAt: number;
  createdBy: string;
}

export interface StoredDelivery {
  id: string;
  endpointId: string;
  eventType: WebhookEventType;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  retryUntil: number;
  createdAt: number;
}

export interface StoredAttempt {
  deliveryId: string;
  at: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** A new delivery: one event for one endpoint, its id the `webhook-id`. */
export interface NewDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  payload: string;
}

/**
 * Reads and writes the partners' webhooks (decision 038); takes the database
 * or a transaction. Claiming a delivery is the outbox's one statement
 * (queue.repository.ts), so two workers never send the same attempt.
 */
export class WebhookRepository {
  readonly #db: Executor;
  readonly #dialect: DialectName;

  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  async insertEndpoint(e: StoredEndpoint): Promise<void> {
    await this.#db
      .insertInto('webhook_endpoints')
      .values({
        id: e.id,
        url: e.url,
        events: JSON.stringify(e.events),
        secret: e.secretSealed,
        enabled: e.enabled ? 1 : 0,
        secret_set_at: e.secretSetAt,
        created_at: e.createdAt,
        created_by: e.createdBy,
      })
      .execute();
  }

  async endpoints(): Promise<StoredEndpoint[]> {
    const rows = await this.#db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(endpointOf);
  }

  async endpoint(id: string): Promise<StoredEndpoint | undefined> {
    const row = await this.#db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && endpointOf(row);
  }

  /** Changes what is given; false when there is no such endpoint. */
  async updateEndpoint(
    id: string,
    change: { events?: WebhookEventType[]; enabled?: boolean; secretSealed?: string; at: number },
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('webhook_endpoints')
      .set({
        ...(change.events ? { events: JSON.stringify(change.events) } : {}),
        ...(change.enabled === undefined ? {} : { enabled: change.enabled ? 1 : 0 }),
        ...(change.secretSealed ? { secret: change.secretSealed, secret_set_at: change.at } : {}),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** The endpoint and, by the foreign keys, its deliveries and their attempts. */
  async deleteEndpoint(id: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  /** Writes the deliveries of one event; an event already written for an endpoint is left as it is. */
  async enqueue(deliveries: NewDelivery[], at: number, retryUntil: number): Promise<void> {
    if (deliveries.length === 0) return;
    await this.#db
      .insertInto('webhook_deliveries')
      .values(
        deliveries.map((d) => ({
          id: d.id,
          endpoint_id: d.endpointId,
          event_id: d.eventId,
          event_type: d.eventType,
          payload: d.payload,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: at,
          retry_until: retryUntil,
          locked_until: null,
          locked_by: null,
          last_error: null,
          delivered_at: null,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['event_id', 'endpoint_id']).doNothing())
      .execute();
  }

  /** Takes up to `limit` due deliveries for `worker` until `leaseUntil` (queue.repository.ts). */
  async claimDue(worker: string, now: number, leaseUntil: number, limit: number): Promise<StoredDelivery[]> {
    const rows = await claimDue(this.#db, this.#dialect, 'webhook_deliveries', {
      worker,
      now,
      leaseUntil,
      limit,
    });
    return rows.map(deliveryOf);
  }

  /** Deletes deliveries delivered or failed that were made before `before` (retention), with their attempts; how many. */
  async deleteFinishedBefore(before: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('webhook_deliveries')
      .where('status', 'in', ['delivered', 'failed'])
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** One try, in the delivery log. */
  async recordAttempt(a: StoredAttempt): Promise<void> {
    await this.#db
      .insertInto('webhook_attempts')
      .values({
        id: randomUUID(),
        delivery_id: a.deliveryId,
        at: a.at,
        status_code: a.statusCode,
        duration_ms: a.durationMs,
        error: a.error?.slice(0, 500) ?? null,
      })
      .execute();
  }

  /** Only while `worker` still holds the lease; false if it lost it. */
  async markDelivered(id: string, worker: string, at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('webhook_deliveries')
      .set({ status: 'delivered', delivered_at: at, locked_by: null, locked_until: null, last_error: null })
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
    return markFailed(this.#db, 'webhook_deliveries', { id, worker }, outcome);
  }

  /**
   * Sends a delivery again with the same id, now, and retries it for another
   * day; not one being sent at this moment. False when there is no such
   * delivery of that endpoint or it is being sent.
   */
  async replay(id: string, at: number, retryUntil: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: at, retry_until: retryUntil, delivered_at: null })
      .where('id', '=', id)
      .where('status', '!=', 'sending')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async delivery(id: string): Promise<StoredDelivery | undefined> {
    const row = await this.#db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && deliveryOf(row);
  }

  /** An endpoint's latest deliveries, newest first. */
  async deliveries(endpointId: string, limit: number): Promise<StoredDelivery[]> {
    const rows = await this.#db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpointId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(deliveryOf);
  }

  /** The attempts of these deliveries, oldest first. */
  async attempts(deliveryIds: readonly string[]): Promise<StoredAttempt[]> {
    if (deliveryIds.length === 0) return [];
    const rows = await this.#db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('delivery_id', 'in', deliveryIds)
      .orderBy('at')
      .orderBy('id')
      .execute();
    return rows.map(attemptOf);
  }
}

function endpointOf(row: Selectable<WebhookEndpointTable>): StoredEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    secretSealed: row.secret,
    enabled: Number(row.enabled) === 1,
    secretSetAt: Number(row.secret_set_at),
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
  };
}

function deliveryOf(row: Selectable<WebhookDeliveryTable>): StoredDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventType: row.event_type,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: Number(row.next_attempt_at),
    retryUntil: Number(row.retry_until),
    createdAt: Number(row.created_at),
  };
}

function attemptOf(row: Selectable<WebhookAttemptTable>): StoredAttempt {
  return {
    deliveryId: row.delivery_id,
    at: Number(row.at),
    statusCode: row.status_code,
    durationMs: row.duration_ms,
    error: row.error,
  };
}
