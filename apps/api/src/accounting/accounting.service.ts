import type {
  AccountingMapping,
  AccountingMappingRequest,
  AccountingMappings,
  AccountingStatus,
  JournalQuery,
} from '@convoy/domain/contracts/accounting.schema';
import { isoOrNull } from '../analytics/period.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { type JournalLine, journalLines } from './journal.ts';
import { type AccountMapping, defaultAccounts, defaultTax, mappingOf } from './ledger-entry.ts';
import type { QuickBooksConnection } from './quickbooks-connection.ts';

export interface AccountingServiceOptions {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  connection: QuickBooksConnection;
}

/** Entries read per page of the journal export: one batch in memory (decision 017). */
const journalPage = 500;

/**
 * The back office's Accounting (decision 040): the QuickBooks connection and
 * how the push stands, a failed entry tried again, each location's accounts,
 * and the journal of a period as CSV lines.
 */
export class AccountingService {
  readonly #o: AccountingServiceOptions;

  constructor(options: AccountingServiceOptions) {
    this.#o = options;
  }

  get connection(): QuickBooksConnection {
    return this.#o.connection;
  }

  #repos() {
    return this.#o.repositories(this.#o.db).accounting;
  }

  async status(): Promise<AccountingStatus> {
    const repos = this.#repos();
    const connection = await repos.connection();
    const { counts, lastPushedAt } = await repos.summary();
    const failures = await repos.failures(100);
    return {
      configured: this.#o.connection.configured,
      connected: Boolean(connection?.tokens),
      companyName: connection?.company_name ?? null,
      connectionError: connection?.last_error ?? null,
      connectedAt: connection?.connected_at ? isoOrNull(Number(connection.connected_at)) : null,
      lastPushedAt: isoOrNull(lastPushedAt),
      pending: (counts.pending ?? 0) + (counts.sending ?? 0) + (counts.retrying ?? 0),
      pushed: counts.pushed ?? 0,
      failed: counts.failed ?? 0,
      failures: failures.map((e) => ({
        id: e.id,
        kind: e.kind,
        reference: e.reference,
        occurredOn: e.occurredOn,
        status: e.status === 'failed' ? 'failed' : 'retrying',
        attempts: e.attempts,
        lastError: e.lastError,
      })),
    };
  }

  /** A failed (or waiting) entry pushed again now. */
  async retry(id: string, now: number): Promise<void> {
    // Due now: the worker's next round takes it.
    if (!(await this.#repos().retry(id, now))) {
      throw new ApiError(409, 'not_failed', 'That entry is not waiting to be pushed again.');
    }
  }

  async mappings(): Promise<AccountingMappings> {
    const { locations } = await this.#o.catalog.get();
    const saved = await this.#repos().mappings();
    const repos = this.#o.repositories(this.#o.db);
    const out: AccountingMapping[] = [];
    for (const location of locations) {
      const charges = (await repos.priceBook.locationCharges(location.id)).filter(
        (c) => c.basis === 'percent',
      );
      out.push(this.#answer(location.id, location.name, saved.get(location.id), charges));
    }
    return { locations: out };
  }

  /** A location's accounts replaced; its taxes must be the location's own. */
  async saveMapping(
    locationId: string,
    request: AccountingMappingRequest,
    by: string,
    at: number,
  ): Promise<AccountingMapping> {
    const { locationById } = await this.#o.catalog.get();
    const location = locationById.get(locationId);
    if (!location) throw new ApiError(404, 'not_found', 'No location has that id.');
    const charges = await this.#o.repositories(this.#o.db).priceBook.locationCharges(locationId);
    const known = new Set(charges.map((c) => c.code));
    request.taxes.forEach((t, i) => {
      if (!known.has(t.code)) {
        throw new ApiError(400, 'validation_failed', `${location.name} has no tax ${t.code}.`, {
          [`taxes.${i}.code`]: `${location.name} has no tax ${t.code}.`,
        });
      }
    });
    const mapping: AccountMapping = {
      incomeAccount: request.incomeAccount,
      receivableAccount: request.receivableAccount,
      depositAccount: request.depositAccount,
      refundsAccount: request.refundsAccount,
      taxes: Object.fromEntries(
        request.taxes.map((t) => [t.code, { remoteTaxCode: t.remoteTaxCode, account: t.account }]),
      ),
    };
    await this.#o.db.transaction().execute(async (trx) => {
      await this.#o.repositories(trx).accounting.saveMapping(locationId, mapping, by, at);
    });
    const percent = charges.filter((c) => c.basis === 'percent');
    return this.#answer(locationId, location.name, mapping, percent);
  }

  #answer(
    locationId: string,
    locationName: string,
    saved: AccountMapping | undefined,
    charges: readonly { code: string; label: string }[],
  ): AccountingMapping {
    const m = saved ?? { ...defaultAccounts, taxes: {} };
    return {
      locationId,
      locationName,
      incomeAccount: m.incomeAccount,
      receivableAccount: m.receivableAccount,
      depositAccount: m.depositAccount,
      refundsAccount: m.refundsAccount,
      taxes: charges.map((c) => ({
        code: c.code,
        label: c.label,
        remoteTaxCode: (m.taxes[c.code] ?? defaultTax).remoteTaxCode,
        account: (m.taxes[c.code] ?? defaultTax).account,
      })),
    };
  }

  /** The journal of the days asked, a page of entries at a time, each entry's lines under its location's accounts. */
  async *journal(query: JournalQuery): AsyncGenerator<JournalLine[]> {
    const repos = this.#repos();
    const mappings = await repos.mappings();
    let cursor = null;
    for (;;) {
      const entries = await repos.journalPage(query.from, query.to, cursor, journalPage);
      if (entries.length === 0) return;
      yield entries.flatMap((e) => journalLines(e, mappingOf(mappings, e.locationId)));
      const last = entries[entries.length - 1]!;
      cursor = { occurredOn: last.occurredOn, occurredAt: last.occurredAt, id: last.id };
      if (entries.length < journalPage) return;
    }
  }
}
