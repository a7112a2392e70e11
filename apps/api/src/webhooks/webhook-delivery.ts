import { Webhook } from 'standardwebhooks';
import type { Executor } from '../db/database.ts';
import { type BackoffPolicy, defaultBackoff, retryDelay } from '../outbox/backoff.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { Resolver } from './webhook-address.ts';
import { postWebhook } from './webhook-sender.ts';

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Opens a sealed signing secret (decision 018). */
export interface SecretSeal {
  seal(plain: string): string;
  open(sealed: string): string;
}

export interface WebhookDeliveryOptions {
  db: Executor;
  repositories: RepositoryFactory;
  seal: SecretSeal;
  log: Log;
  /** The business clock: when a delivery is due, claimed and retried. */
  now: () => number;
  /** Send to private and loopback addresses too (WEBHOOK_ALLOW_PRIVATE, development and tests). */
  allowPrivate: boolean;
  timeoutMs?: number;
  backoff?: BackoffPolicy;
  /** The signature's `webhook-timestamp` is the real time of the attempt: receivers check it against theirs. */
  wallClock?: () => number;
  resolve?: Resolver;
}

/** The three headers of the Standard Webhooks specification; the timestamp in seconds, as it was signed. */
export function signedHeaders(
  signer: Webhook,
  id: string,
  at: Date,
  payload: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signer.sign(id, at, payload),
  };
}

/**
 * The partners' webhooks as a channel of the outbox worker (outbox.worker.ts
 * runs it in every step, with the e-mails and texts): due deliveries are
 * claimed with a lease (queue.repository.ts), so two instances never both
 * send an attempt; each is signed as the Standard Webhooks specification says
 * with its endpoint's secret and its one `webhook-id`, POSTed
 * (webhook-sender.ts), and the attempt logged. A failure is retried with the
 * e-mails' backoff until its `retry_until`, a day after the event, then the
 * delivery is `failed` (decision 038). The logs name the delivery, never the
 * secret or the body.
 */
export class WebhookDelivery {
  readonly #o: Required<Omit<WebhookDeliveryOptions, 'resolve'>> & Pick<WebhookDeliveryOptions, 'resolve'>;

  constructor(options: WebhookDeliveryOptions) {
    this.#o = { timeoutMs: 10_000, backoff: defaultBackoff, wallClock: Date.now, ...options };
  }

  async deliverDue(worker: string, leaseMs: number, limit: number): Promise<number> {
    const repo = this.#o.repositories(this.#o.db).webhooks;
    const now = this.#o.now();
    const claimed = await repo.claimDue(worker, now, now + leaseMs, limit);
    for (const delivery of claimed) {
      const endpoint = await repo.endpoint(delivery.endpointId);
      const signer = endpoint && new Webhook(this.#o.seal.open(endpoint.secretSealed));
      const outcome = signer
        ? await postWebhook(
            endpoint.url,
            signedHeaders(signer, delivery.id, new Date(this.#o.wallClock()), delivery.payload),
            delivery.payload,
            { allowPrivate: this.#o.allowPrivate, timeoutMs: this.#o.timeoutMs, resolve: this.#o.resolve },
          )
        : { statusCode: null, durationMs: 0, error: 'The endpoint was removed' };
      const at = this.#o.now();
      await repo.recordAttempt({ deliveryId: delivery.id, at, ...outcome });
      if (outcome.error === null) {
        if (!(await repo.markDelivered(delivery.id, worker, at))) {
          this.#o.log.warn({ webhookId: delivery.id }, 'webhook sent after its claim expired');
        }
        continue;
      }
      const nextAttemptAt = at + retryDelay(delivery.attempts, this.#o.backoff);
      const last = nextAttemptAt > delivery.retryUntil || !signer;
      await repo.markFailed(delivery.id, worker, {
        status: last ? 'failed' : 'retrying',
        nextAttemptAt,
        error: outcome.error,
      });
      this.#o.log[last ? 'error' : 'warn'](
        {
          webhookId: delivery.id,
          type: delivery.eventType,
          attempt: delivery.attempts,
          status: outcome.statusCode,
          error: outcome.error,
        },
        last ? 'webhook failed for good' : 'webhook failed, will retry',
      );
    }
    return claimed.length;
  }
}
