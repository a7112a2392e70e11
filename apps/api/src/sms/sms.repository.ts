import { randomUUID } from 'node:crypto';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import type { SmsOptInSource, SmsOptInStatus, SmsStatus } from '../db/tables/sms.table.ts';
import { claimDue, markFailed } from '../outbox/queue.repository.ts';

/** What stays of a number once its text is sent or stopped. */
export const erasedNumber = 'erased';

export interface NewSms {
  kind: string;
  toSealed: string;
  toMasked: string;
  numberHash: string;
  body: string;
  /** The personal link that takes the place of `{link}` in the body, sealed; null when none. */
  linkSealed: string | null;
  reference: string | null;
}

export interface ClaimedSms {
  id: string;
  kind: string;
  toSealed: string;
  numberHash: string;
  body: string;
  linkSealed: string | null;
  attempts: number;
}

export interface SmsRow {
  kind: string;
  body: string;
  reference: string | null;
  status: SmsStatus;
  attempts: number;
  providerId: string | null;
  sentAt: number | null;
}

/**
 * The text messages' tables: who may be texted (by the keyed hash of a
 * number) and the SMS outbox. Claiming is the e-mail outbox's own query
 * (outbox/queue.repository.ts), so two workers never take the same text.
 */
export class SmsRepository {
  readonly #db: Executor;
  readonly #dialect: DialectName;

  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** A number's opt-in as stored: status, who said it, the consent text's version and when. */
  async optIn(numberHash: string) {
    const row = await this.#db
      .selectFrom('sms_opt_ins')
      .select(['status', 'source', 'consent_version', 'updated_at'])
      .where('number_hash', '=', numberHash)
      .executeTakeFirst();
    return (
      row && {
        status: row.status,
        source: row.source,
        consentVersion: row.consent_version,
        at: Number(row.updated_at),
      }
    );
  }

  async consent(numberHash: string): Promise<SmsOptInStatus | undefined> {
    const row = await this.#db
      .selectFrom('sms_opt_ins')
      .select('status')
      .where('number_hash', '=', numberHash)
      .executeTakeFirst();
    return row?.status;
  }

  /** `consentVersion`: the text agreed to by ticking a box; null for a reply, which keeps the version stored. */
  async setConsent(
    numberHash: string,
    status: SmsOptInStatus,
    source: SmsOptInSource,
    at: number,
    consentVersion: string | null = null,
  ) {
    const changed = {
      status,
      source,
      updated_at: at,
      ...(consentVersion ? { consent_version: consentVersion } : {}),
    };
    await this.#db
      .insertInto('sms_opt_ins')
      .values({ number_hash: numberHash, status, source, updated_at: at, consent_version: consentVersion })
      .onConflict((oc) => oc.column('number_hash').doUpdateSet(changed))
      .execute();
  }

  async enqueue(texts: NewSms[], at: number): Promise<void> {
    if (texts.length === 0) return;
    await this.#db
      .insertInto('sms_messages')
      .values(
        texts.map((t) => ({
          id: randomUUID(),
          kind: t.kind,
          to_sealed: t.toSealed,
          to_masked: t.toMasked,
          number_hash: t.numberHash,
          body: t.body,
          link_sealed: t.linkSealed,
          reference: t.reference,
          status: 'pending' as const,
          attempts: 0,
          last_error: null,
          next_attempt_at: at,
          locked_until: null,
          locked_by: null,
          provider_id: null,
          sent_at: null,
          created_at: at,
        })),
      )
      .execute();
  }

  /** Takes up to `limit` due texts for `worker` until `leaseUntil`, counting the attempt now (outbox/queue.repository.ts). */
  async claimDue(worker: string, now: number, leaseUntil: number, limit: number): Promise<ClaimedSms[]> {
    const rows = await claimDue(this.#db, this.#dialect, 'sms_messages', { worker, now, leaseUntil, limit });
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      toSealed: r.to_sealed,
      numberHash: r.number_hash,
      body: r.body,
      linkSealed: r.link_sealed,
      attempts: r.attempts,
    }));
  }

  /** Sent, or not sent because the number said STOP: either way its number and link are erased. False: the lease was lost. */
  async finish(
    id: string,
    worker: string,
    outcome: { status: 'sent'; providerId: string; at: number } | { status: 'stopped' },
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('sms_messages')
      .set({
        status: outcome.status,
        to_sealed: erasedNumber,
        link_sealed: null,
        locked_by: null,
        locked_until: null,
        last_error: null,
        ...(outcome.status === 'sent' ? { provider_id: outcome.providerId, sent_at: outcome.at } : {}),
      })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** A failed attempt (outbox/queue.repository.ts); a text failed for good keeps no number and no link. */
  async markFailed(
    id: string,
    worker: string,
    outcome: { status: 'retrying' | 'failed'; nextAttemptAt: number; error: string },
  ): Promise<void> {
    await markFailed(this.#db, 'sms_messages', { id, worker }, outcome);
    if (outcome.status !== 'failed') return;
    await this.#db
      .updateTable('sms_messages')
      .set({ to_sealed: erasedNumber, link_sealed: null })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .execute();
  }

  /** Deletes the texts sent or stopped before `before` (retention, OUTBOX_RETENTION_DAYS); how many. */
  async deleteFinishedBefore(before: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('sms_messages')
      .where('status', 'in', ['sent', 'stopped'])
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The texts for the back office's outbox, newest first, the number masked; and how many there are. */
  async adminPage(limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      this.#db
        .selectFrom('sms_messages')
        .select([
          'id',
          'kind',
          'to_masked',
          'reference',
          'status',
          'attempts',
          'last_error',
          'sent_at',
          'created_at',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.#db
        .selectFrom('sms_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** The texts about one reservation (or other reference), oldest first; for tests and the back office. */
  async forReference(reference: string): Promise<SmsRow[]> {
    const rows = await this.#db
      .selectFrom('sms_messages')
      .select(['kind', 'body', 'reference', 'status', 'attempts', 'provider_id', 'sent_at'])
      .where('reference', '=', reference)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      kind: r.kind,
      body: r.body,
      reference: r.reference,
      status: r.status,
      attempts: r.attempts,
      providerId: r.provider_id,
      sentAt: r.sent_at,
    }));
  }
}
