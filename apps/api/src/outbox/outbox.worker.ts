import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Executor } from '../db/database.ts';
import { inLanguage } from '../i18n/language.ts';
import type { InvoiceDocument } from '../mail/invoice-document.ts';
import { languageOf, renderEmail } from '../mail/render.ts';
import type { MailContext, RenderedEmail } from '../mail/rendered-email.ts';
import { type MailTransport, PermanentMailError } from '../mail/transport.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { type BackoffPolicy, defaultBackoff, retryDelay } from './backoff.ts';
import type { OutboxMessage, OutboxRepository } from './outbox.repository.ts';
import type { OutboxPayload } from './outbox-message.ts';
import { withoutSecrets } from './outbox-secret.ts';

/** The invoices and receipts a message carries, drawn as PDF only when it is sent. */
const documentsOf = (payload: OutboxPayload): InvoiceDocument[] =>
  ('documents' in payload ? payload.documents : undefined) ?? [];

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  db: Executor;
  repositories: RepositoryFactory;
  transport: MailTransport;
  from: string;
  mail: MailContext;
  log: Log;
  /** Between polls when idle; a commit that wrote a message nudges the worker at once. */
  pollMs: number;
  batchSize?: number;
  /** How long a claim holds; past it, another worker may take the message (this one is presumed dead). */
  leaseMs?: number;
  maxAttempts?: number;
  backoff?: BackoffPolicy;
  now?: () => number;
  random?: () => number;
  /** Draws a message's invoices and receipts as PDF when it is sent (invoices/invoice-pdf.ts); none without it. */
  drawDocument?: (document: InvoiceDocument) => Promise<Buffer>;
  /** Files kept elsewhere that a message attaches when it is sent (a signed rental agreement's PDF). */
  attach?: (payload: OutboxPayload) => Promise<RenderedEmail['attachments']>;
  /** Other outboxes delivered in the same steps (the text messages, sms/sms-delivery.ts). */
  channels?: OutboxChannel[];
}

/** Another kind of message with its own table, claimed and sent in every step of the worker. */
export interface OutboxChannel {
  /** Claims up to `limit` due messages for `worker`, each for `leaseMs`, and sends them; how many. */
  deliverDue(worker: string, leaseMs: number, limit: number): Promise<number>;
}

/**
 * Delivers the e-mail outbox, then each other channel (texts). One step claims up to `batchSize` due
 * messages and sends them one by one; a failure is retried with exponential
 * backoff until `maxAttempts`, then the message is `failed` (a permanent SMTP
 * rejection fails it at once). Steps in one process never overlap, and claims
 * keep two processes apart (decision 005). `stop()` lets the message being sent
 * finish and hands the rest of the batch back.
 */
export class OutboxWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #o: Required<Omit<OutboxWorkerOptions, 'drawDocument' | 'attach'>> &
    Pick<OutboxWorkerOptions, 'drawDocument' | 'attach'>;
  readonly #repo: OutboxRepository;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #again = false;
  #stopped = false;
  /** Set while stop() waits: the step in progress hands back what it has not started. */
  #abandon = false;

  constructor(options: OutboxWorkerOptions) {
    this.#o = {
      batchSize: 10,
      leaseMs: 120_000,
      maxAttempts: 8,
      backoff: defaultBackoff,
      now: Date.now,
      random: Math.random,
      channels: [],
      ...options,
    };
    this.#repo = options.repositories(options.db).outbox;
  }

  /** Polls every `pollMs` until stopped. */
  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Something was just committed: run a step soon rather than at the next poll. */
  nudge(): void {
    if (this.#stopped || !this.#timer) return;
    if (this.#running) this.#again = true;
    else this.#schedule(0);
  }

  /** One step; resolves with the number of messages it dealt with. Waits for a step already running. */
  async runOnce(): Promise<number> {
    while (this.#running) await this.#running;
    this.#running = this.#step().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Steps until nothing is due (tests and tools). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) {}
  }

  /** No new step starts; the one in progress finishes its current message. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#abandon = true;
    try {
      while (this.#running) await this.#running.catch(() => 0);
    } finally {
      this.#abandon = false;
    }
  }

  #schedule(delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), delay);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    try {
      const handled = await this.runOnce();
      // A full batch or a nudge during the step: more may be waiting.
      if (handled >= this.#o.batchSize) this.#again = true;
    } catch (error) {
      this.#o.log.error({ err: error }, 'outbox step failed');
    }
    if (this.#stopped) return;
    const again = this.#again;
    this.#again = false;
    this.#schedule(again ? 0 : this.#o.pollMs);
  }

  async #step(): Promise<number> {
    const now = this.#o.now();
    const claimed = await this.#repo.claimDue(this.id, now, now + this.#o.leaseMs, this.#o.batchSize);
    for (const [index, message] of claimed.entries()) {
      if (this.#abandon) {
        for (const rest of claimed.slice(index)) await this.#repo.release(rest.id, this.id);
        break;
      }
      await this.#deliver(message);
    }
    let others = 0;
    for (const channel of this.#o.channels) {
      if (this.#abandon) break;
      others += await channel.deliverDue(this.id, this.#o.leaseMs, this.#o.batchSize);
    }
    return claimed.length + others;
  }

  async #deliver(message: OutboxMessage): Promise<void> {
    const log = { outboxId: message.id, kind: message.kind, attempt: message.attempts };
    try {
      const email = renderEmail(message.payload, this.#o.mail);
      const draw = this.#o.drawDocument;
      if (draw) {
        // The documents in the e-mail's language too (decision 048).
        await inLanguage(languageOf(message.payload), async () => {
          for (const document of documentsOf(message.payload)) {
            email.attachments.push({
              filename: `${document.number}.pdf`,
              content: await draw(document),
              contentType: 'application/pdf',
            });
          }
        });
      }
      if (this.#o.attach) email.attachments.push(...(await this.#o.attach(message.payload)));
      await this.#o.transport.send({ id: message.id, from: this.#o.from, to: message.to, email });
    } catch (error) {
      const permanent = error instanceof PermanentMailError;
      const last = permanent || message.attempts >= this.#o.maxAttempts;
      const nextAttemptAt = this.#o.now() + retryDelay(message.attempts, this.#o.backoff, this.#o.random);
      await this.#repo.markFailed(message.id, this.id, {
        status: last ? 'failed' : 'retrying',
        nextAttemptAt,
        error: error instanceof Error ? error.message : String(error),
      });
      const level = last ? 'error' : 'warn';
      this.#o.log[level](
        { ...log, err: error, nextAttemptAt: last ? null : nextAttemptAt },
        last ? 'e-mail failed for good' : 'e-mail failed, will retry',
      );
      return;
    }
    const erased = withoutSecrets(message.payload);
    if (!(await this.#repo.markSent(message.id, this.id, this.#o.now(), erased ?? undefined))) {
      this.#o.log.warn(log, 'e-mail sent after its claim expired; another worker may send it again');
    }
  }
}
