import type { Selectable } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import type { AccountingConnectionTable, AccountingEntryTable } from '../db/tables/accounting.table.ts';
import { claimDue, markFailed } from '../outbox/queue.repository.ts';
import {
  type AccountMapping,
  defaultAccounts,
  defaultTax,
  type LedgerEntry,
  type NewLedgerEntry,
} from './ledger-entry.ts';

/** The QuickBooks connection's one row. */
const connectionId = 'quickbooks';

export type StoredConnection = Selectable<AccountingConnectionTable>;

/** Where a page of the journal starts: after this entry. */
export interface JournalCursor {
  occurredOn: string;
  occurredAt: number;
  id: string;
}

/** The ledger of accounting entries, the account mapping and the QuickBooks connection; no business rules. */
export class AccountingRepository {
  readonly #db: Executor;
  readonly #dialect: DialectName;

  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** Records an entry once: a second one of the same kind and source is ignored (the unique key). */
  async record(e: NewLedgerEntry): Promise<boolean> {
    const rows = await this.#db
      .insertInto('accounting_entries')
      .values({
        id: e.id,
        kind: e.kind,
        source_id: e.sourceId,
        reservation_id: e.reservationId,
        location_id: e.locationId,
        invoice_id: e.invoiceId,
        reference: e.reference,
        amount_cents: e.amountCents,
        document: JSON.stringify(e.document),
        occurred_at: e.occurredAt,
        occurred_on: e.occurredOn,
        status: 'pending',
        attempts: 0,
        next_attempt_at: e.occurredAt,
        locked_until: null,
        locked_by: null,
        last_error: null,
        remote_id: null,
        remote_token: null,
        pushed_at: null,
      })
      .onConflict((oc) => oc.columns(['kind', 'source_id']).doNothing())
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /** Takes due entries for `worker` until `leaseUntil` (the outbox's claim: one worker per entry). */
  async claimDue(worker: string, now: number, leaseUntil: number, limit: number): Promise<LedgerEntry[]> {
    const rows = await claimDue(this.#db, this.#dialect, 'accounting_entries', {
      worker,
      now,
      leaseUntil,
      limit,
    });
    return rows.map(fromRow);
  }

  /** Pushed, while `worker` still holds the lease; false when it had lost it. */
  async markPushed(
    id: string,
    worker: string,
    remote: { id: string; token: string | null },
    at: number,
  ): Promise<boolean> {
    const row = await this.#db
      .updateTable('accounting_entries')
      .set({
        status: 'pushed',
        remote_id: remote.id,
        remote_token: remote.token,
        pushed_at: at,
        last_error: null,
        locked_by: null,
        locked_until: null,
      })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .executeTakeFirst();
    return Number(row.numUpdatedRows) > 0;
  }

