import type {
  AdminOutboxPage,
  AdminOutboxQuery,
  AdminTextsPage,
} from '@convoy/domain/contracts/admin-outbox.schema';
import { isoOf, isoOrNull } from '../analytics/period.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { SmsRepository } from '../sms/sms.repository.ts';
import type { OutboxAdminRepository } from './outbox-admin.repository.ts';

/** The back office's view of the outbox: e-mails by status, and a retry of a failed one. */
export class OutboxAdminService {
  readonly #repo: OutboxAdminRepository;
  readonly #texts: SmsRepository;
  readonly #now: () => number;
  readonly #nudge: () => void;

  constructor(deps: { db: Executor; repositories: RepositoryFactory; now: () => number; nudge: () => void }) {
    const repos = deps.repositories(deps.db);
    this.#repo = repos.outboxAdmin;
    this.#texts = repos.sms;
    this.#now = deps.now;
    this.#nudge = deps.nudge;
  }

  async page({ status, page, pageSize }: AdminOutboxQuery): Promise<AdminOutboxPage> {
    const [rows, total, counts] = await Promise.all([
      this.#repo.page(status, pageSize, (page - 1) * pageSize),
      this.#repo.count(status),
      this.#repo.counts(),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.to_address,
        subject: r.subject,
        reference: r.reference,
        status: r.status,
        attempts: r.attempts,
        lastError: r.last_error,
        nextAttemptAt: isoOf(r.next_attempt_at),
        sentAt: isoOrNull(r.sent_at),
        createdAt: isoOf(r.created_at),
      })),
      total,
      page,
      pageSize,
      counts,
    };
  }

  /** The text messages, newest first, numbers masked (decision 022). */
  async texts({ page, pageSize }: Pick<AdminOutboxQuery, 'page' | 'pageSize'>): Promise<AdminTextsPage> {
    const { rows, total } = await this.#texts.adminPage(pageSize, (page - 1) * pageSize);
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.to_masked,
        reference: r.reference,
        status: r.status,
        attempts: r.attempts,
        lastError: r.last_error,
        sentAt: isoOrNull(r.sent_at),
        createdAt: isoOf(r.created_at),
      })),
      total,
      page,
      pageSize,
    };
  }

  /** Sends a failed or retrying e-mail again now; 404 for an unknown id, 409 for one in another state. */
  async retry(id: string): Promise<void> {
    if (!(await this.#repo.retry(id, this.#now()))) {
      const status = await this.#repo.status(id);
      if (!status) throw new ApiError(404, 'not_found', 'No e-mail has that id.');
      throw new ApiError(
        409,
        'not_retryable',
        `This e-mail is ${status}; only failed or retrying e-mails can be retried.`,
      );
    }
    // The worker looks at once instead of at its next poll.
    this.#nudge();
  }
}
