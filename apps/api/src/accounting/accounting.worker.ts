import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Executor } from '../db/database.ts';
import { type BackoffPolicy, defaultBackoff, retryDelay } from '../outbox/backoff.ts';
import { PeriodicWorker } from '../periodic.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { type LedgerEntry, mappingOf } from './ledger-entry.ts';
import { QuickBooksError } from './quickbooks-api.ts';
import type { QuickBooksConnection, QuickBooksSession } from './quickbooks-connection.ts';
import { NotYet, pushEntry } from './quickbooks-push.ts';

export interface AccountingWorkerOptions {
  db: Executor;
  repositories: RepositoryFactory;
  connection: QuickBooksConnection;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
  /** Between rounds; 0: no rounds on a timer (tests run `runOnce`). */
  pollMs: number;
  now: () => number;
  batchSize?: number;
  /** How long a claim holds; past it another worker may take the entry (this one is presumed dead). */
  leaseMs?: number;
  maxAttempts?: number;
  backoff?: BackoffPolicy;
  random?: () => number;
}

/** Whom QuickBooks' customer names: the invoice's bill-to, else the renter (never logged). */
async function customerOf(repos: Repositories, entry: LedgerEntry): Promise<string> {
  const invoice = entry.invoiceId ? await repos.invoices.find(entry.invoiceId) : undefined;
  if (invoice) return invoice.billTo.name;
  const r = await repos.reservations.findById(entry.reservationId);
  return r ? `${r.contact.firstName} ${r.contact.lastName}` : `Booking ${entry.reservationId.slice(0, 8)}`;
}

/**
 * Pushes the ledger to QuickBooks (decision 040). A round claims due entries
 * with a lease (the outbox's claim: two workers never take the same entry),
 * pushes each with its id as QuickBooks' request id, and marks it pushed with
 * what QuickBooks made. A failure is retried with back-off until the last
 * attempt, then `failed` for staff to retry; a 401 refreshes the tokens and
 * tries once more at once. Without a connection nothing is claimed: entries
 * wait, and the journal export has them all.
 */
export class AccountingWorker extends PeriodicWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #o: Required<Omit<AccountingWorkerOptions, 'random'>> & Pick<AccountingWorkerOptions, 'random'>;

  constructor(options: AccountingWorkerOptions) {
    super({ firstDelayMs: 5_000, intervalMs: options.pollMs, log: options.log }, 'accounting round failed');
    this.#o = { batchSize: 20, leaseMs: 120_000, maxAttempts: 8, backoff: defaultBackoff, ...options };
  }

  override start(): void {
    if (this.#o.pollMs > 0) super.start();
  }

  /** One round: how many entries it dealt with (pushed or failed). */
  async runOnce(): Promise<number> {
    let session = await this.#o.connection.session();
    if (!session) return 0;
    const repos = this.#o.repositories(this.#o.db);
    const now = this.#o.now();
    const claimed = await repos.accounting.claimDue(this.id, now, now + this.#o.leaseMs, this.#o.batchSize);
    if (claimed.length === 0) return 0;
    const mappings = await repos.accounting.mappings();
    const refs = new Map<string, string>();
    for (const entry of claimed) {
      const mapping = mappingOf(mappings, entry.locationId);
      try {
        const push = async (s: QuickBooksSession) =>
          pushEntry(entry, { ...(await this.#context(repos, entry)), api: s.api, mapping, refs });
        const remote = await push(session).catch(async (error: unknown) => {
          if (!(error instanceof QuickBooksError && error.status === 401)) throw error;
          const renewed = await this.#o.connection.refresh(session!.sealed);
          if (!renewed) throw error;
          session = renewed;
          return push(renewed);
        });
        if (!(await repos.accounting.markPushed(entry.id, this.id, remote, this.#o.now()))) {
          this.#o.log.warn({ entry: entry.id }, 'accounting entry pushed after its claim expired');
        }
      } catch (error) {
        await this.#failed(repos, entry, error);
      }
    }
    return claimed.length;
  }

  async #context(repos: Repositories, entry: LedgerEntry) {
    const pushed = entry.invoiceId
      ? await repos.accounting.findBySource('invoice', entry.invoiceId)
      : undefined;
    const voided = entry.invoiceId ? await repos.accounting.findBySource('void', entry.invoiceId) : undefined;
    return {
      customerName: await customerOf(repos, entry),
      invoice:
        pushed?.status === 'pushed' && pushed.remoteId
          ? { id: pushed.remoteId, token: pushed.remoteToken }
          : null,
      invoiceVoided: voided !== undefined,
    };
  }

  async #failed(repos: Repositories, entry: LedgerEntry, error: unknown): Promise<void> {
    const waiting = error instanceof NotYet;
    const last = !waiting && entry.attempts >= this.#o.maxAttempts;
    const delay = retryDelay(entry.attempts, this.#o.backoff, this.#o.random);
    const nextAttemptAt = this.#o.now() + delay;
    await repos.accounting.markFailed(entry.id, this.id, {
      status: last ? 'failed' : 'retrying',
      nextAttemptAt,
      error: error instanceof Error ? error.message : String(error),
    });
    this.#o.log.warn(
      {
        entry: entry.id,
        kind: entry.kind,
        attempt: entry.attempts,
        nextAttemptAt: last ? null : nextAttemptAt,
      },
      last ? 'accounting entry failed for good' : 'accounting entry not pushed, will retry',
    );
  }
}