  async markFailed(
    id: string,
    worker: string,
    outcome: { status: 'retrying' | 'failed'; nextAttemptAt: number; error: string },
  ): Promise<void> {
    await markFailed(this.#db, 'accounting_entries', { id, worker }, outcome);
  }

  /** A failed or retrying entry tried again now; false when it is neither. */
  async retry(id: string, now: number): Promise<boolean> {
    const row = await this.#db
      .updateTable('accounting_entries')
      .set({ status: 'pending', next_attempt_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['failed', 'retrying'])
      .executeTakeFirst();
    return Number(row.numUpdatedRows) > 0;
  }

  async find(id: string): Promise<LedgerEntry | undefined> {
    const row = await this.#db
      .selectFrom('accounting_entries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  async findBySource(kind: LedgerEntry['kind'], sourceId: string): Promise<LedgerEntry | undefined> {
    const row = await this.#db
      .selectFrom('accounting_entries')
      .selectAll()
      .where('kind', '=', kind)
      .where('source_id', '=', sourceId)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** A page of the journal: entries of the days from `from` to `to` (inclusive), after `cursor`, in order. */
  async journalPage(
    from: string,
    to: string,
    cursor: JournalCursor | null,
    limit: number,
  ): Promise<LedgerEntry[]> {
    let query = this.#db
      .selectFrom('accounting_entries')
      .selectAll()
      .where('occurred_on', '>=', from)
      .where('occurred_on', '<=', to);
    if (cursor) {
      const c = cursor;
      query = query.where((eb) =>
        eb.or([
          eb('occurred_on', '>', c.occurredOn),
          eb.and([eb('occurred_on', '=', c.occurredOn), eb('occurred_at', '>', c.occurredAt)]),
          eb.and([
            eb('occurred_on', '=', c.occurredOn),
            eb('occurred_at', '=', c.occurredAt),
            eb('id', '>', c.id),
          ]),
        ]),
      );
    }
    const rows = await query
      .orderBy('occurred_on')
      .orderBy('occurred_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(fromRow);
  }

  /** How many entries are in each status, and when the last one was pushed. */
  async summary(): Promise<{ counts: Record<string, number>; lastPushedAt: number | null }> {
    const rows = await this.#db
      .selectFrom('accounting_entries')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.max('pushed_at').as('last')])
      .groupBy('status')
      .execute();
    const counts: Record<string, number> = {};
    let lastPushedAt: number | null = null;
    for (const r of rows) {
      counts[r.status] = Number(r.n);
      if (r.last !== null) lastPushedAt = Math.max(lastPushedAt ?? 0, Number(r.last));
    }
    return { counts, lastPushedAt };
  }

  /** Entries that failed or are waiting to be tried again, the oldest first. */
  async failures(limit: number): Promise<LedgerEntry[]> {
    const rows = await this.#db
      .selectFrom('accounting_entries')
      .selectAll()
      .where('status', 'in', ['failed', 'retrying'])
      .orderBy('occurred_at')
      .limit(limit)
      .execute();
    return rows.map(fromRow);
  }

  /** Every location's mapping, defaults where staff saved none. */
  async mappings(): Promise<Map<string, AccountMapping>> {
    const accounts = await this.#db.selectFrom('accounting_accounts').selectAll().execute();
    const taxes = await this.#db.selectFrom('accounting_tax_codes').selectAll().execute();
    const map = new Map<string, AccountMapping>();
    for (const a of accounts) {
      map.set(a.location_id, {
        incomeAccount: a.income_account,
        receivableAccount: a.receivable_account,
        depositAccount: a.deposit_account,
        refundsAccount: a.refunds_account,
        taxes: {},
      });
    }
    for (const t of taxes) {
      const mapping = map.get(t.location_id) ?? { ...defaultAccounts, taxes: {} };
      mapping.taxes[t.tax_code] = { remoteTaxCode: t.remote_tax_code, account: t.tax_account };
      map.set(t.location_id, mapping);
    }
    return map;
  }

  /** A location's accounts and tax codes replaced (inside the caller's transaction). */
  async saveMapping(locationId: string, mapping: AccountMapping, by: string, at: number): Promise<void> {
    const values = {
      income_account: mapping.incomeAccount,
      receivable_account: mapping.receivableAccount,
      deposit_account: mapping.depositAccount,
      refunds_account: mapping.refundsAccount,
      updated_at: at,
      updated_by: by,
    };
    await this.#db
      .insertInto('accounting_accounts')
      .values({ location_id: locationId, ...values })
      .onConflict((oc) => oc.column('location_id').doUpdateSet(values))
      .execute();
    await this.#db.deleteFrom('accounting_tax_codes').where('location_id', '=', locationId).execute();
    const taxes = Object.entries(mapping.taxes);
    if (taxes.length === 0) return;
    await this.#db
      .insertInto('accounting_tax_codes')
      .values(
        taxes.map(([code, t]) => ({
          location_id: locationId,
          tax_code: code,
          remote_tax_code: t.remoteTaxCode || defaultTax.remoteTaxCode,
          tax_account: t.account,
        })),
      )
      .execute();
  }

  async connection(): Promise<StoredConnection | undefined> {
    return this.#db
      .selectFrom('accounting_connections')
      .selectAll()
      .where('id', '=', connectionId)
      .executeTakeFirst();
  }

  /** The connection's row written over (made when there is none). */
  async saveConnection(values: Omit<StoredConnection, 'id'>): Promise<void> {
    await this.#db
      .insertInto('accounting_connections')
      .values({ id: connectionId, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }

  /** New tokens after a refresh, only over the tokens they replace (two refreshes at once: one wins). */
  async replaceTokens(
    previous: string,
    tokens: { sealed: string; accessExpiresAt: number; refreshExpiresAt: number },
    at: number,
  ): Promise<boolean> {
    const row = await this.#db
      .updateTable('accounting_connections')
      .set({
        tokens: tokens.sealed,
        access_expires_at: tokens.accessExpiresAt,
        refresh_expires_at: tokens.refreshExpiresAt,
        updated_at: at,
      })
      .where('id', '=', connectionId)
      .where('tokens', '=', previous)
      .executeTakeFirst();
    return Number(row.numUpdatedRows) > 0;
  }
}

export function fromRow(r: Selectable<AccountingEntryTable>): LedgerEntry {
  return {
    id: r.id,
    kind: r.kind,
    sourceId: r.source_id,
    reservationId: r.reservation_id,
    locationId: r.location_id,
    invoiceId: r.invoice_id,
    reference: r.reference,
    amountCents: Number(r.amount_cents),
    document: JSON.parse(r.document),
    occurredAt: Number(r.occurred_at),
    occurredOn: r.occurred_on,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    remoteId: r.remote_id,
    remoteToken: r.remote_token,
    pushedAt: r.pushed_at === null ? null : Number(r.pushed_at),
  };
}
