import type { Executor } from '../db/database.ts';
import { linkPlaceholder } from '../mail/pickup-texts.ts';
import { type BackoffPolicy, defaultBackoff, retryDelay } from '../outbox/backoff.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { withoutNumbers } from './phone-number.ts';
import type { NumberSeal } from './sms.service.ts';
import { PermanentSmsError, type SmsSender } from './twilio-sender.ts';

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SmsDeliveryOptions {
  db: Executor;
  repositories: RepositoryFactory;
  sender: SmsSender;
  seal: NumberSeal;
  log: Log;
  now: () => number;
  maxAttempts?: number;
  backoff?: BackoffPolicy;
}

/**
 * The SMS channel of the outbox worker (outbox.worker.ts runs it in every
 * step, so texts share its polling, nudges and stop): due texts are claimed,
 * the number's consent is read again just before sending (a STOP after the
 * text was queued wins), then the text goes; a failure is retried with the
 * e-mails' backoff until `maxAttempts`, a refusal by the provider fails it at
 * once. The logs name the text's id and kind, never the number.
 */
export class SmsDelivery {
  readonly #o: Required<SmsDeliveryOptions>;

  constructor(options: SmsDeliveryOptions) {
    this.#o = { maxAttempts: 8, backoff: defaultBackoff, ...options };
  }

  async deliverDue(worker: string, leaseMs: number, limit: number): Promise<number> {
    const repo = this.#o.repositories(this.#o.db).sms;
    const now = this.#o.now();
    const claimed = await repo.claimDue(worker, now, now + leaseMs, limit);
    for (const text of claimed) {
      if ((await repo.consent(text.numberHash)) !== 'opted_in') {
        await repo.finish(text.id, worker, { status: 'stopped' });
        continue;
      }
      try {
        const body = text.linkSealed
          ? text.body.replace(linkPlaceholder, this.#o.seal.open(text.linkSealed))
          : text.body;
        const sent = await this.#o.sender.send({ to: this.#o.seal.open(text.toSealed), body });
        await repo.finish(text.id, worker, { status: 'sent', providerId: sent.id, at: this.#o.now() });
      } catch (error) {
        const permanent = error instanceof PermanentSmsError;
        if (permanent && error.optedOut) await repo.setConsent(text.numberHash, 'stopped', 'reply', now);
        const last = permanent || text.attempts >= this.#o.maxAttempts;
        const nextAttemptAt = this.#o.now() + retryDelay(text.attempts, this.#o.backoff);
        const message = withoutNumbers(error instanceof Error ? error.message : String(error));
        await repo.markFailed(text.id, worker, {
          status: last ? 'failed' : 'retrying',
          nextAttemptAt,
          error: message,
        });
        this.#o.log[last ? 'error' : 'warn'](
          { smsId: text.id, kind: text.kind, attempt: text.attempts, error: message },
          last ? 'text failed for good' : 'text failed, will retry',
        );
      }
    }
    return claimed.length;
  }
}
