import { dayOf } from '../analytics/period.ts';
import type { Executor } from '../db/database.ts';
import { recordExpiredKeys } from '../organisations/expired-keys.ts';
import { PeriodicWorker, type RoundTimes } from '../periodic.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { deleteEmailFilesBefore } from './email-files.ts';
import { idempotencyKeyTtlMs, type SweepResult, sweepRetention } from './retention.ts';

const DAY = 86_400_000;

export interface RetentionSweeperOptions extends RoundTimes {
  db: Executor;
  repositories: RepositoryFactory;
  /** Page views and Web Vitals are kept this many days; 0 keeps them for good. */
  analyticsRetentionDays: number;
  /** Licence numbers are erased this many days after the rental's return. */
  licenceRetentionDays: number;
  /** The counter's photos and signed agreements are deleted this many days after the return. */
  evidenceRetentionDays: number;
  /** Sent e-mails, their rows and .eml files in `outboxDir`, are deleted this many days after sending. */
  outboxRetentionDays: number;
  outboxDir: string;
  /** Organisations' access keys expire this many days after they were issued; each expiry is audited. */
  organisationKeyDays: number;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
  now: () => number;
}

/**
 * Runs the retention sweep (retention.ts) a minute after start and then every
 * hour. Deleting is idempotent, so several instances on one PostgreSQL
 * database may sweep at once; a failed sweep is logged and tried again next hour.
 */
export class RetentionSweeper extends PeriodicWorker {
  readonly #o: RetentionSweeperOptions;

  constructor(options: RetentionSweeperOptions) {
    super(options, 'retention sweep failed');
    this.#o = options;
  }

  /** One sweep now: what it removed. */
  async runOnce(): Promise<SweepResult> {
    const now = this.#o.now();
    const days = this.#o.analyticsRetentionDays;
    const emailsSentBefore = now - this.#o.outboxRetentionDays * DAY;
    const swept = await sweepRetention(this.#o.repositories(this.#o.db), {
      idempotencyBefore: now - idempotencyKeyTtlMs,
      // 0 days: an empty string sorts before every day, so nothing matches.
      analyticsBeforeDay: days > 0 ? dayOf(now - days * DAY) : '',
      licencesReturnedBefore: now - this.#o.licenceRetentionDays * DAY,
      evidenceReturnedBefore: now - this.#o.evidenceRetentionDays * DAY,
      emailsSentBefore,
      now,
    });
    const result = {
      ...swept,
      emailFiles: await deleteEmailFilesBefore(this.#o.outboxDir, emailsSentBefore),
      expiredKeys: await recordExpiredKeys(this.#o, this.#o.organisationKeyDays, now),
    };
    if (Object.values(result).some((n) => n > 0)) this.#o.log.info({ removed: result }, 'retention sweep');
    return result;
  }
}
